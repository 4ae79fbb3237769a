import { ActionIcon, Button, Divider, Popover, Stack, Switch, Text } from "@mantine/core";
import { IconDots, IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../shared/notify.ts";
import { type PlayerPreferences, usePlayerPreferences } from "../preferences.ts";
import { setExpanded, usePlayer } from "../store.ts";
import { visualizerWarning } from "../visualizer.ts";
import { TranscodeSettings } from "./TranscodeSettings.tsx";

type Toggle = "swapSeekButtons" | "hideSeekButtons" | "visualizer" | "videoSource" | "oldSleepTimer";

const toggles: { key: Toggle; label: string; reload?: boolean }[] = [
  { key: "swapSeekButtons", label: "player.settings.swapSeek" },
  { key: "hideSeekButtons", label: "player.settings.hideSeek" },
  { key: "visualizer", label: "player.settings.visualizer", reload: true },
  { key: "videoSource", label: "player.settings.videoSource", reload: true },
  { key: "oldSleepTimer", label: "player.settings.oldSleepTimer" },
];

/** 更多播放设置: the player preferences, transcoding, and a link to the playing work. */
export function SettingsMenu({ onReloadSuggested }: { onReloadSuggested: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preferences = usePlayerPreferences();
  const workId = usePlayer((state) => state.queue[state.index]?.workId);
  const toggle = (key: Toggle, reload?: boolean) => {
    const value = !preferences[key];
    preferences.set({ [key]: value } as Partial<PlayerPreferences>);
    if (key === "visualizer" && value) {
      const warning = visualizerWarning(navigator.userAgent);
      if (warning) notify.warning(t(`player.visualizer.${warning}`));
    }
    if (reload) onReloadSuggested();
  };
  return (
    <Popover position="bottom-end" withinPortal shadow="md" width={300}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("player.settings.open")}>
          <IconDots size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t("player.settings.open")}>
        <Stack gap="sm">
          <Text size="xs" c="dimmed" fw={600}>
            {t("player.settings.open")}
          </Text>
          {toggles.map(({ key, label, reload }) => (
            <Switch
              key={key}
              size="sm"
              label={t(label as "player.settings.swapSeek")}
              description={key === "videoSource" ? t("player.settings.videoSourceHint") : undefined}
              checked={preferences[key]}
              onChange={() => toggle(key, reload)}
            />
          ))}
          <Divider />
          <TranscodeSettings />
          {workId ? (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconExternalLink size={14} />}
              onClick={() => {
                setExpanded(false);
                void navigate(`/work/${workId}`);
              }}
            >
              {t("player.openWork")}
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
