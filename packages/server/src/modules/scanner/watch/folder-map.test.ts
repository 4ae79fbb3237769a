import { describe, expect, it } from "vitest";
import { changedFolder, isIgnored } from "./folder-map.ts";

const roots = [{ name: "lib", path: "/lib" }];

describe("which folder a change asks to scan", () => {
  it("is the work folder the change is in, at any depth inside it", () => {
    expect(changedFolder(roots, 2, "/lib/RJ123456 作品", true)).toBe("/lib/RJ123456 作品");
    expect(changedFolder(roots, 2, "/lib/RJ123456 作品/CD1/01.mp3", false)).toBe("/lib/RJ123456 作品");
    expect(changedFolder(roots, 2, "/lib/サークル/RJ01234567/01.mp3", false)).toBe(
      "/lib/サークル/RJ01234567",
    );
  });

  it("is a plain folder added or removed within the scan depth, and nothing for its files", () => {
    expect(changedFolder(roots, 2, "/lib/サークル", true)).toBe("/lib/サークル");
    expect(changedFolder(roots, 2, "/lib/readme.txt", false)).toBeNull();
    expect(changedFolder(roots, 2, "/lib/a/b", true)).toBeNull();
  });

  it("ignores work folders deeper than the scanner looks, hidden entries and other places", () => {
    expect(changedFolder(roots, 1, "/lib/サークル/RJ123456", true)).toBeNull();
    expect(changedFolder(roots, 2, "/lib/.Trash/RJ123456", true)).toBeNull();
    expect(changedFolder(roots, 2, "/elsewhere/RJ123456", true)).toBeNull();
  });
});

describe("what the watcher leaves alone", () => {
  it("watches the root and the plain folders that may hold work folders, nothing else", () => {
    expect(isIgnored(roots, 2, "/lib", undefined)).toBe(false);
    expect(isIgnored(roots, 2, "/lib/サークル", false)).toBe(false);
    expect(isIgnored(roots, 1, "/lib/サークル", false)).toBe(true);
    expect(isIgnored(roots, 2, "/lib/RJ123456", false)).toBe(true);
    expect(isIgnored(roots, 2, "/lib/RJ123456/CD1", false)).toBe(true);
    expect(isIgnored(roots, 2, "/lib/RJ123456/01.mp3", true)).toBe(true);
    expect(isIgnored(roots, 2, "/lib/notes.txt", true)).toBe(true);
    expect(isIgnored(roots, 2, "/lib/a/b/c", false)).toBe(true);
    expect(isIgnored(roots, 2, "/lib/.sync", false)).toBe(true);
  });
});
