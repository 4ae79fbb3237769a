import { absoluteOf, exists } from "./folder-entries.ts";
import { joinPath } from "./name-plan.ts";
import type { Rename } from "./path-rewrite.ts";

/** One rename on disk, both paths relative to the work folder as they are when it runs. */
export interface Move {
  from: Buffer;
  to: Buffer;
}

export type Renamer = (from: Buffer, to: Buffer) => Promise<void>;

/** Where a journal step takes its entry: the new name beside the old one (its folder is renamed later). */
function targetOf(step: Rename): Buffer {
  const slash = step.from.lastIndexOf(0x2f);
  return joinPath(slash < 0 ? Buffer.alloc(0) : step.from.subarray(0, slash), step.name);
}

/** The moves of a repair: the journal's steps in order (deepest entries first). */
export const forwardMoves = (steps: readonly Rename[]): Move[] =>
  steps.map((step) => ({ from: step.from, to: targetOf(step) }));

/** The moves that put the old names back: the same steps, backwards, shallowest first. */
export const backwardMoves = (steps: readonly Rename[]): Move[] =>
  forwardMoves(steps)
    .map((move) => ({ from: move.to, to: move.from }))
    .reverse();

/**
 * Runs moves in order, never over an existing entry. When one fails, those already done are moved back and
 * the error is thrown: the folder is as it was.
 */
export async function runMoves(workDir: Buffer, moves: readonly Move[], rename: Renamer): Promise<void> {
  const done: Move[] = [];
  try {
    for (const move of moves) {
      if (await exists(absoluteOf(workDir, move.to))) throw new Error(`${move.to.toString()} exists`);
      await rename(absoluteOf(workDir, move.from), absoluteOf(workDir, move.to));
      done.push(move);
    }
  } catch (error) {
    for (const move of done.reverse())
      await rename(absoluteOf(workDir, move.to), absoluteOf(workDir, move.from));
    throw error;
  }
}

/**
 * Puts back the old names of a repair a stopped process left at any point: each step still done (its new
 * name there, its old one free) is moved back, shallowest first, so every step finds its folder's old name.
 */
export async function rollBack(workDir: Buffer, steps: readonly Rename[], rename: Renamer): Promise<number> {
  let moved = 0;
  for (const move of backwardMoves(steps)) {
    const from = absoluteOf(workDir, move.from);
    const to = absoluteOf(workDir, move.to);
    if (!(await exists(from)) || (await exists(to))) continue;
    await rename(from, to);
    moved++;
  }
  return moved;
}
