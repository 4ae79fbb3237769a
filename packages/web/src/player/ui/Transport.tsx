import { ActionIcon, Group } from "@mantine/core";
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerPreferences } from "../preferences.ts";
import { playerEngine } from "../runtime.ts";
import { startAudioGraph } from "../start-graph.ts";
import { usePlayer } from "../store.ts";
import { SeekIcon } from "./SeekIcon.tsx";

/** A grey round button beside play: previous, next and the seek buttons. */
function SideButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon variant="subtle" color="gray" size="xl" aria-label={label} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

/** Previous · back · play/pause · forward · next (seek buttons hidden by preference). */
export function TransportButtons() {
  const { t } = useTranslation();
  const playing = usePlayer((state) => state.playing);
  const rewind = usePlayer((state) => state.rewindSeconds);
  const forward = usePlayer((state) => state.forwardSeconds);
  const hideSeek = usePlayerPreferences((state) => state.hideSeekButtons);
  const engine = playerEngine();
  return (
    <Group justify="center" gap="md" wrap="nowrap">
      <SideButton label={t("player.previous")} onClick={() => engine.previous()}>
        <IconPlayerSkipBackFilled size={22} />
      </SideButton>
      {hideSeek ? null : (
        <SideButton label={t("player.rewind", { seconds: rewind })} onClick={() => engine.seekBy(-rewind)}>
          <SeekIcon direction="back" seconds={rewind} size={24} />
        </SideButton>
      )}
      <ActionIcon
        size={60}
        radius="xl"
        aria-label={t(playing ? "player.pause" : "player.play")}
        onClick={() => {
          startAudioGraph();
          engine.toggle();
        }}
      >
        {playing ? <IconPlayerPauseFilled size={28} /> : <IconPlayerPlayFilled size={28} />}
      </ActionIcon>
      {hideSeek ? null : (
        <SideButton label={t("player.forward", { seconds: forward })} onClick={() => engine.seekBy(forward)}>
          <SeekIcon direction="forward" seconds={forward} size={24} />
        </SideButton>
      )}
      <SideButton label={t("player.next")} onClick={() => engine.next()}>
        <IconPlayerSkipForwardFilled size={22} />
      </SideButton>
    </Group>
  );
}
