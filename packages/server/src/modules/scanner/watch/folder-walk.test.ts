import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldersOf, workFoldersIn } from "./folder-walk.ts";

let root: string;
const at = (...names: string[]) => path.join(root, ...names);
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kikoeru-folder-walk-"));
  for (const dir of [
    "RJ01000001/CD1/extra",
    "RJ01000001/.sync",
    "サークル/RJ01000002",
    "サークル/more/RJ01000003",
    ".Trash/RJ01000004",
    "plain",
  ]) {
    fs.mkdirSync(at(dir), { recursive: true });
  }
  fs.writeFileSync(at("RJ01000005"), "a file named like a work");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const lib = () => ({ name: "lib", path: root });

describe("the work folders the watcher watches", () => {
  it("are found as discovery finds them, down to the scan depth", () => {
    expect(workFoldersIn(lib(), 2, root).sort()).toEqual([at("RJ01000001"), at("サークル", "RJ01000002")]);
    expect(workFoldersIn(lib(), 3, root)).toContain(at("サークル", "more", "RJ01000003"));
    expect(workFoldersIn(lib(), 1, root)).toEqual([at("RJ01000001")]);
  });

  it("are looked for below a plain folder that changed, or are that folder", () => {
    expect(workFoldersIn(lib(), 2, at("サークル"))).toEqual([at("サークル", "RJ01000002")]);
    expect(workFoldersIn(lib(), 2, at("RJ01000001"))).toEqual([at("RJ01000001")]);
    expect(workFoldersIn(lib(), 2, at("RJ01009999"))).toEqual([]);
    expect(workFoldersIn(lib(), 2, at(".Trash"))).toEqual([]);
  });

  it("are watched with every folder in them but hidden ones", () => {
    expect([...(foldersOf(at("RJ01000001")) ?? [])].sort()).toEqual([
      at("RJ01000001"),
      at("RJ01000001", "CD1"),
      at("RJ01000001", "CD1", "extra"),
    ]);
    expect(foldersOf(at("RJ01009999"))).toBeNull();
  });
});
