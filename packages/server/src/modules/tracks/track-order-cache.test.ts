import { describe, expect, it } from "vitest";
import type { WorkFile } from "./track-order.ts";
import { TrackOrderCache } from "./track-order-cache.ts";

const file = (path: string, duration: number | null = null): WorkFile => ({
  path,
  raw_path: null,
  type: "audio",
  size: 1,
  mtime: 0,
  duration,
});

describe("TrackOrderCache", () => {
  it("reuses the order while the paths are the same, with the fresh rows", () => {
    const cache = new TrackOrderCache();
    const first = cache.order(1, [file("10.mp3"), file("2.mp3")]);
    expect(first.map((t) => t.file.path)).toEqual(["2.mp3", "10.mp3"]);
    const again = cache.order(1, [file("10.mp3", 42), file("2.mp3")]);
    expect(again.map((t) => [t.index, t.file.path, t.file.duration])).toEqual([
      [0, "2.mp3", null],
      [1, "10.mp3", 42],
    ]);
  });

  it("orders again when a file is added, and keeps works apart", () => {
    const cache = new TrackOrderCache();
    cache.order(1, [file("10.mp3"), file("2.mp3")]);
    const added = cache.order(1, [file("1.mp3"), file("10.mp3"), file("2.mp3")]);
    expect(added.map((t) => t.file.path)).toEqual(["1.mp3", "2.mp3", "10.mp3"]);
    expect(cache.order(2, [file("b.mp3")]).map((t) => t.file.path)).toEqual(["b.mp3"]);
    expect(cache.order(1, [file("1.mp3"), file("10.mp3"), file("2.mp3")])).toHaveLength(3);
  });
});
