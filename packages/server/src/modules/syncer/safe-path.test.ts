import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanName, placeInside, remoteSegment, UnsafePathError, workFolderName } from "./safe-path.ts";

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-safe-path-"));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe("remote names", () => {
  it("refuses segments that could leave the folder or name nothing", () => {
    for (const bad of ["..", ".", "", "  ", "a/b", "../x", "/etc/passwd", "a\\b", "a\u0000b"]) {
      expect(() => remoteSegment(bad, `/${bad}`), JSON.stringify(bad)).toThrow(UnsafePathError);
    }
  });

  it("keeps ordinary and Japanese names, replacing characters other systems refuse", () => {
    expect(remoteSegment("01 オープニング.wav", "/x")).toBe("01 オープニング.wav");
    expect(remoteSegment('a<b>:"c|d?*.mp3', "/x")).toBe("a_b___c_d__.mp3");
    expect(remoteSegment(".hidden", "/x")).toBe("_hidden");
    expect(cleanName("tab\there")).toBe("tab_here");
  });

  it("keeps names under 200 bytes, with their extension", () => {
    const name = cleanName(`${"長".repeat(200)}.flac`);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    expect(name.endsWith(".flac")).toBe(true);
  });

  it("names the work folder after the code and the title, separators replaced", () => {
    expect(workFolderName("RJ01234567", "タイトル/副題")).toBe("RJ01234567 タイトル_副題");
  });
});

describe("placeInside", () => {
  it("creates the folders (0755) and returns a path inside the work folder", async () => {
    const work = path.join(dir, "RJ01234567 w");
    const target = await placeInside(work, "本編/sub/a.wav");
    expect(target).toBe(path.join(await fs.realpath(work), "本編/sub/a.wav"));
    expect((await fs.stat(path.join(work, "本編/sub"))).mode & 0o777).toBe(0o755);
  });

  it("refuses a folder that is a symlink out of the work folder", async () => {
    const work = path.join(dir, "RJ01234568 w");
    await fs.mkdir(work);
    await fs.symlink(os.tmpdir(), path.join(work, "out"));
    await expect(placeInside(work, "out/a.wav")).rejects.toThrow(UnsafePathError);
    await expect(placeInside(work, "../a.wav")).rejects.toThrow(UnsafePathError);
  });
});
