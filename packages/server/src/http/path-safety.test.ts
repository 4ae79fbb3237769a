import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PathRefusal, PathSafetyError, resolveInside } from "./path-safety.ts";

let base: string;
let root: string;
const SJIS_NAME = Buffer.from([0x89, 0xcc, 0x8e, 0x8c, 0x2e, 0x74, 0x78, 0x74]); // 歌詞.txt in Shift_JIS

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-paths-"));
  root = path.join(base, "root");
  await fs.mkdir(path.join(root, "work", "sub"), { recursive: true });
  await fs.mkdir(path.join(base, "root-evil"), { recursive: true });
  await fs.writeFile(path.join(root, "work", "a.mp3"), "a");
  await fs.writeFile(path.join(root, "work", "sub", "b.mp3"), "b");
  await fs.writeFile(path.join(root, "work", "%2e%2e"), "literal");
  await fs.writeFile(Buffer.concat([Buffer.from(path.join(root, "work", "/")), SJIS_NAME]), "sjis");
  await fs.writeFile(path.join(base, "secret.txt"), "secret");
  await fs.writeFile(path.join(base, "root-evil", "x.txt"), "evil");
  await fs.symlink(path.join(base, "secret.txt"), path.join(root, "work", "link-out.txt"));
  await fs.symlink(base, path.join(root, "work", "dir-out"));
  await fs.symlink(path.join(base, "root-evil"), path.join(root, "work", "sibling-out"));
  await fs.symlink(path.join(root, "work", "a.mp3"), path.join(root, "work", "link-in.mp3"));
  await fs.symlink(path.join(root, "work", "missing"), path.join(root, "work", "dangling"));
  await fs.symlink(root, path.join(base, "root-link"));
});
afterAll(() => fs.rm(base, { recursive: true, force: true }));

const resolved = async (rootDir: string, relative: string | Buffer) =>
  (await resolveInside(rootDir, relative)).toString();

async function refusal(rootDir: string, relative: string | Buffer): Promise<PathRefusal | "accepted"> {
  try {
    await resolveInside(rootDir, relative);
    return "accepted";
  } catch (error) {
    if (error instanceof PathSafetyError) return error.reason;
    throw error;
  }
}

describe("resolveInside", () => {
  it.each([
    ["work/a.mp3", "work/a.mp3"],
    ["work/sub/b.mp3", "work/sub/b.mp3"],
    ["work/./sub//b.mp3", "work/sub/b.mp3"],
    ["work/link-in.mp3", "work/a.mp3"],
    ["work/%2e%2e", "work/%2e%2e"],
    ["work", "work"],
  ])("resolves %s to the real path", async (relative, expected) => {
    expect(await resolved(root, relative)).toBe(path.join(root, expected));
  });

  it("opens names that are not UTF-8 by their raw bytes", async () => {
    const real = await resolveInside(root, Buffer.concat([Buffer.from("work/"), SJIS_NAME]));
    expect(await fs.readFile(real, "utf8")).toBe("sjis");
  });

  it("accepts a root that is itself a symlink and returns paths below its real location", async () => {
    expect(await resolved(path.join(base, "root-link"), "work/a.mp3")).toBe(path.join(root, "work/a.mp3"));
  });

  it.each<[string, string | Buffer, PathRefusal]>([
    ["parent", "../secret.txt", "invalid"],
    ["parent after a folder", "work/../../secret.txt", "invalid"],
    ["parent inside", "work/sub/../a.mp3", "invalid"],
    ["backslash parent", "work\\..\\..\\secret.txt", "invalid"],
    ["absolute", "/etc/passwd", "invalid"],
    ["absolute into the temp folder", path.join(os.tmpdir(), "work/a.mp3"), "invalid"],
    ["empty", "", "invalid"],
    ["NUL byte", "work/a.mp3\0.txt", "invalid"],
    ["raw bytes with a parent", Buffer.from("../secret.txt"), "invalid"],
    ["symlinked file out of the root", "work/link-out.txt", "outside"],
    ["file below a symlinked folder out of the root", "work/dir-out/secret.txt", "outside"],
    ["sibling folder sharing the root's prefix", "work/sibling-out/x.txt", "outside"],
    ["missing file", "work/nope.mp3", "missing"],
    ["dangling symlink", "work/dangling", "missing"],
    ["file used as a folder", "work/a.mp3/x", "missing"],
    ["decoded-looking parent that is literal", "work/%2e%2e/x", "missing"],
  ])("refuses %s", async (_name, relative, reason) => {
    expect(await refusal(root, relative)).toBe(reason);
  });

  it("refuses a missing root", async () => {
    expect(await refusal(path.join(base, "no-root"), "a.mp3")).toBe("missing");
  });
});
