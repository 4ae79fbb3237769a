import { create } from "zustand";

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

interface PlayerQueueState {
  queue: QueueTrack[];
  index: number;
  /** Second to resume at once the current track can play (-1: none pending). */
  resumeSeconds: number;
  /** Replaces the queue; `index` out of range falls back to the first track. */
  setQueue: (queue: QueueTrack[], index?: number, resumeSeconds?: number) => void;
  /** Appends tracks to the end of the queue. */
  add: (tracks: QueueTrack[]) => void;
  /** Inserts tracks right after the current one. */
  playNext: (tracks: QueueTrack[]) => void;
  clear: () => void;
}

/**
 * The play queue. The player engine (a later issue) reads and drives it; the library screens only fill it.
 */
export const usePlayerQueue = create<PlayerQueueState>()((set) => ({
  queue: [],
  index: 0,
  resumeSeconds: -1,
  setQueue: (queue, index = 0, resumeSeconds = -1) =>
    set({ queue, index: index >= 0 && index < queue.length ? index : 0, resumeSeconds }),
  add: (tracks) => set((state) => ({ queue: [...state.queue, ...tracks] })),
  playNext: (tracks) =>
    set((state) => {
      if (state.queue.length === 0) return { queue: tracks, index: 0 };
      const at = state.index + 1;
      return { queue: [...state.queue.slice(0, at), ...tracks, ...state.queue.slice(at)] };
    }),
  clear: () => set({ queue: [], index: 0, resumeSeconds: -1 }),
}));
