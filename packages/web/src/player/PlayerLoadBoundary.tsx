import { Button, Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadBoundary } from "../shared/ui/LoadBoundary.tsx";

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
 * use) inside the player, so the list and the track that says what failed stay on the page.
 */
export function PlayerLoadBoundary({ children }: { children: ReactNode }) {
  return <LoadBoundary fallback={<PlayerLoadFailed />}>{children}</LoadBoundary>;
}
