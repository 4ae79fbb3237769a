import { describe, expect, it } from "vitest";
import { defaultLyricPath, isLyricPath, shiftLines } from "./save.ts";

describe("saving lyrics", () => {
  it("derives the default path from the folder and the track name", () => {
    expect(defaultLyricPath({ title: "01 はじめに.mp3", subtitle: "本編/wav" })).toBe(
      "本編/wav/01 はじめに.vtt",
    );
    expect(defaultLyricPath({ title: "track.flac", subtitle: null })).toBe("track.vtt");
    expect(defaultLyricPath({ title: ".hidden", subtitle: "" })).toBe(".hidden.vtt");
  });

  it("accepts only relative .vtt paths without '..'", () => {
    expect(isLyricPath("a/b.vtt")).toBe(true);
    for (const bad of ["/a.vtt", "../a.vtt", "a/../b.vtt", "a.lrc", "a//b.vtt", "a\\b.vtt"]) {
      expect(isLyricPath(bad), bad).toBe(false);
    }
  });

  it("applies the offset to every time, never below 0", () => {
    const lines = [
      { time: 500, timeEnd: 2000, text: "a" },
      { time: 3000, timeEnd: null, text: "b" },
    ];
    expect(shiftLines(lines, 1)).toEqual([
      { time: 0, timeEnd: 1000, text: "a" },
      { time: 2000, timeEnd: null, text: "b" },
    ]);
    expect(shiftLines(lines, -0.25)[1]).toEqual({ time: 3250, timeEnd: null, text: "b" });
  });
});
