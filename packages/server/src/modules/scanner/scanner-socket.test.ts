import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  ClientEvents,
  type ScanProgress,
  type ScanResult,
  type ScanState,
  ServerEvents,
} from "@kikoeru/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import { scannerContext } from "../../../test/library/scanner-harness.ts";
import { closeClients, connectV2, connectV4, listen } from "../../../test/realtime/clients.ts";
import { writeLibrary } from "../../cli/sample-library.ts";
import { EMIT_INTERVAL_MS } from "../../library/scan-reporter.ts";

const CODES = Array.from({ length: 12 }, (_, i) => 300001 + i);
let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };
let url: string;

interface Received {
  event: string;
  payload: unknown;
  at: number;
}

function record(socket: {
  onAny?: unknown;
  on: (e: string, l: (...a: unknown[]) => void) => unknown;
}): Received[] {
  const seen: Received[] = [];
  for (const event of [...Object.values(ServerEvents), "SCAN_PROGRESS"]) {
    socket.on(event, (payload: unknown) => seen.push({ event, payload, at: Date.now() }));
  }
  return seen;
}

const until = async (what: string, check: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  fake = await FakeMetadataServer.start(CODES.map((id) => fakeWork(id)));
  const root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-socket-")), "lib");
  await writeLibrary(
    root,
    CODES.map((id) => ({ folder: `RJ${id} 作品`, files: [{ name: "a.wav", wav: { seconds: 0.2 } }] })),
  );
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }], maxParallelism: 2 });
  url = await listen(ctx);
});
afterAll(async () => {
  closeClients();
  await ctx.close();
  await fake.close();
});

