import { describe, expect, it } from "vitest";
import { aggregateStatuses } from "./aggregate.ts";

const task = (id: number, audio_path: string, status: number) => ({ id, audio_path, status, progress: null });

describe("aggregateStatuses (spec 2 §4)", () => {
  it("lets transcribing win over pending, and error over success, in every folder up to the work", () => {
    const summary = aggregateStatuses([
      task(1, "a/x/01.wav", 3),
      task(2, "a/x/02.wav", 4),
      task(3, "a/03.wav", 1),
      task(4, "b/04.wav", 3),
      task(5, "c/05.wav", 2),
      task(6, "c/06.wav", 1),
    ]);
    expect(summary.folders).toEqual({ "": 2, a: 1, "a/x": 4, b: 3, c: 2 });
    expect(summary.status).toBe(2);
    expect(summary.files["a/x/02.wav"]).toEqual({ id: 2, status: 4, progress: null });
  });

  it("answers 0 for a work without tasks and keeps a file named __proto__ as data", () => {
    expect(aggregateStatuses([])).toEqual({ status: 0, files: {}, folders: {} });
    const odd = aggregateStatuses([task(1, "__proto__", 3)]);
    expect(Object.keys(odd.files)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });
});
