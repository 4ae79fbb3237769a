import { describe, expect, it } from "vitest";
import {
  extensionOf,
  type RemoteNode,
  selectAll,
  selectedTree,
  summarise,
  toggle,
  totalSelectedSize,
} from "./sync-tree.ts";

const file = (title: string, size: number, extra: Record<string, unknown> = {}): RemoteNode =>
  ({ type: "audio", title, size, hash: `1/${title}`, ...extra }) as RemoteNode;

/** 本編/{01.wav, 02.wav}, おまけ/{a.jpg, 空/}, readme.txt */
const tree: RemoteNode[] = [
  { type: "folder", title: "本編", children: [file("01.wav", 100), file("02.wav", 200)] },
  {
    type: "folder",
    title: "おまけ",
    children: [file("a.jpg", 30, { type: "image" }), { type: "folder", title: "空", children: [] }],
  },
  file("readme.txt", 5, { type: "text" }),
];

function state(selected: ReadonlySet<string>) {
  const summaries = summarise(tree, selected);
  return { summaries, at: (key: string) => summaries.get(key)?.selection };
}

describe("sync tree", () => {
  it("starts with every node selected and the whole size counted", () => {
    const selected = selectAll(tree);
    const { summaries, at } = state(selected);
    expect([...selected].sort()).toEqual(["0/0", "0/1", "1/0", "1/1", "2"]);
    expect([at("0"), at("1"), at("1/1"), at("2")]).toEqual([2, 2, 2, 2]);
    expect(totalSelectedSize(summaries, tree)).toBe(335);
  });

  it("derives a folder's state from its children: all, some, none", () => {
    let selected = toggle(tree, selectAll(tree), "0/1", 2);
    expect(state(selected).at("0")).toBe(1);
    expect(state(selected).summaries.get("0")?.selectedSize).toBe(100);
    selected = toggle(tree, selected, "0/0", 2);
    expect(state(selected).at("0")).toBe(0);
    selected = toggle(tree, selected, "0/0", 0);
    selected = toggle(tree, selected, "0/1", 0);
    expect(state(selected).at("0")).toBe(2);
  });

  it("clears a partly selected folder and everything below it, and selects an unselected one", () => {
    const partly = toggle(tree, selectAll(tree), "1/0", 2);
    expect(state(partly).at("1")).toBe(1);
    const cleared = toggle(tree, partly, "1", 1);
    expect([state(cleared).at("1"), state(cleared).at("1/0"), state(cleared).at("1/1")]).toEqual([0, 0, 0]);
    const selected = toggle(tree, cleared, "1", 0);
    expect([state(selected).at("1"), state(selected).at("1/0"), state(selected).at("1/1")]).toEqual([
      2, 2, 2,
    ]);
  });

  it("counts only the selected files in the total", () => {
    const selected = toggle(tree, toggle(tree, selectAll(tree), "0", 2), "2", 2);
    expect(totalSelectedSize(state(selected).summaries, tree)).toBe(30);
  });

  it("sends only the selected nodes, each with its relative path and the remote fields", () => {
    const selected = toggle(tree, toggle(tree, selectAll(tree), "0/1", 2), "1", 2);
    expect(selectedTree(tree, state(selected).summaries)).toEqual([
      {
        type: "folder",
        title: "本編",
        relativePath: "/本編",
        children: [
          { type: "audio", title: "01.wav", size: 100, hash: "1/01.wav", relativePath: "/本編/01.wav" },
        ],
      },
      { type: "text", title: "readme.txt", size: 5, hash: "1/readme.txt", relativePath: "/readme.txt" },
    ]);
  });

  it("keeps a selected empty folder and sends nothing when nothing is selected", () => {
    const onlyEmpty = toggle(tree, new Set(), "1/1", 0);
    expect(selectedTree(tree, state(onlyEmpty).summaries)).toEqual([
      {
        type: "folder",
        title: "おまけ",
        relativePath: "/おまけ",
        children: [{ type: "folder", title: "空", relativePath: "/おまけ/空", children: [] }],
      },
    ]);
    expect(selectedTree(tree, state(new Set()).summaries)).toEqual([]);
  });

  it("names a file's extension in lower case and none for folders", () => {
    expect(extensionOf(file("01 本編.MP3", 1))).toBe("mp3");
    expect(extensionOf(file("README", 1))).toBe("");
    expect(extensionOf(tree[0]!)).toBe("");
  });
});
