import type { TrackFileNode, TrackNode } from "@kikoeru/contract";
import { describe, expect, test } from "vitest";
import { audioFiles, autoDescendPath, openFolder, playableAudio, toQueueTrack } from "./tree.ts";

const file = (path: string, type: TrackFileNode["type"] = "audio"): TrackFileNode => ({
  type,
  title: path.split("/").pop()!,
  hash: `1/${path}`,
  path,
  size: 10,
  workTitle: "作品",
  mediaStreamUrl: `/api/media/stream/1?path=${path}`,
  mediaDownloadUrl: `/api/media/download/1?path=${path}`,
});

const tree: TrackNode[] = [
  {
    type: "folder",
    title: "本編",
    path: "本編",
    children: [
      { type: "folder", title: "SEあり", path: "本編/SEあり", children: [file("本編/SEあり/01.wav")] },
      file("本編/02.wav"),
      file("本編/cover.jpg", "image"),
    ],
  },
  file("readme.txt", "text"),
];

describe("file tree", () => {
  test("opens nested folders with their trail and falls back to the root", () => {
    const view = openFolder(tree, "本編/SEあり");
    expect(view.trail.map((folder) => folder.title)).toEqual(["本編", "SEあり"]);
    expect(view.nodes.map((node) => node.title)).toEqual(["01.wav"]);
    expect(openFolder(tree, "gone").trail).toEqual([]);
    expect(openFolder(tree, null).nodes).toBe(tree);
  });

  test("descends through folders that are alone on their level", () => {
    expect(autoDescendPath(tree)).toBeNull();
    expect(autoDescendPath([tree[0]!])).toBe("本編");
    expect(
      autoDescendPath([
        {
          type: "folder",
          title: "a",
          path: "a",
          children: [{ type: "folder", title: "b", path: "a/b", children: [] }],
        },
      ]),
    ).toBe("a/b");
  });

  test("queues only the audio files of the folder, with their folder as subtitle", () => {
    const nodes = openFolder(tree, "本編").nodes;
    expect(audioFiles(nodes).map((node) => node.title)).toEqual(["02.wav"]);
    expect(toQueueTrack(file("本編/SEあり/01.wav"), 7)).toMatchObject({ subtitle: "本編/SEあり", workId: 7 });
    expect(toQueueTrack(file("01.wav"), 7).subtitle).toBeNull();
  });

  test("plays a folder's own audio, else its first folder with audio, never two copies", () => {
    const own = playableAudio(openFolder(tree, "本編").nodes);
    expect(own.files.map((node) => node.path)).toEqual(["本編/02.wav"]);
    expect(own.folder).toBeNull();
    const copies: TrackNode[] = [
      { type: "folder", title: "画像", path: "画像", children: [file("画像/a.jpg", "image")] },
      { type: "folder", title: "mp3", path: "mp3", children: [file("mp3/01.mp3"), file("mp3/02.mp3")] },
      { type: "folder", title: "wav", path: "wav", children: [file("wav/01.wav")] },
      file("readme.txt", "text"),
    ];
    const root = playableAudio(copies);
    expect(root.files.map((node) => node.path)).toEqual(["mp3/01.mp3", "mp3/02.mp3"]);
    expect(root.folder?.title).toBe("mp3");
    expect(playableAudio(tree).folder?.path).toBe("本編");
    expect(playableAudio([file("a.jpg", "image")]).files).toEqual([]);
  });
});
