import "../texts.ts";
import { ActionIcon, Group, SegmentedControl, Text } from "@mantine/core";
import { IconMaximize } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { notify } from "../../shared/notify.ts";
import { useLyricLine } from "../lyrics/use-lyric-line.ts";
import { usePlayerPreferences } from "../preferences.ts";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";
import { visualCoverUrl } from "../visual-cover.ts";
import classes from "./FullScreenPlayer.module.css";
import { TransportButtons } from "./Transport.tsx";
import { type Mode, toggleFullscreen, useDoubleClickFullscreen, useScene } from "./use-scene.ts";

function Stage({ workId }: { workId: number }) {
  const { t } = useTranslation();
  const track = usePlayer((state) => state.queue[state.index]);
  const playing = usePlayer((state) => state.playing);
  const currentTime = usePlayer((state) => state.currentTime);
  const duration = usePlayer((state) => state.duration);
  const videoSource = usePlayerPreferences((state) => state.videoSource);
  const visualizer = usePlayerPreferences((state) => state.visualizer);
  const chosenCover = usePlayerPreferences((state) => state.visualCovers[String(workId)]);
  const cover = visualCoverUrl(workId, chosenCover);
  const isVideo = videoSource && /\.mp4$/i.test(track?.title ?? "");
  const [chosen, setChosen] = useState<Mode>(visualizer ? "frequency" : "halo");
  const mode: Mode = isVideo ? "video" : chosen === "video" ? "halo" : chosen;
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const line = useLyricLine();
  useScene(canvas, mode);
  useDoubleClickFullscreen(container);
  const modes: Mode[] = [
    "halo",
    ...(visualizer ? (["frequency"] as const) : []),
    ...(isVideo ? (["video"] as const) : []),
  ];
  return (
    <div ref={container} className={classes.stage} data-playing={playing} data-testid="full-screen-player">
      <div className={classes.backdrop} style={{ backgroundImage: `url("${cover}")` }} />
      {mode === "video" ? null : <img className={classes.cover} src={cover} alt="" draggable={false} />}
      <canvas ref={canvas} className={classes.canvas} />
      <div
        className={classes.progress}
        style={{ width: `${duration > 0 ? (currentTime / duration) * 100 : 0}%` }}
      />
      <div className={classes.top}>
        <Text fw={700} c="white" truncate className={classes.title}>
          {track?.title.replace(/\.[^.]+$/, "")}
        </Text>
        <Group gap="xs" wrap="nowrap" data-no-fullscreen>
          {modes.length > 1 ? (
            <SegmentedControl
              size="xs"
              aria-label={t("player.fullScreen.mode")}
              value={mode}
              onChange={(value) => setChosen(value as Mode)}
              data={modes.map((value) => ({ value, label: t(`player.fullScreen.${value}`) }))}
            />
          ) : null}
          <ActionIcon
            variant="subtle"
            color="white"
            aria-label={t("player.fullScreen.toggle")}
            onClick={() => toggleFullscreen(container.current)}
          >
            <IconMaximize size={18} />
          </ActionIcon>
        </Group>
      </div>
      <div className={classes.bottom} data-no-fullscreen>
        <div className={classes.lyric} data-testid="full-screen-lyric">
          {line ?? ""}
        </div>
        <div className={classes.controls}>
          <TransportButtons />
        </div>
        <Text size="xs" c="rgba(255,255,255,0.6)" ta="center">
          {t("player.fullScreen.hint")}
        </Text>
      </div>
    </div>
  );
}

/** /fullScreenPlayer/:id? — the visual player, or the redirects of spec 2 §2 when nothing plays. */
export function FullScreenPlayer() {
  const { t } = useTranslation();
  const { id } = useParams();
  // Opened directly (reload, link), the engine must restore the last queue before the redirect rules run.
  useState(() => playerEngine());
  const workId = usePlayer((state) => state.queue[state.index]?.workId);
  const nothing = workId === undefined && !id;
  useEffect(() => {
    if (nothing) notify.error(t("player.fullScreen.nothing"));
  }, [nothing, t]);
  if (workId === undefined) return <Navigate to={id ? `/work/${id}` : "/works"} replace />;
  if (id !== String(workId)) return <Navigate to={`/fullScreenPlayer/${workId}`} replace />;
  return <Stage workId={workId} />;
}
