import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { watch } from "chokidar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../../test/fakes/metadata-server.ts";
import {
  SLOW,
  scanJobs,
  statusOf,
  type WatchContext,
  waitUntil,
  watchedLibrary as watching,
  watchOf,
} from "../../../../test/library/watch-fixtures.ts";
import { writeLibrary } from "../../../cli/sample-library.ts";
import type { WatcherFactory } from "./root-watcher.ts";

const IDS = [1700001, 1700002, 1700003, 1700004, 1700005, 1700006, 1700007];
const folderOf = (id: number) => `RJ0${id} 作品`;
const track = (name: string) => ({ name, wav: { seconds: 0.2 } });

let fake: FakeMetadataServer;
let base: string;
beforeAll(async () => {
  fake = await FakeMetadataServer.start(IDS.map((id) => fakeWork(id)));
  base = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-watch-"));
});
afterAll(async () => {
  await fake.close();
  await fs.rm(base, { recursive: true, force: true });
});

type Ctx = WatchContext;
const watchedLibrary = (
  name: string,
  settings: Record<string, unknown>,
  factory?: WatcherFactory,
  before: number[] = [],
) =>
  watching({
    fake,
    root: path.join(base, name),
    name,
    settings,
    ...(factory ? { factory } : {}),
    works: before.map((id) => ({ folder: folderOf(id), files: [track("01.wav")] })),
  });

const listed = async (ctx: Ctx, id: number) => {
  const body = (
    await ctx.request({ method: "GET", url: "/api/works?pageSize=100", token: ctx.token })
  ).json();
  return (body.works as { id: number }[]).some((w) => w.id === id);
};
/** A work folder written elsewhere and moved in at once, as a finished copy lands. */
async function copyIn(ctx: Ctx, id: number) {
  const staging = path.join(base, `staging-${id}`);
  await writeLibrary(staging, [{ folder: folderOf(id), files: [track("01.wav")] }]);
  await fs.rename(path.join(staging, folderOf(id)), path.join(ctx.root, folderOf(id)));
}

describe("watching the root folders", { timeout: SLOW }, () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await watchedLibrary("main", {}, undefined, [IDS[0]!]);
    await waitUntil("the watcher to be ready", async () => (await watchOf(ctx)).watched === 1);
  }, SLOW);
  afterAll(() => ctx.close());

  // Tests run in a shuffled order: each copies in works of its own and first waits for any scan to end.
  it("scans a work folder copied into a root on its own, without a full scan", async () => {
    await waitUntil("the previous scan to end", async () => !(await statusOf(ctx)).running);
    await copyIn(ctx, IDS[1]!);
    await waitUntil("the copied work in /api/works", () => listed(ctx, IDS[1]!));
    // The scan was limited to the new folder: the work already on disk was not looked at.
    expect(await listed(ctx, IDS[0]!)).toBe(false);
    const status = await statusOf(ctx);
    expect(status.job?.counts.total).toBe(1);
    expect(status.state.mainLogs.some((l) => l.key === "scan.onlyFolders")).toBe(true);
    expect((await watchOf(ctx)).logs.some((l) => l.key === "watch.changed")).toBe(true);
  });

  it("scans a folder copied slowly once, after its sizes settle", async () => {
    await waitUntil("the previous scan to end", async () => !(await statusOf(ctx)).running);
    const before = (await scanJobs(ctx)).length;
    const folder = path.join(ctx.root, folderOf(IDS[2]!));
    // Files keep arriving deep inside the folder, where no event is sent: only the settle check sees them.
    for (let i = 1; i <= 6; i++) {
      await writeLibrary(folder, [{ folder: "CD1", files: [track(`0${i}.wav`)] }]);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await waitUntil("the slowly copied work in /api/works", () => listed(ctx, IDS[2]!));
    await waitUntil("its scan to end", async () => !(await statusOf(ctx)).running);
    expect((await scanJobs(ctx)).length).toBe(before + 1);
    const tracks = await ctx.request({ method: "GET", url: `/api/tracks/${IDS[2]}`, token: ctx.token });
    expect(new Set(JSON.stringify(tracks.json()).match(/0\d\.wav/g)).size).toBe(6);
  });

  it("marks a removed work folder missing and keeps its row", async () => {
    await waitUntil("the previous scan to end", async () => !(await statusOf(ctx)).running);
    await copyIn(ctx, IDS[6]!);
    await waitUntil("the copied work in /api/works", () => listed(ctx, IDS[6]!));
    await waitUntil("its scan to end", async () => !(await statusOf(ctx)).running);
    await fs.rm(path.join(ctx.root, folderOf(IDS[6]!)), { recursive: true });
    const row = () =>
      ctx.database.db
        .selectFrom("works")
        .select("missing_since")
        .where("id", "=", IDS[6]!)
        .executeTakeFirst();
    await waitUntil(
      "the work to be marked missing",
      async () => ((await row())?.missing_since ?? null) !== null,
    );
    expect(await listed(ctx, IDS[6]!)).toBe(false);
  });

  it("does nothing with the setting off, and starts again when it is turned on", async () => {
    await waitUntil("the previous scan to end", async () => !(await statusOf(ctx)).running);
    const put = (config: Record<string, unknown>) =>
      ctx.request({ method: "PUT", url: "/api/config/admin", token: ctx.token, payload: { config } });
    expect((await put({ watchRootFolders: false })).statusCode).toBe(200);
    await waitUntil("the watcher to stop", async () => (await watchOf(ctx)).state === "off");
    const before = (await scanJobs(ctx)).length;
    await copyIn(ctx, IDS[3]!);
    // Absence has no event to wait for: three quiet periods pass without a scan.
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      expect((await scanJobs(ctx)).length).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await put({ watchRootFolders: true })).statusCode).toBe(200);
    await waitUntil("the watcher to be ready again", async () => (await watchOf(ctx)).watched === 1);
    await copyIn(ctx, IDS[4]!);
    await waitUntil("the work copied after the restart", () => listed(ctx, IDS[4]!));
  });
});

describe("when the system cannot watch", { timeout: SLOW }, () => {
  let ctx: Ctx;
  /** chokidar as it fails when the inotify table is full. */
  const fullTable: WatcherFactory = (roots, options) => {
    const watcher = watch(roots, options);
    const error = Object.assign(new Error("ENOSPC: System limit for number of file watchers reached"), {
      code: "ENOSPC",
    });
    setImmediate(() => watcher.emit("error", error));
    return watcher;
  };
  beforeAll(async () => {
    ctx = await watchedLibrary("full", { watchFallbackSeconds: 1 }, fullTable);
  }, SLOW);
  afterAll(() => ctx.close());

  it("says so in the admin notices and scans periodically instead", async () => {
    await waitUntil("the fallback", async () => (await watchOf(ctx)).state === "fallback");
    const version = (await ctx.request({ method: "GET", url: "/api/version", token: ctx.token })).json();
    expect(version.watchProblem.key).toBe("watch.limit");
    expect(version.watchProblem.message).toContain("ENOSPC");
    await copyIn(ctx, IDS[5]!);
    await waitUntil("the work found by a periodic scan", () => listed(ctx, IDS[5]!));
    const watchState = await watchOf(ctx);
    expect(watchState.logs.filter((l) => l.key === "watch.limit")).toHaveLength(1);
    expect(watchState.logs.some((l) => l.key === "watch.periodic")).toBe(true);
  });
});
