import "../texts.ts";
import type { WorkDetail } from "@kikoeru/contract";
import { Button, Group } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconPlayerTrackPrev } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { player } from "../../../player/runtime.ts";
import { startAudioGraph } from "../../../player/start-graph.ts";
import { formatClock } from "../../../shared/format.ts";
import { readPlayState } from "../../history/index.ts";
import { useTracks, useWork } from "../api.ts";
import { playableAudio, toQueueTrack } from "../tree/tree.ts";
import { useWorkInPlayer } from "./use-work-in-player.ts";

/**
 * The work's Play and Resume, at the top of the page. While the player holds this work they follow it (pause,
 * or continue from where it stands); otherwise Resume starts from the saved history position.
 */
export function PlayActions({ work }: { work: WorkDetail }) {
  const { t } = useTranslation();
  const tracks = useTracks(work.id);
  const { live, left } = useWorkInPlayer(work.id, useWork(work.id).dataUpdatedAt);
  const files = tracks.data ? playableAudio(tracks.data).files : [];
  const saved = live ? null : readPlayState(left ?? work.state, work.id, work.title);
  const playFromStart = () =>
    player.setQueue(
      files.map((file) => toQueueTrack(file, work.id)),
      0,
    );
  const resumeLabel = (position: { index: number; count: number; seconds: number }) =>
    t("work.resume", {
      index: position.index + 1,
      count: position.count,
      time: formatClock(position.seconds),
    });

  let main: ReactNode = null;
  if (live) {
    main = (
      <Button
        leftSection={live.playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        onClick={() => {
          startAudioGraph();
          player.toggle();
        }}
        data-testid="work-play-main"
      >
        {live.playing ? t("listening.pause") : resumeLabel(live)}
      </Button>
    );
  } else if (saved) {
    main = (
      <Button
        leftSection={<IconPlayerPlayFilled size={16} />}
        onClick={() => player.setQueue(saved.tracks, saved.index, saved.seconds)}
        data-testid="work-play-main"
      >
        {resumeLabel(saved)}
      </Button>
    );
  }
  if (!main && files.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t("listening.actions")}>
      {main}
      {files.length > 0 ? (
        <Button
          variant={main ? "default" : "filled"}
          leftSection={main ? <IconPlayerTrackPrev size={16} /> : <IconPlayerPlayFilled size={16} />}
          onClick={playFromStart}
          data-testid={main ? undefined : "work-play-main"}
        >
          {main ? t("listening.playFromStart") : t("listening.play")}
        </Button>
      ) : null}
    </Group>
  );
}
