import { Button, Group, Paper, Text } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** In the player bar's place: its code could not be fetched (the server went away before it was needed). */
function PlayerLoadFailed() {
  const { t } = useTranslation();
  return (
    <Paper pos="fixed" bottom={0} left={0} right={0} p="xs" withBorder shadow="md" style={{ zIndex: 200 }}>
      <Group justify="center" gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t("network.offline")}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => window.location.reload()}>
          {t("network.reload")}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Keeps a failure to fetch the player's code (the bar, the expanded player, its dialogs: each loaded on first
 * use) inside the player: without it the page's route error replaced the whole page, the list and the track
 * that says what failed with it.
 */
export class PlayerLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PlayerLoadFailed /> : this.props.children;
  }
}
