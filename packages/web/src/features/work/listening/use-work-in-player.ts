import type { PlayState } from "@kikoeru/contract";
import { usePlayer } from "../../../player/store.ts";

/** Where the player stands in a work it holds: the live counterpart of the saved history position. */
export interface LivePosition {
  playing: boolean;
  index: number;
  count: number;
  seconds: number;
}

/**
 * The player's position when its current track belongs to `workId` (`live`), else null; and `left`, the
 * position the player left this work at when that is newer than the work data fetched at `fetchedAt` (the
 * server's copy may trail it by a save), so Resume never offers an older position than the player's.
 */
export function useWorkInPlayer(
  workId: number,
  fetchedAt: number,
): { live: LivePosition | null; left: PlayState | null } {
  const count = usePlayer((state) => state.queue.length);
  const here = usePlayer((state) => state.queue[state.index]?.workId === workId);
  const playing = usePlayer((state) => state.playing);
  const index = usePlayer((state) => state.index);
  // Whole seconds: the label changes once a second, not on every timeupdate.
  const seconds = usePlayer((state) => Math.floor(state.currentTime));
  const leftWork = usePlayer((state) => state.leftWork);
  const left = leftWork?.workId === workId && leftWork.at > fetchedAt ? leftWork.state : null;
  return { live: here ? { playing, index, count, seconds } : null, left };
}
