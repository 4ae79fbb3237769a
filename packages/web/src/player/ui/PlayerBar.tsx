import "../texts.ts";
import { ActionIcon, Group, Text } from "@mantine/core";
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
} from "@tabler/icons-react";
import { type CSSProperties, type PointerEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatClock } from "../../shared/format.ts";
import { coverUrl } from "../../shared/media.ts";
import { BarGesture, holdMs, scrubTarget } from "../gesture.ts";
import { barHeight } from "../layout.ts";
import { usePlayerPreferences } from "../preferences.ts";
import { playerEngine } from "../runtime.ts";
import { startAudioGraph } from "../start-graph.ts";
import { setExpanded, usePlayer } from "../store.ts";
import classes from "./PlayerBar.module.css";
import { SeekIcon } from "./SeekIcon.tsx";

/** The persistent bottom bar: progress, cover, titles, transport; tap or swipe up opens the full player. */
export function PlayerBar() {
  const { t } = useTranslation();
  const track = usePlayer((state) => state.queue[state.index]);
  const index = usePlayer((state) => state.index);
  const count = usePlayer((state) => state.queue.length);
  const playing = usePlayer((state) => state.playing);
  const currentTime = usePlayer((state) => state.currentTime);
  const duration = usePlayer((state) => state.duration);
  const rewind = usePlayer((state) => state.rewindSeconds);
  const forward = usePlayer((state) => state.forwardSeconds);
  const swap = usePlayerPreferences((state) => state.swapSeekButtons);
  const [scrub, setScrub] = useState<number | null>(null);
  const bar = useRef<HTMLElement>(null);
  const hold = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef(0);

  const gesture = useMemo(() => {
    const target = (dx: number) =>
      scrubTarget(start.current, dx, bar.current?.clientWidth ?? 0, playerEngine().snapshot.duration);
    return new BarGesture({
      tap: () => setExpanded(true),
      up: () => setExpanded(true),
      down: () => setExpanded(false),
      scrub: (dx) => setScrub(target(dx)),
      commit: (dx, moved) => {
        if (moved) playerEngine().seek(target(dx));
        setScrub(null);
      },
    });
  }, []);

  if (!track) return null;
  const engine = playerEngine();
  const shown = scrub ?? currentTime;
  const percent = duration > 0 ? (shown / duration) * 100 : 0;

  const onDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = engine.snapshot.currentTime;
    gesture.down(event.clientX, event.clientY, event.timeStamp);
    const { clientX, clientY, timeStamp } = event;
    // A still press becomes a pan after the hold time even without a move event.
    hold.current = setTimeout(() => gesture.move(clientX, clientY, timeStamp + holdMs), holdMs);
  };
  const onMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (gesture.phase === "idle") return;
    gesture.move(event.clientX, event.clientY, event.timeStamp);
    if (gesture.phase !== "pressed" && hold.current) clearTimeout(hold.current);
  };
  const onUp = () => {
    if (hold.current) clearTimeout(hold.current);
    gesture.up();
  };

  const side = (which: "previous" | "next") => {
    if (swap) {
      const seconds = which === "previous" ? rewind : forward;
      return (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t(which === "previous" ? "player.rewind" : "player.forward", { seconds })}
          onClick={() => engine.seekBy(which === "previous" ? -rewind : forward)}
        >
          <SeekIcon direction={which === "previous" ? "back" : "forward"} seconds={seconds} />
        </ActionIcon>
      );
    }
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t(`player.${which}`)}
        onClick={() => (which === "previous" ? engine.previous() : engine.next())}
      >
        {which === "previous" ? (
          <IconPlayerSkipBackFilled size={18} />
        ) : (
          <IconPlayerSkipForwardFilled size={18} />
        )}
      </ActionIcon>
    );
  };

  return (
    <aside
      ref={bar}
      aria-label={t("player.label")}
      className={`${classes.bar} ${scrub !== null ? classes.scrubbing : ""}`}
      style={{ "--bar-height": `${barHeight}px` } as CSSProperties}
      data-playing={playing}
    >
      <div className={classes.fill} style={{ width: `${percent}%` }} />
      <div className={classes.line} style={{ width: `${percent}%` }} />
      {scrub !== null ? (
        <div className={classes.scrub} aria-live="polite">
          <Text fw={700} size="xl" ff="monospace">
            {formatClock(scrub)}
          </Text>
          <Text size="xs" c="dimmed">
            {t("player.scrubDelta", {
              delta: `${scrub >= start.current ? "+" : "−"}${Math.abs(scrub - start.current).toFixed(1)}`,
            })}
          </Text>
        </div>
      ) : null}
      <div className={classes.content} style={{ marginTop: scrub !== null ? 48 : 0 }}>
        <button
          type="button"
          className={classes.info}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={() => gesture.cancel()}
          aria-label={t("player.expand")}
        >
          <img className={classes.cover} src={coverUrl(track.workId, "240x240")} alt="" draggable={false} />
          <span className={classes.titles}>
            <Text component="span" size="sm" fw={600} truncate data-testid="player-title">
              {track.title}
            </Text>
            <Text component="span" size="xs" c="dimmed" truncate>
              {track.workTitle}
            </Text>
          </span>
          <span className={classes.position}>{t("player.queued", { index: index + 1, count })}</span>
        </button>
        <Group gap={4} wrap="nowrap">
          {side("previous")}
          <ActionIcon
            size={44}
            radius="xl"
            aria-label={t(playing ? "player.pause" : "player.play")}
            onClick={() => {
              startAudioGraph();
              engine.toggle();
            }}
          >
            {playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
          </ActionIcon>
          {side("next")}
        </Group>
      </div>
    </aside>
  );
}
