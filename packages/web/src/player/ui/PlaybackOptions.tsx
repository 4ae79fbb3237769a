import { ActionIcon, Button, Group, Menu, Slider, Tooltip } from "@mantine/core";
import {
  IconArrowsShuffle,
  IconCheck,
  IconList,
  IconRepeat,
  IconRepeatOnce,
  IconVolume,
  IconVolume2,
  IconVolumeOff,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PlayMode } from "../play-mode.ts";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";

const modeIcons: Record<PlayMode, typeof IconList> = {
  order: IconList,
  allRepeat: IconRepeat,
  repeatOnce: IconRepeatOnce,
  shuffle: IconArrowsShuffle,
};

const rates = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;

/** Play mode, volume with mute, and playback speed. */
export function PlaybackOptions() {
  const { t } = useTranslation();
  const playMode = usePlayer((state) => state.playMode);
  const volume = usePlayer((state) => state.volume);
  const muted = usePlayer((state) => state.muted);
  const rate = usePlayer((state) => state.rate);
  const engine = playerEngine();
  const ModeIcon = modeIcons[playMode];
  const VolumeIcon = muted || volume === 0 ? IconVolumeOff : volume < 0.5 ? IconVolume2 : IconVolume;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Tooltip label={`${t("player.playMode.label")}: ${t(`player.playMode.${playMode}`)}`}>
        <ActionIcon
          variant={playMode === "order" ? "subtle" : "light"}
          color={playMode === "order" ? "gray" : undefined}
          size="lg"
          aria-label={t("player.playMode.label")}
          data-mode={playMode}
          onClick={() => engine.cyclePlayMode()}
        >
          <ModeIcon size={20} />
        </ActionIcon>
      </Tooltip>
      <Group gap={6} wrap="nowrap" flex={1} maw={220}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t(muted ? "player.unmute" : "player.mute")}
          onClick={() => engine.setMuted(!muted)}
        >
          <VolumeIcon size={20} />
        </ActionIcon>
        <Slider
          aria-label={t("player.volume")}
          flex={1}
          size="xs"
          min={0}
          max={1}
          step={0.04}
          value={muted ? 0 : volume}
          label={(value) => `${Math.round(value * 100)}%`}
          onChange={(value) => {
            if (muted) engine.setMuted(false);
            engine.setVolume(value);
          }}
        />
      </Group>
      <Menu position="top" withinPortal shadow="md">
        <Menu.Target>
          <Button variant="subtle" color="gray" size="compact-sm" aria-label={t("player.speed")} miw={52}>
            {t("player.speedValue", { rate })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t("player.speed")}</Menu.Label>
          {rates.map((value) => (
            <Menu.Item
              key={value}
              onClick={() => engine.setRate(value)}
              rightSection={value === rate ? <IconCheck size={14} /> : null}
            >
              {t("player.speedValue", { rate: value })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
