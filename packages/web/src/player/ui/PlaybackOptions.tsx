import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconArrowsShuffle, IconList, IconRepeat, IconRepeatOnce } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PlayMode } from "../play-mode.ts";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";
import { SpeedMenu, VolumeControl } from "./VolumeSpeed.tsx";

const modeIcons: Record<PlayMode, typeof IconList> = {
  order: IconList,
  allRepeat: IconRepeat,
  repeatOnce: IconRepeatOnce,
  shuffle: IconArrowsShuffle,
};

/** Play mode, volume with mute, and playback speed. */
export function PlaybackOptions() {
  const { t } = useTranslation();
  const playMode = usePlayer((state) => state.playMode);
  const ModeIcon = modeIcons[playMode];
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Tooltip label={`${t("player.playMode.label")}: ${t(`player.playMode.${playMode}`)}`}>
        <ActionIcon
          variant={playMode === "order" ? "subtle" : "light"}
          color={playMode === "order" ? "gray" : undefined}
          size="lg"
          aria-label={t("player.playMode.label")}
          data-mode={playMode}
          onClick={() => playerEngine().cyclePlayMode()}
        >
          <ModeIcon size={20} />
        </ActionIcon>
      </Tooltip>
      <VolumeControl maw={220} />
      <SpeedMenu />
    </Group>
  );
}
