import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import { scannerContext } from "../../../test/library/scanner-harness.ts";
import { buildApp } from "../../app.ts";
import { writeLibrary } from "../../cli/sample-library.ts";
import { loadSecrets } from "../../config/secrets.ts";

let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(400001)]);
  const root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-jobs-")), "lib");
  await writeLibrary(root, [{ folder: "RJ400001", files: [{ name: "a.wav", wav: { seconds: 0.2 } }] }]);
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }] });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const jobs = () => ctx.database.db.selectFrom("jobs").selectAll().orderBy("id").execute();
async function insertRunning(
  owner: { host: string; pid: number; instance: string },
  updatedAt = Date.now(),
  lock = { kind: "library.scan", key: "scanner" },
) {
  const row = await ctx.database.db
    .insertInto("jobs")
    .values({
      kind: lock.kind,
      state: "running",
      payload: JSON.stringify({ owner }),
      lock_key: lock.key,
      started_at: updatedAt,
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describeInOrder("scan jobs", () => {
  it("refuses a second scan while one runs (409 with the running job)", async () => {
    fake.delayMs = 400;
    const first = await ctx.request({ method: "POST", url: "/api/scanner/scan", token: ctx.adminToken });
    const second = await ctx.request({ method: "POST", url: "/api/scanner/update", token: ctx.adminToken });
    expect(first.statusCode).toBe(202);
    expect(first.json().job).toMatchObject({ kind: "scan", state: "running" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: "已有扫描任务正在运行，请等待其完成或先终止它",
      job: { id: first.json().job.id },
    });
    const status = (
      await ctx.request({ method: "GET", url: "/api/scanner/status", token: ctx.adminToken })
    ).json();
    expect(status.running).toBe(true);
    await ctx.app.scanner.waitForRun();
    fake.delayMs = 0;
  });

  it("respects a scan another live process runs on the same database", async () => {
    const id = await insertRunning({ host: os.hostname(), pid: process.ppid, instance: "cli" });
    const refused = await ctx.request({ method: "POST", url: "/api/scanner/scan", token: ctx.adminToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().job.id).toBe(id);
    await ctx.database.db
      .updateTable("jobs")
      .set({ state: "finished", lock_key: null })
      .where("id", "=", id)
      .execute();
  });

  it("waits for an admin import: 409 naming the import, and takes no scan lock", async () => {
    const owner = { host: os.hostname(), pid: process.pid, instance: "import" };
    const id = await insertRunning(owner, Date.now(), { kind: "import.run", key: "import" });
    const before = (await jobs()).length;
    const refused = await ctx.request({ method: "POST", url: "/api/scanner/scan", token: ctx.adminToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "SCAN_BUSY",
      error: `正在从 kikoeru 导入（任务 #${id}），导入完成后才能扫描`,
      importJob: id,
    });
    expect((await jobs()).length).toBe(before);
    await ctx.database.db
      .updateTable("jobs")
      .set({ state: "finished", lock_key: null })
      .where("id", "=", id)
      .execute();
  });

  it("marks a job left running by a dead process failed at start, and scans again", async () => {
    const gone = await insertRunning({ host: os.hostname(), pid: 2 ** 22 + 12345, instance: "old" });
    const stale = await insertRunning(
      { host: "another-host", pid: 1, instance: "x" },
      Date.now() - 120_000,
    ).catch(() => null);
    expect(stale).toBeNull();
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      secrets: await loadSecrets(path.join(ctx.dir, "secrets.json"), {}),
      version: "0.0.0-test",
      paths: ctx.paths,
      webRoot: path.join(ctx.dir, "no-web"),
    });
    try {
      await app.ready();
      const row = (await jobs()).find((j) => j.id === gone)!;
      expect(row).toMatchObject({
        state: "failed",
        lock_key: null,
        error: "扫描进程意外中断（服务器重启或进程退出）",
      });
      const started = await app.inject({
        method: "POST",
        url: "/api/scanner/scan",
        headers: { authorization: `Bearer ${ctx.adminToken}` },
      });
      expect(started.statusCode).toBe(202);
      await app.scanner.waitForRun();
    } finally {
      await app.close();
    }
  });

  it("takes over the lock of a job whose heartbeat stopped", async () => {
    const id = await insertRunning({ host: "another-host", pid: 1, instance: "x" }, Date.now() - 120_000);
    const started = await ctx.request({
      method: "POST",
      url: "/api/scanner/lyric-scan",
      token: ctx.adminToken,
    });
    expect(started.statusCode).toBe(202);
    await ctx.app.scanner.waitForRun();
    expect((await jobs()).find((j) => j.id === id)).toMatchObject({ state: "failed" });
  });
});
