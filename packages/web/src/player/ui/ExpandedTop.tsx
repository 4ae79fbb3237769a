import { ActionIcon, Alert, Button, Group, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setExpanded } from "../store.ts";
import classes from "./ExpandedPlayer.module.css";
import { SettingsMenu } from "./SettingsMenu.tsx";

/** Collapse, the work's title and the settings menu; a reload hint when a setting needs one. */
export function ExpandedTop({ workTitle }: { workTitle: string }) {
  const { t } = useTranslation();
  const [reload, setReload] = useState(false);
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("player.collapse")}
          onClick={() => setExpanded(false)}
        >
          <IconChevronDown size={22} />
        </ActionIcon>
        <Text size="xs" c="dimmed" truncate ta="center" className={classes.workTitle}>
          {workTitle}
        </Text>
        <SettingsMenu onReloadSuggested={() => setReload(true)} />
      </Group>
      {reload ? (
        <Alert color="yellow" p="xs" title={t("player.settings.reloadSuggested")}>
          <Button size="compact-xs" variant="light" color="yellow" onClick={() => window.location.reload()}>
            {t("player.settings.reload")}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
