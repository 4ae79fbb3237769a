import type { PlayerEngine, QueueTrack } from "./engine.ts";

type Session = Pick<MediaSession, "setActionHandler" | "setPositionState" | "playbackState"> & {
  metadata: MediaMetadata | null;
};

/**
 * Lock-screen and headset controls: metadata (title, work, cover), play/pause/next/previous/seek
 * handlers and the position state.
 */
export function bindMediaSession(
  engine: PlayerEngine,
  session: Session,
  seconds: () => { rewind: number; forward: number },
  artwork: (track: QueueTrack) => Promise<MediaImage[]>,
): void {
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ["play", () => engine.play()],
    ["pause", () => engine.pause()],
    ["stop", () => engine.pause()],
    ["nexttrack", () => engine.next()],
    ["previoustrack", () => engine.previous()],
    ["seekbackward", (details) => engine.seekBy(-(details.seekOffset ?? seconds().rewind))],
    ["seekforward", (details) => engine.seekBy(details.seekOffset ?? seconds().forward)],
    ["seekto", (details) => engine.seek(details.seekTime ?? 0)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // Browsers throw for actions they do not support; the others still work.
    }
  }
  let hash: string | null = null;
  let reported = { position: -1, at: 0, rate: 1, playing: false };
  engine.subscribe((state) => {
    const track = state.queue[state.index];
    if (track && track.hash !== hash) {
      hash = track.hash;
      session.metadata = new MediaMetadata({ title: track.title, album: track.workTitle, artist: "" });
      void artwork(track).then((images) => {
        if (hash === track.hash && session.metadata) session.metadata.artwork = images;
      });
    }
    session.playbackState = state.playing ? "playing" : "paused";
    // The OS extrapolates the position: report only when it drifts from that (seek, pause, speed change).
    const now = performance.now();
    const expected = reported.playing
      ? reported.position + ((now - reported.at) / 1000) * reported.rate
      : reported.position;
    const changed = state.playing !== reported.playing || state.rate !== reported.rate;
    if (state.duration > 0 && (changed || Math.abs(state.currentTime - expected) > 1)) {
      reported = { position: state.currentTime, at: now, rate: state.rate, playing: state.playing };
      try {
        session.setPositionState({
          duration: state.duration,
          position: Math.min(state.currentTime, state.duration),
          playbackRate: state.rate,
        });
      } catch {
        // An inconsistent state during a track change is skipped; the next update reports it.
      }
    }
  });
}
