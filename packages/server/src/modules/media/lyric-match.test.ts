import { describe, expect, it } from "vitest";
import { orderTracks, type WorkFile } from "../tracks/index.ts";
import { findSidecarLyric, lyricMatchLevel } from "./lyric-match.ts";

const files = (paths: string[]) =>
  orderTracks(
    paths.map((path): WorkFile => ({ path, raw_path: null, type: "x", size: 0, mtime: 0, duration: null })),
  );
const sidecar = (paths: string[], audio: string) => findSidecarLyric(files(paths), audio)?.file.path;

describe("findSidecarLyric (kikoeru's check-lrc rule)", () => {
  it("prefers .lrc over .srt over .vtt", () => {
    expect(sidecar(["a/01.mp3", "a/01.vtt", "a/01.srt", "a/01.lrc"], "a/01.mp3")).toBe("a/01.lrc");
    expect(sidecar(["a/01.mp3", "a/01.vtt", "a/01.srt"], "a/01.mp3")).toBe("a/01.srt");
    expect(sidecar(["a/01.mp3", "a/01.vtt"], "a/01.mp3")).toBe("a/01.vtt");
  });

  it("tries name.ext, name.EXT, file.ext, file.EXT in that order", () => {
    expect(sidecar(["01.mp3", "01.mp3.lrc", "01.LRC"], "01.mp3")).toBe("01.LRC");
    expect(sidecar(["01.mp3", "01.mp3.LRC", "01.mp3.lrc"], "01.mp3")).toBe("01.mp3.lrc");
    expect(sidecar(["01.mp3", "01.mp3.LRC"], "01.mp3")).toBe("01.mp3.LRC");
  });

  it("looks only in the audio's own folder and ignores .ass and other cases", () => {
    expect(sidecar(["mp3/01.mp3", "lrc/01.lrc", "mp3/01.ass", "mp3/01.Lrc"], "mp3/01.mp3")).toBeUndefined();
  });
});

describe("lyricMatchLevel", () => {
  const level = (audio: string, lyric: string) => lyricMatchLevel(audio, files([lyric])[0]!);

  it.each([
    ["a/01.mp3", "a/01.lrc", 0],
    ["a/01.mp3", "a/01.mp3.vtt", 0],
    ["a/01.mp3", "a/01.Lrc", 0],
    ["mp3/01.mp3", "lrc/01.lrc", 1],
    ["01.mp3", "字幕/01.srt", 1],
    ["a/01.mp3", "a/02.lrc", 2],
    ["01.mp3", "02.lrc", 2],
    ["a/01.mp3", "b/02.lrc", 3],
    ["a/01.mp3", "a/b/01x.lrc", 3],
  ])("%s with %s is level %d", (audio, lyric, expected) => {
    expect(level(audio, lyric)).toBe(expected);
  });
});
