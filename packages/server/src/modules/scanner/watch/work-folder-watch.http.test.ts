import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../../test/fakes/metadata-server.ts";
import {
  SLOW,
  scanJobs,
  statusOf,
  type WatchContext,
  waitUntil,
  watchedLibrary,
  watchOf,
} from "../../../../test/library/watch-fixtures.ts";
import { type SampleFile, writeLibrary } from "../../../cli/sample-library.ts";

const ADD = 1710001;
const REMOVE = 1710002;
const REWRITE = 1710003;
const READ = 1710004;
const LATER = [1710005, 1710006];
const folderOf = (id: number) => `RJ0${id} 作品`;
const track = (name: string, seconds = 0.2): SampleFile => ({ name, wav: { seconds } });
const files = () => [track("01.wav"), track("02.wav"), track("CD1/03.wav")];

interface FileNode {
  title: string;
  size: number;
  duration?: number;
  mediaStreamUrl: string;
  children?: FileNode[];
}
const flat = (nodes: FileNode[]): FileNode[] => nodes.flatMap((n) => (n.children ? flat(n.children) : [n]));

let fake: FakeMetadataServer;
let base: string;
beforeAll(async () => {
  fake = await FakeMetadataServer.start([ADD, REMOVE, REWRITE, READ, ...LATER].map((id) => fakeWork(id)));
  base = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-work-watch-"));
});
afterAll(async () => {
  await fake.close();
  await fs.rm(base, { recursive: true, force: true });
});

/** The work's files as /api/tracks lists them; none while the work is not in the catalog yet. */
async function tracksOf(ctx: WatchContext, id: number) {
  const response = await ctx.request({ method: "GET", url: `/api/tracks/${id}`, token: ctx.token });
  return response.statusCode === 200 ? flat(response.json()) : [];
}
const titles = async (ctx: WatchContext, id: number) => (await tracksOf(ctx, id)).map((t) => t.title);
const idle = (ctx: WatchContext) =>
  waitUntil("the previous scan to end", async () => !(await statusOf(ctx)).running);
const listed = async (ctx: WatchContext, id: number) => {
  const body = (
    await ctx.request({ method: "GET", url: "/api/works?pageSize=100", token: ctx.token })
  ).json();
  return (body.works as { id: number }[]).some((w) => w.id === id);
};

