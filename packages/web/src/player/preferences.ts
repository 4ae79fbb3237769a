import { create } from "zustand";
import { persist } from "zustand/middleware";
import { isPlayMode, type PlayMode } from "./play-mode.ts";
import {
  defaultTranscodeSourceTypes,
  isTranscodeOption,
  isTranscodeSourceType,
  type TranscodeOption,
  type TranscodeSourceType,
} from "./transcode.ts";

/** Per-browser player preferences (spec 2 §3) and the playback settings remembered between visits. */
export interface PlayerPreferences {
  /** Seek buttons instead of previous/next on the bar. */
  swapSeekButtons: boolean;
  /** Advanced audio mode: Web Audio graph for the visualizer, channel swap and boost. */
  visualizer: boolean;
  /** Play through a <video> element so mp4 works can be drawn full screen (needs a reload). */
  videoSource: boolean;
  oldSleepTimer: boolean;
  /** Lyric font size in rem. */
  lyricFontSize: number;
  hideSeekButtons: boolean;
  /** AAC transcoding of the listed file types: off, 128 or 320 kbps. */
  transcode: TranscodeOption;
  transcodeFromTypes: TranscodeSourceType[];
  /** Image chosen as the full-screen cover, per work id. */
  visualCovers: Record<string, string>;
  playMode: PlayMode;
  volume: number;
  muted: boolean;
  rate: number;
  /** Visualizer boost gain, 1–1.5. */
  boost: number;
  swapChannels: boolean;
}

const defaultPlayerPreferences: PlayerPreferences = {
  swapSeekButtons: false,
  visualizer: false,
  videoSource: false,
  oldSleepTimer: false,
  lyricFontSize: 1.5,
  hideSeekButtons: false,
  transcode: "off",
  transcodeFromTypes: defaultTranscodeSourceTypes,
  visualCovers: {},
  playMode: "order",
  volume: 1,
  muted: false,
  rate: 1,
  boost: 1,
  swapChannels: false,
};

export const lyricFontRange = { min: 0.2, max: 10 } as const;
export const boostRange = { min: 1, max: 1.5 } as const;

interface Store extends PlayerPreferences {
  set: (patch: Partial<PlayerPreferences>) => void;
}

export const usePlayerPreferences = create<Store>()(
  persist((set) => ({ ...defaultPlayerPreferences, set: (patch) => set(patch) }), {
    name: "kikoeru-player-preferences",
    version: 1,
    partialize: ({ set: _set, ...rest }) => rest,
    merge: (persisted, current) => {
      const saved = (persisted ?? {}) as Partial<PlayerPreferences>;
      return {
        ...current,
        ...saved,
        playMode: isPlayMode(saved.playMode) ? saved.playMode : current.playMode,
        transcode: isTranscodeOption(saved.transcode) ? saved.transcode : current.transcode,
        transcodeFromTypes: Array.isArray(saved.transcodeFromTypes)
          ? saved.transcodeFromTypes.filter(isTranscodeSourceType)
          : current.transcodeFromTypes,
      };
    },
  }),
);