describeInOrder("scanner socket channel (in order)", () => {
  it("runs a scan for the old admin page, sends the running state to a late client, and throttles", async () => {
    fake.delayMs = 60;
    const page = connectV2(url, { query: { auth_token: ctx.adminToken } });
    expect((await page.outcome).kind).toBe("success");
    const seen = record(page.socket);
    page.socket.emit(ClientEvents.performScan);
    await until("the first task", () => seen.some((r) => r.event === ServerEvents.scanTasks));

    const late = connectV4(url, { auth: { token: ctx.adminToken } });
    expect((await late.outcome).kind).toBe("success");
    const lateSeen = record(late.socket);
    late.socket.emit(ClientEvents.onScannerPage);
    late.socket.emit(ClientEvents.performScan);
    await until(
      "two SCAN_INIT_STATE answers",
      () => lateSeen.filter((r) => r.event === ServerEvents.scanInitState).length >= 2,
    );
    const init = lateSeen.find((r) => r.event === ServerEvents.scanInitState)!.payload as ScanState;
    expect(Object.keys(init).sort()).toEqual(["failedTasks", "mainLogs", "results", "tasks"]);
    expect(init.mainLogs[0]?.message).toBe("扫描已开始");
    // Each line also names its catalog sentence, so our admin page can show it in the interface language.
    expect(init.mainLogs[0]).toEqual({ level: "info", key: "scanner.startedScan", message: "扫描已开始" });
    expect(init.mainLogs[1]).toMatchObject({ key: "scan.fullStarted", message: "开始扫描本地音声库" });

    await until("SCAN_FINISHED", () => seen.some((r) => r.event === ServerEvents.scanFinished), 60_000);
    fake.delayMs = 0;
    const finished = seen.find((r) => r.event === ServerEvents.scanFinished)!.payload as { message: string };
    expect(finished.message).toMatch(/^扫描完成: 更新 0 个，新增 12 个，跳过 0 个，失败 0 个/);
    expect(finished).toMatchObject({
      key: "scan.fullFinished",
      params: { added: 12, updated: 0, failed: 0 },
    });
    // The finish sentence travels in SCAN_FINISHED alone, as in kikoeru (its page appends it to the log).
    const logs = seen.filter((r) => r.event === ServerEvents.scanMainLogs).at(-1)!.payload as ScanState;
    expect(logs.mainLogs.map((line) => line.message)).not.toContain(finished.message);
    const taskLine = seen
      .filter((r) => r.event === ServerEvents.scanTasks)
      .flatMap((r) => (r.payload as ScanState).tasks.flatMap((task) => task.logs))
      .find((line) => line.key === "scan.newWork");
    expect(taskLine?.params?.folder).toMatch(/^lib\/RJ3000\d\d 作品$/);
    expect(taskLine?.message).toBe(`发现新作品: ${taskLine?.params?.folder}`);
    const results = seen.filter((r) => r.event === ServerEvents.scanResults).at(-1)!.payload as {
      results: ScanResult[];
    };
    expect(results.results).toHaveLength(12);
    expect(results.results.at(-1)).toMatchObject({ result: "added", count: 12 });
    expect(results.results.map((r) => r.rjcode).sort()).toEqual(CODES.map(String));
    const tasks = seen.filter((r) => r.event === ServerEvents.scanTasks).at(-1)!.payload as {
      tasks: unknown[];
    };
    expect(tasks.tasks).toEqual([]);
    // Our SCAN_PROGRESS carries the counts and, beside them, the time spent and left.
    const progress = seen.filter((r) => r.event === "SCAN_PROGRESS").at(-1)!.payload as ScanProgress;
    expect(progress.counts).toMatchObject({ total: 12, processed: 12 });
    expect(progress.estimate?.remainingMs).toBe(0);
    expect(progress.estimate?.elapsedMs).toBeGreaterThan(0);
    // At most one of each per interval, counted here; the gaps between sends are checked where they are made
    // (scan-reporter.test.ts): arrival times on a busy machine bunch events that left a full interval apart.
    const started = seen[0]!.at;
    const ended = seen.at(-1)!.at;
    for (const event of [ServerEvents.scanTasks, ServerEvents.scanResults, ServerEvents.scanMainLogs]) {
      const times = seen.filter((r) => r.event === event).map((r) => r.at);
      expect(times.length, `${event} count`).toBeLessThanOrEqual(
        Math.ceil((ended - started) / EMIT_INTERVAL_MS) + 2,
      );
    }
    expect(seen.filter((r) => r.event === ServerEvents.scanResults).length).toBeLessThan(12);
    expect(lateSeen.some((r) => r.event === ServerEvents.scanFinished)).toBe(true);
  });

  it("kills a running scan: SCAN_ERROR, the job failed, the kill logged; a second kill is harmless", async () => {
    fake.delayMs = 5000;
    await ctx.database.db.deleteFrom("works").execute();
    const admin = connectV4(url, { auth: { token: ctx.adminToken } });
    expect((await admin.outcome).kind).toBe("success");
    const seen = record(admin.socket);
    admin.socket.emit(ClientEvents.performScan);
    await until("a task in flight", () =>
      seen.some(
        (r) => r.event === ServerEvents.scanTasks && (r.payload as { tasks: unknown[] }).tasks.length > 0,
      ),
    );
    admin.socket.emit(ClientEvents.killScanProcess);
    await until("SCAN_ERROR", () => seen.some((r) => r.event === ServerEvents.scanError));
    fake.delayMs = 0;
    const status = (
      await ctx.request({ method: "GET", url: "/api/scanner/status", token: ctx.adminToken })
    ).json();
    expect(status).toMatchObject({ running: false, job: { state: "failed", error: "扫描已被终止" } });
    expect(status.state.mainLogs.at(-1).message).toBe(" ! 终止扫描进程.");
    admin.socket.emit(ClientEvents.killScanProcess);
    const kill = await ctx.request({ method: "POST", url: "/api/scanner/kill", token: ctx.adminToken });
    expect(kill.json()).toEqual({ killed: false, message: "当前没有正在运行的扫描任务" });
    const again = await ctx.request({ method: "POST", url: "/api/scanner/scan", token: ctx.adminToken });
    expect(again.statusCode).toBe(202);
    await ctx.app.scanner.waitForRun();
  });
});
