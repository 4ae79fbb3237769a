import type { MediaLike } from "./media-like.ts";
import type { PlayMode } from "./play-mode.ts";

/** A track in the play queue (spec 2 §3): `subtitle` is its folder inside the work. */
export interface QueueTrack {
  hash: string;
  title: string;
  subtitle: string | null;
  workTitle: string;
  workId: number;
  mediaStreamUrl?: string;
  duration?: number;
}

export interface EngineState {
  queue: QueueTrack[];
  index: number;
  playing: boolean;
  currentTime: number;
  duration: number;
  playMode: PlayMode;
  volume: number;
  muted: boolean;
  rate: number;
  /** Second to seek to at the first canplay of the current track (-1: none pending). */
  resumeSeconds: number;
}

export interface EngineOptions {
  /** Turns a track into the URL the element plays (adds the token). */
  url: (track: QueueTrack) => string;
  /** Second element that loads the next track ahead of time. */
  preloader?: Pick<MediaLike, "src" | "preload">;
  random?: () => number;
  /** Whether the preloader may fetch a track ahead (a transcode is asked for by pre-transcode instead). */
  preloadable?: (track: QueueTrack) => boolean;
  /** Called whenever the current track's source is loaded (again). */
  onLoad?: (track: QueueTrack) => void;
  /** Called once a history resume has been applied. */
  onResumed?: (seconds: number) => void;
  /** Called when a seek is ignored because the source cannot seek yet (a transcode still being encoded). */
  onSeekBlocked?: () => void;
}

/** The state of a player with nothing queued: the engine starts from it and the store mirrors it until then. */
export const idleEngineState: EngineState = {
  queue: [],
  index: 0,
  playing: false,
  currentTime: 0,
  duration: 0,
  playMode: "order",
  volume: 1,
  muted: false,
  rate: 1,
  resumeSeconds: -1,
};
