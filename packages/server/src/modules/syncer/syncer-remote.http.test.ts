import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { SyncerNode } from "@kikoeru/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { createLibrary } from "../../../test/media/library.ts";
import { until } from "../../../test/media/transcode-fixtures.ts";
import { type FixtureOptions, RemoteFixture, sha256 } from "../../../test/syncer/remote-fixture.ts";
import { listFiles, taskEnd, taskOf } from "../../../test/syncer/servers.ts";

const OFFLINE = { dlsiteBaseUrl: "", dlsiteImageBaseUrl: "", hvdbBaseUrl: "", metadataPeerBaseUrl: "" };

let ctx: TestContext;
let token: string;
let library: string;
const fixtures: RemoteFixture[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ config: OFFLINE });
  library = await createLibrary(ctx, "main");
  token = await ctx.login("admin", ADMIN_PASSWORD);
});
afterEach(async () => {
  for (const fixture of fixtures.splice(0)) await fixture.close();
});
afterAll(() => ctx.close());

async function fixture(options: FixtureOptions): Promise<RemoteFixture> {
  const started = await new RemoteFixture(options).start();
  fixtures.push(started);
  return started;
}

const info = (remote: RemoteFixture) =>
  ctx.request({
    method: "GET",
    url: `/api/syncer?host=${remote.apiUrl}&filter=${remote.options.code}&metaApi=&trackApi=`,
    token,
  });