describe("watching the inside of known work folders", { timeout: SLOW }, () => {
  let ctx: WatchContext;
  beforeAll(async () => {
    const root = path.join(base, "inside");
    ctx = await watchedLibrary({
      fake,
      root,
      name: "inside",
      works: [ADD, REMOVE, REWRITE, READ].map((id) => ({ folder: folderOf(id), files: files() })),
    });
    await waitUntil("the watcher to be ready", async () => (await watchOf(ctx)).watched === 1);
    expect((await watchOf(ctx)).logs.find((l) => l.key === "watch.started")?.params?.works).toBe(4);
    await ctx.request({ method: "POST", url: "/api/scanner/scan", token: ctx.token });
    await waitUntil("the first scan", async () => (await titles(ctx, READ)).length === 3);
    await idle(ctx);
  }, SLOW);
  afterAll(() => ctx.close());

  /** The scan that followed a change looked at that one work folder, not the library. */
  async function scannedAlone() {
    await idle(ctx);
    const status = await statusOf(ctx);
    expect(status.job?.counts.total).toBe(1);
    expect(status.state.mainLogs.some((l) => l.key === "scan.onlyFolders")).toBe(true);
  }

  // Tests run in a shuffled order: each changes a work of its own and first waits for any scan to end.
  it("scans a work on its own when files are added to it, in a sub-folder and a new folder too", async () => {
    await idle(ctx);
    const work = path.join(ctx.root, folderOf(ADD));
    await writeLibrary(work, [{ folder: "CD1", files: [track("04.wav")] }]);
    await writeLibrary(work, [{ folder: "CD2", files: [track("05.wav")] }]);
    await fs.writeFile(path.join(work, "01.lrc"), "[00:00.00]歌词\n");
    await waitUntil("the added tracks in /api/tracks", async () => {
      const now = await titles(ctx, ADD);
      return ["04.wav", "05.wav", "01.lrc"].every((name) => now.includes(name));
    });
    await scannedAlone();
  });

  it("drops the track of a file removed from a work", async () => {
    await idle(ctx);
    await fs.rm(path.join(ctx.root, folderOf(REMOVE), "CD1", "03.wav"));
    await waitUntil("the removed track gone", async () => !(await titles(ctx, REMOVE)).includes("03.wav"));
    expect(await titles(ctx, REMOVE)).toEqual(["01.wav", "02.wav"]);
    await scannedAlone();
  });

  it("reads a file again when its content is replaced in place", async () => {
    await idle(ctx);
    const before = (await tracksOf(ctx, REWRITE)).find((t) => t.title === "02.wav");
    await writeLibrary(ctx.root, [{ folder: folderOf(REWRITE), files: [track("02.wav", 2)] }]);
    await waitUntil("the new duration", async () => {
      const now = (await tracksOf(ctx, REWRITE)).find((t) => t.title === "02.wav");
      return (now?.duration ?? 0) > 1.5;
    });
    const after = (await tracksOf(ctx, REWRITE)).find((t) => t.title === "02.wav");
    expect(after?.size).toBeGreaterThan(before?.size ?? Number.POSITIVE_INFINITY);
    await scannedAlone();
  });

  it("scans nothing when files are only read, or their times and modes set", async () => {
    await idle(ctx);
    const jobs = (await scanJobs(ctx)).length;
    const work = path.join(ctx.root, folderOf(READ));
    for (const node of await tracksOf(ctx, READ)) {
      const body = await ctx.request({ method: "GET", url: node.mediaStreamUrl, token: ctx.token });
      expect(body.statusCode).toBe(200);
    }
    const file = path.join(work, "01.wav");
    const { mtime } = await fs.stat(file);
    await fs.readFile(file);
    await fs.utimes(file, new Date(), mtime);
    await fs.chmod(file, 0o640);
    await fs.readdir(path.join(work, "CD1"));
    // Absence has no event to wait for: three quiet periods pass without a scan.
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      expect((await scanJobs(ctx)).length).toBe(jobs);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await watchOf(ctx)).logs.some((l) => l.key === "watch.changed" && l.message.includes(work))).toBe(
      false,
    );
  });
});

describe("a root that is missing", { timeout: SLOW }, () => {
  let ctx: WatchContext;
  const missing = async (id: number) =>
    (
      await ctx.database.db
        .selectFrom("works")
        .select("missing_since")
        .where("id", "=", id)
        .executeTakeFirst()
    )?.missing_since ?? null;
  beforeAll(async () => {
    ctx = await watchedLibrary({ fake, root: path.join(base, "later"), name: "later" });
  }, SLOW);
  afterAll(() => ctx.close());

  it("is watched once it appears, and marks nothing missing while it is away", async () => {
    await waitUntil("the missing root noted", async () =>
      (await watchOf(ctx)).logs.some((l) => l.key === "watch.rootMissing"),
    );
    expect((await watchOf(ctx)).watched).toBe(0);
    await fs.mkdir(ctx.root);
    await waitUntil("the root watched", async () => (await watchOf(ctx)).watched === 1);
    await writeLibrary(ctx.root, [{ folder: folderOf(LATER[0]!), files: files() }]);
    await waitUntil("the work in the new root", () => listed(ctx, LATER[0]!));
    await idle(ctx);

    // The disk goes away (moved aside, as an unmount leaves the path empty) and comes back.
    const aside = path.join(base, "later-away");
    await fs.rename(ctx.root, aside);
    await waitUntil("the root noted missing again", async () => (await watchOf(ctx)).watched === 0);
    await idle(ctx);
    expect(await missing(LATER[0]!)).toBeNull();
    await fs.rename(aside, ctx.root);
    await waitUntil("the root watched again", async () => (await watchOf(ctx)).watched === 1);
    await writeLibrary(ctx.root, [{ folder: folderOf(LATER[1]!), files: files() }]);
    await waitUntil("a work copied after it came back", () => listed(ctx, LATER[1]!));
    await idle(ctx);
    expect(await missing(LATER[0]!)).toBeNull();
  });
});
