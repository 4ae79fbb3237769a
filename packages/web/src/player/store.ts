import { create } from "zustand";
import type { EngineState } from "./engine.ts";
import { idleEngineState } from "./engine-state.ts";
import type { HistoryPayload } from "./history-saver.ts";
import type { LyricLine } from "./lyrics/parse.ts";
import type { TranscodeChip } from "./transcode.ts";

export type LyricState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; lines: LyricLine[]; source: string };

/** Dialogs and panels of the player; one at a time. */
export type PlayerPanel = "queue" | "lyrics" | "sync" | "sleep" | null;

export interface PlayerStore extends EngineState {
  /** The expanded player is open. */
  expanded: boolean;
  panel: PlayerPanel;
  /** Something has been played in this tab (the full-screen entry appears then). */
  playedOnce: boolean;
  /** Seek button seconds from the shared config. */
  rewindSeconds: number;
  forwardSeconds: number;
  lyric: LyricState;
  /** Lyric offset of the current track in seconds (positive shows lyrics earlier). */
  lyricOffset: number;
  /** The picture-in-picture lyric window is open (the in-page lyric line hides meanwhile). */
  pipOpen: boolean;
  /** When the sleep timer stops playback (ms since epoch), or null. */
  sleepEnd: number | null;
  /** The transcode status of the playing track, or null when it plays untranscoded. */
  transcode: TranscodeChip | null;
  /**
   * Where the player left the work it last moved away from, and when (ms since epoch): the work page's Resume
   * takes it over a saved position fetched before then.
   */
  leftWork: { workId: number; state: HistoryPayload["state"]; at: number } | null;
  /** The user may write history (not a guest, whom the server refuses); false while the user is unknown. */
  savesHistory: boolean;
}

/** Player state for React: the engine's state mirrored, plus what the player UI shows. */
export const usePlayer = create<PlayerStore>()(() => ({
  ...idleEngineState,
  expanded: false,
  panel: null,
  playedOnce: false,
  rewindSeconds: 5,
  forwardSeconds: 30,
  lyric: { status: "none" },
  lyricOffset: 0,
  sleepEnd: null,
  pipOpen: false,
  transcode: null,
  leftWork: null,
  savesHistory: false,
}));

export const openPanel = (panel: PlayerPanel) => usePlayer.setState({ panel });
export const setExpanded = (expanded: boolean) => usePlayer.setState({ expanded });
