import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { playerEngine } from "./runtime.ts";
import { usePlayer } from "./store.ts";
import { barHeight, PlayerBar } from "./ui/PlayerBar.tsx";

/** CSS variable holding the height the player takes at the bottom; page content pads by it. */
export const playerHeightVar = "--kikoeru-player-height";

const ExpandedPlayer = lazy(() => import("./ui/ExpandedPlayer.tsx"));
const PlayerDialogs = lazy(() => import("./ui/PlayerDialogs.tsx"));
const LyricsBar = lazy(() => import("./ui/LyricsBar.tsx"));

/**
 * The player: the bottom bar whenever something is queued, and (loaded on demand) the expanded player,
 * its dialogs and the lyric line. Sets {@link playerHeightVar} so nothing hides behind the bar.
 */
export function PlayerSlot() {
  const hasTrack = usePlayer((state) => state.queue.length > 0);
  const expanded = usePlayer((state) => state.expanded);
  const panel = usePlayer((state) => state.panel);
  const lyricReady = usePlayer((state) => state.lyric.status === "ready");
  const pipOpen = usePlayer((state) => state.pipOpen);
  // The full-screen player shows its own lyric line.
  const fullScreen = useLocation().pathname.startsWith("/fullScreenPlayer");

  useEffect(() => {
    playerEngine();
  }, []);

  useEffect(() => {
    document.documentElement.style.setProperty(playerHeightVar, hasTrack ? `${barHeight}px` : "0px");
  }, [hasTrack]);

  return (
    <>
      {hasTrack ? <PlayerBar /> : null}
      <Suspense fallback={null}>
        {expanded && hasTrack ? <ExpandedPlayer /> : null}
        {panel ? <PlayerDialogs panel={panel} /> : null}
        {lyricReady && !pipOpen && !fullScreen && hasTrack ? <LyricsBar /> : null}
      </Suspense>
    </>
  );
}
