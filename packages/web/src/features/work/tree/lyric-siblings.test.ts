import type { TrackNode } from "@kikoeru/contract";
import { describe, expect, test } from "vitest";
import { foldLyricFiles } from "./lyric-siblings.ts";

const file = (type: "audio" | "text", title: string): TrackNode => ({
  type,
  title,
  hash: `1/${title}`,
  path: `d/${title}`,
  size: 1,
  workTitle: "w",
  mediaStreamUrl: "",
  mediaDownloadUrl: "",
});

describe("folding lyric files into their audio rows", () => {
  test("track.lrc, track.mp3.vtt and TRACK.SRT join track.mp3; other text files stay", () => {
    const nodes = [
      file("audio", "track.mp3"),
      file("text", "track.lrc"),
      file("text", "track.mp3.vtt"),
      file("text", "TRACK.SRT"),
      file("text", "readme.txt"),
      file("text", "orphan.lrc"),
    ];
    const folded = foldLyricFiles(nodes);
    expect(folded.nodes.map((node) => node.title)).toEqual(["track.mp3", "readme.txt", "orphan.lrc"]);
    expect(folded.lyrics.get("d/track.mp3")?.map((node) => node.title)).toEqual([
      "track.lrc",
      "track.mp3.vtt",
      "TRACK.SRT",
    ]);
  });

  test("a folder of folders is left alone", () => {
    const folder: TrackNode = { type: "folder", title: "a.lrc", path: "a.lrc", children: [] };
    expect(foldLyricFiles([folder]).nodes).toEqual([folder]);
  });
});