/** Creates a task for every file of the fixture's tree (kikoeru's default templates) and returns its id. */
async function pullAll(remote: RemoteFixture): Promise<number> {
  const listed = await info(remote);
  expect(listed.statusCode, listed.body).toBe(200);
  const created = await ctx.request({
    method: "POST",
    url: "/api/syncer",
    token,
    payload: {
      host: remote.apiUrl,
      code: remote.options.code,
      rootFolderName: "main",
      overwrite: true,
      treeTracks: listed.json().tracks as SyncerNode[],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id as number;
}

const workDir = (remote: RemoteFixture) =>
  path.join(library, `${remote.options.code} ${remote.options.title}`);
const control = (action: "stop" | "restart", id: number) =>
  ctx.request({ method: "POST", url: `/api/syncer/task/${action}?id=${id}`, token });

/** Stops task `id` once `bytes` of it are on disk, and returns the task as stopped. */
async function stopAfter(id: number, bytes: number) {
  await until(
    "part of the file to arrive",
    async () => ((await taskOf(ctx, token, id))?.bytesDone ?? 0) >= bytes,
  );
  expect((await control("stop", id)).json()).toEqual({ success: true });
  return taskOf(ctx, token, id);
}

describe("a flaky or hostile remote (fixture server)", () => {
  it("resumes a stopped download with Range + If-Range and transfers little more than the rest (S3)", async () => {
    const bytes = randomBytes(1024 * 1024);
    const remote = await fixture({
      code: "RJ02000001",
      title: "再開",
      files: [{ path: "long.wav", bytes }],
      throttle: 256 * 1024,
    });
    const id = await pullAll(remote);
    const stopped = await stopAfter(id, 256 * 1024);
    expect(stopped).toMatchObject({ state: "stopped", stop: true, finished: true });
    const part = path.join(workDir(remote), ".long.wav.kikoeru-part");
    const kept = (await fs.stat(part)).size;
    expect(kept).toBeGreaterThan(0);
    remote.options.throttle = 0;
    expect((await control("restart", id)).json()).toEqual({ success: true });
    expect((await taskEnd(ctx, token, id)).state).toBe("done");
    const downloads = remote.requests.filter((r) => r.url === "/media/0" && r.method === "GET");
    expect(downloads.at(-1)!.headers.range).toMatch(/^bytes=\d+-$/);
    expect(Number(downloads.at(-1)!.headers.range!.slice(6, -1))).toBeGreaterThanOrEqual(kept);
    expect(downloads.at(-1)!.headers["if-range"]).toMatch(/^"/);
    expect(remote.bytesSent.get("long.wav")!).toBeLessThan(bytes.length + 64 * 1024);
    expect(sha256(await fs.readFile(path.join(workDir(remote), "long.wav")))).toBe(sha256(bytes));
    expect(await listFiles(workDir(remote))).toEqual(["long.wav"]);
  });

  it("starts over when the remote answers 200 to a Range request (S5)", async () => {
    const bytes = randomBytes(512 * 1024);
    const remote = await fixture({
      code: "RJ02000002",
      title: "全体",
      files: [{ path: "a.wav", bytes }],
      throttle: 128 * 1024,
      ignoreRange: true,
    });
    const id = await pullAll(remote);
    await stopAfter(id, 64 * 1024);
    remote.options.throttle = 0;
    await control("restart", id);
    expect((await taskEnd(ctx, token, id)).state).toBe("done");
    const last = remote.requests.filter((r) => r.url === "/media/0" && r.method === "GET").at(-1)!;
    expect(last.headers.range).toMatch(/^bytes=\d+-$/);
    expect(remote.bytesSent.get("a.wav")!).toBeGreaterThan(bytes.length);
    expect(sha256(await fs.readFile(path.join(workDir(remote), "a.wav")))).toBe(sha256(bytes));
    expect(await listFiles(workDir(remote))).toEqual(["a.wav"]);
  });

  it("fails a file whose size the remote lies about, leaving neither it nor its part (S4)", async () => {
    const good = randomBytes(20_000);
    const remote = await fixture({
      code: "RJ02000003",
      title: "嘘",
      files: [
        { path: "lie.wav", bytes: randomBytes(50_000), lieSize: 60_000 },
        { path: "good.wav", bytes: good },
      ],
    });
    const task = await taskEnd(ctx, token, await pullAll(remote));
    expect(task).toMatchObject({ state: "failed", finished: true, stop: false });
    expect(task.error).toContain("文件大小不符");
    expect(task.error).toContain("lie.wav");
    expect(await listFiles(workDir(remote))).toEqual(["good.wav"]);
  });

  it("refuses remote paths that leave the work folder, writing nothing (S6)", async () => {
    for (const bad of ["..|..|evil.txt", "../../evil.txt", "/etc/evil.txt", "a\u0000b.txt", "."]) {
      const remote = await fixture({
        code: "RJ02000004",
        title: "外",
        files: [{ path: bad, bytes: Buffer.from("x") }],
      });
      const response = await info(remote);
      expect(response.statusCode, bad).toBe(502);
      expect(response.json(), bad).toMatchObject({ code: "SYNC_REMOTE_FAILED" });
      const created = await ctx.request({
        method: "POST",
        url: "/api/syncer",
        token,
        payload: { host: remote.apiUrl, code: "RJ02000004", rootFolderName: "main", treeTracks: [] },
      });
      expect(created.statusCode, bad).toBe(502);
    }
    expect(
      await listFiles(path.dirname(library)).then((all) => all.filter((f) => f.includes("evil"))),
    ).toEqual([]);
  });

  it("logs in, sends the token only to the remote's own origin, and logs in again on a 401 (S7)", async () => {
    const auth = { name: "syncer", password: "remote-password", token: "token-one" };
    const onApi = randomBytes(30_000);
    const onCdn = randomBytes(40_000);
    const remote = await fixture({
      code: "RJ02000005",
      title: "認証",
      auth,
      files: [
        { path: "api.wav", bytes: onApi },
        { path: "cdn.wav", bytes: onCdn, onCdn: true, noSize: true },
      ],
    });
    const refused = await info(remote);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toContain("401");
    await ctx.request({
      method: "PUT",
      url: "/api/syncer/credentials",
      token,
      payload: { host: remote.apiUrl, name: auth.name, password: auth.password },
    });
    const listed = await info(remote);
    expect(listed.statusCode, listed.body).toBe(200);
    const cdnNode = (listed.json().tracks as SyncerNode[]).find((n) => n.title === "cdn.wav")!;
    expect(cdnNode.size).toBe(onCdn.length);
    auth.token = "token-two";
    const task = await taskEnd(ctx, token, await pullAll(remote));
    expect(task.state, task.error ?? "").toBe("done");
    expect(sha256(await fs.readFile(path.join(workDir(remote), "cdn.wav")))).toBe(sha256(onCdn));
    expect(sha256(await fs.readFile(path.join(workDir(remote), "api.wav")))).toBe(sha256(onApi));
    const cdn = remote.requests.filter((r) => r.origin === "cdn");
    expect(cdn.length).toBeGreaterThan(0);
    for (const request of cdn) expect(request.headers.authorization).toBeUndefined();
    expect(remote.requests.filter((r) => r.url === "/api/auth/me").length).toBeGreaterThanOrEqual(2);
    const sent = remote.requests.filter((r) => r.origin === "api" && r.headers.authorization);
    expect(new Set(sent.map((r) => r.headers.authorization))).toEqual(
      new Set(["Bearer token-one", "Bearer token-two"]),
    );
  });

  it("downloads at most two files at a time (S8)", async () => {
    const files = Array.from({ length: 8 }, (_, i) => ({ path: `${i}.wav`, bytes: randomBytes(100_000) }));
    const remote = await fixture({ code: "RJ02000006", title: "並列", files, throttle: 512 * 1024 });
    expect((await taskEnd(ctx, token, await pullAll(remote))).state).toBe("done");
    expect(remote.maxParallel).toBe(2);
    expect(await listFiles(workDir(remote))).toEqual(files.map((f) => f.path).sort());
  });

  it("holds the downloads to the bandwidth cap (syncerMaxBytesPerSecond)", async () => {
    const rate = 256 * 1024;
    const bytes = randomBytes(3 * rate);
    const remote = await fixture({
      code: "RJ02000007",
      title: "限速",
      files: [{ path: "capped.wav", bytes }],
    });
    await ctx.config.update({ syncerMaxBytesPerSecond: rate });
    try {
      const started = Date.now();
      expect((await taskEnd(ctx, token, await pullAll(remote))).state).toBe("done");
      // The bucket holds at most one second of bytes: the other two take at least two seconds.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    } finally {
      await ctx.config.update({ syncerMaxBytesPerSecond: 0 });
    }
    expect(sha256(await fs.readFile(path.join(workDir(remote), "capped.wav")))).toBe(sha256(bytes));
  });
});
