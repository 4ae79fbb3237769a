import { ActionIcon, Group } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { player } from "../runtime.ts";
import { startAudioGraph } from "../start-graph.ts";
import { usePlayer } from "../store.ts";
import { BarSideButton } from "./BarSideButton.tsx";

/** Previous, play/pause and next of the bottom bar (smaller in the desktop bar, above its seek row). */
export function BarTransport({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const playing = usePlayer((state) => state.playing);
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      <BarSideButton which="previous" />
      <ActionIcon
        size={compact ? 34 : 44}
        radius="xl"
        aria-label={t(playing ? "player.pause" : "player.play")}
        onClick={() => {
          startAudioGraph();
          player.toggle();
        }}
      >
        {playing ? (
          <IconPlayerPauseFilled size={compact ? 18 : 22} />
        ) : (
          <IconPlayerPlayFilled size={compact ? 18 : 22} />
        )}
      </ActionIcon>
      <BarSideButton which="next" />
    </Group>
  );
}
