import "../texts.ts";
import { Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type CSSProperties, lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatClock } from "../../shared/format.ts";
import { coverUrl, useCoverVersions } from "../../shared/media.ts";
import { barHeight } from "../layout.ts";
import { usePlayer } from "../store.ts";
import { BarTransport } from "./BarTransport.tsx";
import classes from "./PlayerBar.module.css";
import { TranscodeBadge } from "./TranscodeBadge.tsx";
import { useBarGesture } from "./use-bar-gesture.ts";

const DesktopBarControls = lazy(() => import("./DesktopBarControls.tsx"));

/** From here on the bar carries a seek row, volume and speed (Mantine's md breakpoint). */
const wideQuery = "(min-width: 62em)";

/**
 * The persistent bottom bar: progress, cover, titles, transport; tap or swipe up opens the full player. Wide
 * screens add the seek row, volume and speed; phones keep the compact bar (hold and drag it to seek).
 */
export function PlayerBar() {
  const { t } = useTranslation();
  const track = usePlayer((state) => state.queue[state.index]);
  const index = usePlayer((state) => state.index);
  const count = usePlayer((state) => state.queue.length);
  const playing = usePlayer((state) => state.playing);
  const wide = useMediaQuery(wideQuery, undefined, { getInitialValueInEffect: false });
  const currentTime = usePlayer((state) => state.currentTime);
  const duration = usePlayer((state) => state.duration);
  const bar = useRef<HTMLElement>(null);
  const { scrub, start, handlers } = useBarGesture(bar);
  // Re-renders with the new cover URL once the playing work's cover is edited.
  useCoverVersions((state) => (track ? state.versions[track.workId] : undefined));

  if (!track) return null;
  const shown = scrub ?? currentTime;
  const percent = duration > 0 ? (shown / duration) * 100 : 0;

  return (
    <aside
      ref={bar}
      aria-label={t("player.label")}
      className={`${classes.bar} ${scrub !== null ? classes.scrubbing : ""}`}
      style={{ "--bar-height": `${barHeight}px` } as CSSProperties}
      data-playing={playing}
    >
      {wide ? null : (
        <>
          <div className={classes.fill} style={{ width: `${percent}%` }} />
          <div className={classes.line} style={{ width: `${percent}%` }} />
        </>
      )}
      {scrub !== null ? (
        <div className={classes.scrub} aria-live="polite">
          <Text fw={700} size="xl" ff="monospace">
            {formatClock(scrub)}
          </Text>
          <Text size="xs" c="dimmed">
            {t("player.scrubDelta", {
              delta: `${scrub >= start ? "+" : "−"}${Math.abs(scrub - start).toFixed(1)}`,
            })}
          </Text>
        </div>
      ) : null}
      <div className={classes.content} data-scrub={scrub !== null || undefined} data-wide={wide || undefined}>
        <button type="button" className={classes.info} {...handlers} aria-label={t("player.expand")}>
          <img className={classes.cover} src={coverUrl(track.workId, "240x240")} alt="" draggable={false} />
          <span className={classes.titles}>
            <Text component="span" size="sm" fw={600} truncate data-testid="player-title">
              {track.title}
            </Text>
            <span className={classes.subline}>
              <TranscodeBadge />
              <Text component="span" size="xs" c="dimmed" truncate>
                {track.workTitle}
              </Text>
            </span>
          </span>
          <span className={classes.position}>{t("player.queued", { index: index + 1, count })}</span>
        </button>
        {wide ? (
          <Suspense fallback={<BarTransport />}>
            <DesktopBarControls />
          </Suspense>
        ) : (
          <BarTransport />
        )}
      </div>
    </aside>
  );
}
