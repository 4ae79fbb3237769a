import { describe, expect, it } from "vitest";
import { SAMPLE_RATE } from "./engine.ts";
import { splitIntoPieces } from "./pieces.ts";

describe("splitting long audio into pieces", () => {
  it("keeps audio up to a piece's length whole", () => {
    expect(splitIntoPieces(new Float32Array(SAMPLE_RATE * 60))).toEqual([
      { start: 0, end: SAMPLE_RATE * 60 },
    ]);
    expect(splitIntoPieces(new Float32Array(0))).toEqual([{ start: 0, end: 0 }]);
  });

  it("cuts at the quietest moment of the last ten seconds, covering every sample once", () => {
    const pcm = new Float32Array(SAMPLE_RATE * 150).fill(0.5);
    const quiet = SAMPLE_RATE * 55;
    pcm.fill(0, quiet, quiet + SAMPLE_RATE / 10);
    const pieces = splitIntoPieces(pcm);
    expect(pieces[0]!.end).toBeGreaterThanOrEqual(quiet);
    expect(pieces[0]!.end).toBeLessThanOrEqual(quiet + SAMPLE_RATE / 10);
    for (const [i, piece] of pieces.entries()) {
      expect(piece.start).toBe(i === 0 ? 0 : pieces[i - 1]!.end);
      expect(piece.end - piece.start).toBeLessThanOrEqual(SAMPLE_RATE * 60);
    }
    expect(pieces.at(-1)!.end).toBe(pcm.length);
  });
});
