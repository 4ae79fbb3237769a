import type { RootFolder } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import {
  samePath,
  startingPath,
  validateNewFolder,
  withFolder,
  withInactive,
  withoutFolder,
} from "./folder-rules.ts";

const folders: RootFolder[] = [
  { name: "音声", path: "/data/voice", inactive: false },
  { name: "备份", path: "/mnt/backup/", inactive: true },
];

describe("validateNewFolder", () => {
  it("requires both the alias and the path", () => {
    expect(validateNewFolder(folders, { name: "  ", path: "" })).toEqual({
      name: "nameRequired",
      path: "pathRequired",
    });
  });

  it("refuses an alias that exists", () => {
    expect(validateNewFolder(folders, { name: "音声", path: "/data/other" })).toEqual({
      name: "duplicateName",
    });
  });

  it("refuses a path that exists, ignoring trailing separators and spaces", () => {
    expect(validateNewFolder(folders, { name: "新", path: " /mnt/backup " })).toEqual({
      path: "duplicatePath",
    });
    expect(validateNewFolder(folders, { name: "新", path: "/data/voice/" })).toEqual({
      path: "duplicatePath",
    });
  });

  it("refuses a relative path", () => {
    expect(validateNewFolder(folders, { name: "新", path: "voice" })).toEqual({ path: "pathAbsolute" });
  });

  it("accepts a new alias and path, including Windows drive paths", () => {
    expect(validateNewFolder(folders, { name: "新", path: "/data/new" })).toEqual({});
    expect(validateNewFolder(folders, { name: "D盘", path: "D:\\Voice" })).toEqual({});
  });
});

describe("folder list edits", () => {
  it("adds a trimmed, active folder", () => {
    expect(withFolder(folders, { name: " 新 ", path: " /x " }).at(-1)).toEqual({
      name: "新",
      path: "/x",
      inactive: false,
    });
  });

  it("removes exactly the named folder, not the first", () => {
    expect(withoutFolder(folders, "备份").map((f) => f.name)).toEqual(["音声"]);
  });

  it("switches only the named folder", () => {
    const next = withInactive(folders, "音声", true);
    expect(next.map((f) => f.inactive)).toEqual([true, true]);
    expect(folders[0]?.inactive).toBe(false);
  });

  it("treats trailing separators as the same path", () => {
    expect(samePath("/a/b/", "/a/b")).toBe(true);
    expect(samePath("/", "/")).toBe(true);
    expect(samePath("/a/b", "/a/bc")).toBe(false);
  });
});

describe("startingPath", () => {
  it("prefills only an absolute default path", () => {
    expect(startingPath(" /data/VoiceWork ")).toBe("/data/VoiceWork");
    expect(startingPath("./VoiceWork")).toBe("");
  });
});
