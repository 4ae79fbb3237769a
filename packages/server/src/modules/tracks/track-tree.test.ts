import type { TrackNode } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { orderTracks, type WorkFile } from "./track-order.ts";
import { buildTrackTree, nodeTypeOf } from "./track-tree.ts";

const file = (path: string, duration: number | null = null): WorkFile => ({
  path,
  raw_path: null,
  type: "audio",
  size: path.length,
  mtime: 0,
  duration,
});
const tree = (files: WorkFile[]) => buildTrackTree(orderTracks(files), 123456, "作品");
const shape = (nodes: TrackNode[]): unknown =>
  nodes.map((n) => (n.type === "folder" ? { [n.title]: shape(n.children) } : `${n.title} ${n.hash}`));

describe("buildTrackTree", () => {
  it("nests folders on every path segment, folders before files, hashes in track order", () => {
    const nodes = tree([
      file("a.mp3"),
      file("本編/01.mp3"),
      file("本編/おまけ/SE/1.wav"),
      file("本編/おまけ/2.wav"),
      file("本編/02.lrc"),
    ]);
    expect(shape(nodes)).toEqual([
      {
        本編: [
          { おまけ: [{ SE: ["1.wav 123456/3"] }, "2.wav 123456/2"] },
          "01.mp3 123456/0",
          "02.lrc 123456/1",
        ],
      },
      "a.mp3 123456/4",
    ]);
  });

  it("gives folders their path and files the kikoeru fields plus path and size", () => {
    const [folder] = tree([file("sub/deeper/01.mp3", 12.5)]);
    expect(folder).toMatchObject({ type: "folder", title: "sub", path: "sub" });
    const deeper = folder?.type === "folder" ? folder.children[0] : undefined;
    expect(deeper).toMatchObject({ type: "folder", title: "deeper", path: "sub/deeper" });
    const audio = deeper?.type === "folder" ? deeper.children[0] : undefined;
    expect(audio).toEqual({
      type: "audio",
      title: "01.mp3",
      hash: "123456/0",
      path: "sub/deeper/01.mp3",
      size: "sub/deeper/01.mp3".length,
      duration: 12.5,
      workTitle: "作品",
      mediaStreamUrl: "/api/media/stream/123456/0",
      mediaDownloadUrl: "/api/media/download/123456/0",
    });
  });

  it("omits an unknown duration and gives durations to audio only", () => {
    const nodes = tree([file("a.mp3"), file("b.txt", 3)]);
    expect(nodes[0]).not.toHaveProperty("duration");
    expect(nodes[1]).not.toHaveProperty("duration");
  });

  it.each([
    [".txt", "text"],
    [".lrc", "text"],
    [".ass", "text"],
    [".vtt", "text"],
    [".jpeg", "image"],
    [".webp", "image"],
    [".pdf", "other"],
    [".mp4", "audio"],
    [".mka", "audio"],
  ])("types %s as %s", (ext, type) => {
    expect(nodeTypeOf(ext)).toBe(type);
  });
});
