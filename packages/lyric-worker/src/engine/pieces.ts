import { SAMPLE_RATE } from "./engine.ts";

/**
 * whisper.cpp's `full()` blocks its thread and reports progress only after it returns, so long audio is fed
 * to it in pieces of about a minute and progress is counted per piece. Each cut is placed at the quietest
 * 50 ms in the last ten seconds of a piece, where a word is least likely to be split.
 */
const PIECE_SECONDS = 60;
const SEARCH_SECONDS = 10;
const FRAME = SAMPLE_RATE / 20;

export interface Piece {
  /** Index of the first sample. */
  start: number;
  end: number;
}

function frameEnergy(pcm: Float32Array, from: number): number {
  let sum = 0;
  for (let i = from; i < from + FRAME; i++) sum += pcm[i]! * pcm[i]!;
  return sum;
}

export function splitIntoPieces(pcm: Float32Array, pieceSeconds = PIECE_SECONDS): Piece[] {
  const target = pieceSeconds * SAMPLE_RATE;
  const search = Math.min(SEARCH_SECONDS * SAMPLE_RATE, Math.floor(target / 2));
  const pieces: Piece[] = [];
  let start = 0;
  while (pcm.length - start > target) {
    let cut = start + target;
    let quietest = Number.POSITIVE_INFINITY;
    for (let frame = start + target - search; frame + FRAME <= start + target; frame += FRAME) {
      const energy = frameEnergy(pcm, frame);
      if (energy < quietest) {
        quietest = energy;
        cut = frame + FRAME / 2;
      }
    }
    pieces.push({ start, end: cut });
    start = cut;
  }
  if (pcm.length > start || pieces.length === 0) pieces.push({ start, end: pcm.length });
  return pieces;
}
