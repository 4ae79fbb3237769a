import { describe, expect, it } from "vitest";
import { compareNaturalKeys, naturalKey } from "./natural-order.ts";
import { orderTracks, type WorkFile } from "./track-order.ts";

const file = (path: string): WorkFile => ({
  path,
  raw_path: null,
  type: "audio",
  size: 1,
  mtime: 0,
  duration: null,
});
const order = (paths: string[]) => orderTracks(paths.map(file)).map((t) => t.file.path);
const sortNatural = (values: (string | null)[]) =>
  [...values].sort((a, b) => compareNaturalKeys(naturalKey(a), naturalKey(b)));

describe("natural order (natural-orderby 2.0.3 rules)", () => {
  it.each([
    [
      ["10.wav", "2.wav", "1.wav"],
      ["1.wav", "2.wav", "10.wav"],
    ],
    [
      ["track10", "track9", "Track1"],
      ["Track1", "track9", "track10"],
    ],
    [
      ["b", null, "a"],
      ["a", "b", null],
    ],
    [
      ["10", "9", "x"],
      ["9", "10", "x"],
    ],
    [
      ["1.10", "1.9", "1.05"],
      ["1.05", "1.10", "1.9"],
    ],
    [
      ["a 2", "a  10", "a 1"],
      ["a 1", "a 2", "a  10"],
    ],
    [
      ["トラック2", "トラック10", "トラック1"],
      ["トラック1", "トラック2", "トラック10"],
    ],
  ])("sorts %j as %j", (input, expected) => {
    expect(sortNatural(input)).toEqual(expected);
  });

  it("puts numbers before words and compares words without case", () => {
    expect(sortNatural(["b", "10", "A"])).toEqual(["10", "A", "b"]);
    expect(compareNaturalKeys(naturalKey("ABC"), naturalKey("abc"))).toBe(0);
  });
});

describe("orderTracks", () => {
  it("numbers files 2 before 10 and keeps only the listed extensions", () => {
    const tracks = orderTracks(
      ["10.wav", "2.wav", "notes.zip", "cover.bmp", "1.mp3", "readme.txt"].map(file),
    );
    expect(tracks.map((t) => [t.index, t.file.path])).toEqual([
      [0, "1.mp3"],
      [1, "2.wav"],
      [2, "10.wav"],
      [3, "readme.txt"],
    ]);
  });

  it("puts files in sub-folders before top-level files, folders in natural order", () => {
    expect(order(["z.mp3", "SE無し/02.mp3", "a.mp3", "SE有り/01.mp3", "10/x.mp3", "9/x.mp3"])).toEqual([
      "9/x.mp3",
      "10/x.mp3",
      "SE有り/01.mp3",
      "SE無し/02.mp3",
      "a.mp3",
      "z.mp3",
    ]);
  });

  it("orders a folder's own files before its sub-folders' files", () => {
    expect(order(["a/b/1.mp3", "a/2.mp3", "a/b/c/0.mp3", "a/1.mp3"])).toEqual([
      "a/1.mp3",
      "a/2.mp3",
      "a/b/1.mp3",
      "a/b/c/0.mp3",
    ]);
  });

  it("matches extensions in any case and ignores hidden names without an extension", () => {
    expect(order(["B.MP3", "a.Wav", ".mp3", "c.LRC"])).toEqual(["a.Wav", "B.MP3", "c.LRC"]);
  });

  it("gives title, subtitle and lower-cased ext", () => {
    const [track] = orderTracks([file("本編/01 はじめに.FLAC")]);
    expect(track).toMatchObject({ index: 0, title: "01 はじめに.FLAC", subtitle: "本編", ext: ".flac" });
  });

  it("is independent of the order rows come in", () => {
    const paths = ["b/2.mp3", "b/10.mp3", "a.mp3", "b/1.mp3", "A.mp3"];
    expect(order([...paths].reverse())).toEqual(order(paths));
  });
});
