import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { barHeight, playerHeightVar } from "./layout.ts";
import { PlayerLoadBoundary } from "./PlayerLoadBoundary.tsx";
import { usePlayer } from "./store.ts";

export { playerHeightVar };

const PlayerBar = lazy(async () => ({ default: (await import("./ui/PlayerBar.tsx")).PlayerBar }));
const ExpandedPlayer = lazy(() => import("./ui/ExpandedPlayer.tsx"));
const PlayerDialogs = lazy(() => import("./ui/PlayerDialogs.tsx"));
const LyricsBar = lazy(() => import("./ui/LyricsBar.tsx"));

/** How long after the first render the player may wait for an idle moment before it starts. */
const startWithinMs = 1500;

/**
 * Starts the player engine (which restores the last queue, paused) once the page is idle, so its code is
 * not part of the first load. Screens that hand tracks over import the engine themselves, so a click on
 * play never waits for it.
 */
function startWhenIdle(): () => void {
  const start = () => void import("./runtime.ts").then((runtime) => runtime.playerEngine());
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(start, { timeout: startWithinMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(start, startWithinMs);
  return () => window.clearTimeout(timer);
}

/**
 * The player: the bottom bar whenever something is queued, and (loaded on demand) the expanded player,
 * its dialogs and the lyric line. Sets {@link playerHeightVar} so nothing hides behind the bar.
 */
export function PlayerSlot({ savesHistory }: { savesHistory: boolean }) {
  const hasTrack = usePlayer((state) => state.queue.length > 0);
  const expanded = usePlayer((state) => state.expanded);
  const panel = usePlayer((state) => state.panel);
  const lyricReady = usePlayer((state) => state.lyric.status === "ready");
  const pipOpen = usePlayer((state) => state.pipOpen);
  // The full-screen player shows its own lyric line.
  const fullScreen = useLocation().pathname.startsWith("/fullScreenPlayer");

  useEffect(startWhenIdle, []);
  useEffect(() => usePlayer.setState({ savesHistory }), [savesHistory]);

  useEffect(() => {
    document.documentElement.style.setProperty(playerHeightVar, hasTrack ? `${barHeight}px` : "0px");
  }, [hasTrack]);

  return (
    <PlayerLoadBoundary>
      <Suspense fallback={null}>
        {hasTrack ? <PlayerBar /> : null}
        {expanded && hasTrack ? <ExpandedPlayer /> : null}
        {panel ? <PlayerDialogs panel={panel} /> : null}
        {lyricReady && !pipOpen && !fullScreen && hasTrack ? <LyricsBar /> : null}
      </Suspense>
    </PlayerLoadBoundary>
  );
}
