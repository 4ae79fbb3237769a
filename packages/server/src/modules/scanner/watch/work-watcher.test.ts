import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../../test/media/transcode-fixtures.ts";
import { type DirWatchFactory, maxWatchedFolders, WorkFolderWatcher } from "./work-watcher.ts";

const dirs: string[] = [];
const watchers: WorkFolderWatcher[] = [];
afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Work folders A, B (with CD1 in it) and C: four folders. */
function works() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kikoeru-work-watcher-"));
  dirs.push(root);
  for (const folder of ["RJ01900001", "RJ01900002/CD1", "RJ01900003"]) {
    fs.mkdirSync(path.join(root, folder), { recursive: true });
  }
  const [a, b, c] = ["RJ01900001", "RJ01900002", "RJ01900003"].map((name) => path.join(root, name));
  return { root, a: a!, b: b!, c: c! };
}

/** A watcher that records what it says, with `fs.watch` counted and at most `cap` folders. */
function watcher(cap?: number) {
  const said = { changes: [] as string[], capped: [] as number[], watched: [] as string[] };
  const factory: DirWatchFactory = (dir, listener) => {
    said.watched.push(dir);
    return fs.watch(dir, { persistent: false }, listener);
  };
  const events = {
    change: (work: string) => said.changes.push(work),
    pending: () => false,
    limit: () => undefined,
    capped: (folders: number) => said.capped.push(folders),
  };
  const works = new WorkFolderWatcher(events, factory, cap);
  watchers.push(works);
  return { works, said };
}

describe("the folders watched inside work folders", () => {
  it("stop at the server's bound, which is said once; the watches set up go on", async () => {
    const { root, a, b, c } = works();
    const { works: watched, said } = watcher(2);
    await watched.watchAll([a, b, c], () => false);
    expect(said.watched).toEqual([a, b]);
    expect(said.capped).toEqual([2]);
    expect(watched.size).toBe(2);

    fs.mkdirSync(path.join(root, "RJ01900004"));
    watched.refresh(root, [a, b, c, path.join(root, "RJ01900004")]);
    expect(said.watched).toHaveLength(2);
    expect(said.capped).toEqual([2]);
    fs.writeFileSync(path.join(a, "01.wav"), "new");
    await until("the change in a watched work", () => said.changes.includes(a));
  });

  it("send each change to its own work, from sub-folders and folders made later too", async () => {
    const { a, b, c } = works();
    const { works: watched, said } = watcher();
    await watched.watchAll([a, b, c], () => false);
    expect(said.watched).toHaveLength(4);
    fs.writeFileSync(path.join(b, "CD1", "01.wav"), "new");
    await until("the change in B's sub-folder", () => said.changes.includes(b));
    expect(said.changes).not.toContain(a);

    fs.mkdirSync(path.join(c, "CD2"));
    await until("the new folder watched", () => said.watched.includes(path.join(c, "CD2")));
    said.changes.length = 0;
    fs.writeFileSync(path.join(c, "CD2", "02.wav"), "new");
    await until("the change in the new folder", () => said.changes.includes(c));

    // B's sub-folder gone, B is one folder again and still watched.
    fs.rmSync(path.join(b, "CD1"), { recursive: true });
    watched.refresh(b, [b]);
    said.changes.length = 0;
    fs.writeFileSync(path.join(b, "02.wav"), "new");
    await until("the change in B", () => said.changes.includes(b));
    expect(watched.size).toBe(3);
  });

  it("are bounded to a quarter of the heap", () => {
    expect(maxWatchedFolders(198 * 2 ** 20)).toBeGreaterThan(50_000);
    expect(maxWatchedFolders(198 * 2 ** 20)).toBeLessThan(100_000);
    expect(maxWatchedFolders(4 * 2 ** 30)).toBeGreaterThan(1_000_000);
  });
});
