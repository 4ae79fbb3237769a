import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type AdminConfig, adminConfigSchema } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { FakeLyricWorker, isAlive, REFUSAL } from "../../../test/fakes/fake-lyric-worker.ts";
import { waitFor } from "../../../test/process/server-process.ts";
import { BuiltinWorker, type BuiltinWorkerDeps } from "./builtin-worker.ts";
import { WorkerTokens, WorkerTokensRepo } from "./index.ts";

/** The supervisor of the built-in worker, with a tiny node script standing in for the worker. */
let dir: string;
let drop: () => Promise<void>;
let tokens: WorkerTokens;
let fake: FakeLyricWorker;
let settings: AdminConfig;
let warnings: string[];
let starts: string[];
let worker: BuiltinWorker;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-builtin-worker-"));
  const made = await createTestDatabase(dir);
  drop = made.drop;
  tokens = new WorkerTokens(new WorkerTokensRepo(made.database.db));
  fake = await FakeLyricWorker.create(dir);
  settings = adminConfigSchema.parse({ lyricWorkerBuiltin: true, lyricWorkerModel: "/models/ggml-base.bin" });
  warnings = [];
  starts = [];
});

afterEach(async () => {
  await worker?.close();
  await drop();
  await fs.rm(dir, { recursive: true, force: true });
});

function supervisor(extra: Partial<BuiltinWorkerDeps> = {}): BuiltinWorker {
  worker = new BuiltinWorker({
    settings: () => settings,
    tokens,
    launch: fake.launch,
    dataDir: dir,
    instanceId: "local",
    role: true,
    cluster: false,
    log: {
      info: (line) => (line.startsWith("内置 AI 歌词 worker 已启动") ? starts.push(line) : undefined),
      warn: (line) => warnings.push(line),
    },
    backoff: { firstMs: 40, maxMs: 160, stableMs: 60_000 },
    stopGraceMs: 5_000,
    ...extra,
  });
  return worker;
}

const change = (patch: Partial<AdminConfig>) => {
  settings = { ...settings, ...patch };
  return worker.settingsChanged();
};

describe("the built-in lyric worker's supervisor", () => {
  it("starts once the server listens, with the settings as flags and a worker token of its own", async () => {
    await supervisor().listening("http://127.0.0.1:8888");
    const [start] = await fake.started(1);
    expect(worker.state()).toMatchObject({ state: "running", enabled: true, role: true, reason: null });
    expect(start!.args).toEqual([
      "--server",
      "http://127.0.0.1:8888",
      "--model",
      "/models/ggml-base.bin",
      "--language",
      "ja",
      "--threads",
      "1",
      "--nice",
      "19",
      "--name",
      "builtin_lyric_worker",
      "--state",
      path.join(dir, "lyric-worker", "builtin_lyric_worker"),
    ]);
    expect(await tokens.principalOf(start!.token)).toEqual({ name: "worker:内置 worker", group: "user" });
    await waitFor("its first line", () => worker.state().line === "已启动 run");
  });

  it("stops it when switched off: SIGTERM, the process gone, the token revoked", async () => {
    await supervisor().listening("http://127.0.0.1:8888");
    const [start] = await fake.started(1);
    await change({ lyricWorkerBuiltin: false });
    expect(isAlive(start!.pid)).toBe(false);
    expect(await tokens.principalOf(start!.token)).toBeNull();
    expect(worker.state()).toMatchObject({ state: "stopped", enabled: false });
  });

  it("restarts it with new flags when its settings change, and leaves it alone for other settings", async () => {
    await supervisor().listening("http://127.0.0.1:8888");
    const [first] = await fake.started(1);
    const since = worker.state().since;
    await change({ pageSize: 30, lyricLeaseSeconds: 60 });
    expect(await fake.alive()).toEqual([first!.pid]);
    expect(worker.state().since).toBe(since);
    await change({ lyricWorkerThreads: 2, lyricWorkerLanguage: "zh" });
    const starts = await fake.started(2);
    expect(starts).toHaveLength(2);
    expect(starts[1]!.args.join(" ")).toContain("--language zh --threads 2");
    expect(await fake.alive()).toEqual([starts[1]!.pid]);
    expect(await tokens.principalOf(starts[0]!.token)).toBeNull();
  });

  it("starts with settings saved before the server listened", async () => {
    supervisor();
    await change({ lyricWorkerThreads: 2 });
    expect(worker.state().state).toBe("stopped");
    await worker.listening("http://127.0.0.1:8888");
    const [start] = await fake.started(1);
    expect(start!.args.join(" ")).toContain("--threads 2");
  });

  it("never runs one without the lyric role, switched off, or before the server listens", async () => {
    supervisor({ role: false });
    await change({ pageSize: 20 });
    await worker.listening("http://127.0.0.1:8888");
    expect(worker.state()).toMatchObject({ state: "stopped", role: false });
    await worker.close();
    settings = { ...settings, lyricWorkerBuiltin: false };
    await supervisor().listening("http://127.0.0.1:8888");
    expect(await fake.starts()).toEqual([]);
  });

  it("restarts a crashed worker with a doubling pause, each with a fresh token", async () => {
    await fake.mode("crash");
    await supervisor().listening("http://127.0.0.1:8888");
    await fake.started(5);
    const pauses = warnings.filter((line) => line.includes("秒后重启")).slice(0, 4);
    expect(pauses.map((line) => line.match(/([\d.]+) 秒后重启/)?.[1])).toEqual([
      "0.04",
      "0.08",
      "0.16",
      "0.16",
    ]);
    const restarting = await waitFor(
      "a pause",
      () => worker.state().state === "restarting" && worker.state(),
    );
    expect(restarting.restarts).toBeGreaterThanOrEqual(4);
    expect(restarting.reason).toBe("worker 意外退出 (exit 1): 段错误");
    expect(restarting.retry_at).toBeGreaterThan(restarting.since);
    await fake.mode("run");
    const [survivor] = await waitFor("a worker that stays up", () =>
      fake.alive().then((alive) => alive.length > 0 && alive),
    );
    expect(worker.state().state).toBe("running");
    const starts = await fake.starts();
    expect(new Set(starts.map((start) => start.token)).size).toBe(starts.length);
    expect(await fake.alive()).toEqual([survivor]);
    expect(starts.at(-1)!.pid).toBe(survivor);
  });

  it("shows a refusal once, with the worker's sentence, and tries again only when the settings are saved", async () => {
    await fake.mode("refuse");
    await supervisor().listening("http://127.0.0.1:8888");
    await waitFor("the refusal", () => worker.state().state === "refused");
    expect(worker.state()).toMatchObject({ reason: REFUSAL, retry_at: null });
    expect(warnings.filter((line) => line.includes("秒后重启"))).toEqual([]);
    await fake.mode("run");
    await change({});
    expect(worker.state().state).toBe("running");
    expect(await fake.started(2)).toHaveLength(2);
  });

  it("kills a worker that ignores SIGTERM after the bound", async () => {
    await fake.mode("stubborn");
    await supervisor({ stopGraceMs: 300 }).listening("http://127.0.0.1:8888");
    await waitFor("its first line", () => worker.state().line === "已启动 stubborn");
    const [start] = await fake.started(1);
    await worker.close();
    expect(isAlive(start!.pid)).toBe(false);
    expect(worker.state().state).toBe("stopped");
  });

  it("runs one worker however many changes arrive at once", async () => {
    await supervisor().listening("http://127.0.0.1:8888");
    await fake.started(1);
    // Each change is queued behind the one before; they all see the last settings, so one restart follows.
    await Promise.all(
      [2, 3, 4, 5]
        .map((threads) => change({ lyricWorkerThreads: threads }))
        .concat(worker.listening("http://127.0.0.1:8888")),
    );
    expect(starts).toHaveLength(2);
    const recorded = await fake.started(2);
    expect(recorded.map((start) => start.args[7])).toEqual(["1", "5"]);
    expect(await fake.alive()).toEqual([recorded[1]!.pid]);
    expect((await tokens.list()).length).toBe(1);
  });

  it("revokes the tokens an earlier run left behind (a kill -9 of the server)", async () => {
    const left = await tokens.create("内置 worker", "(kikoeru)");
    const admins = await tokens.create("gpu box", "admin");
    await supervisor().listening("http://127.0.0.1:8888");
    expect(await tokens.principalOf(left.token)).toBeNull();
    expect(await tokens.principalOf(admins.token)).not.toBeNull();
  });

  it("says which in-tree part is missing instead of starting", async () => {
    await supervisor({ launch: () => ({ refused: "找不到内置 worker 需要的 tsx" }) }).listening(
      "http://127.0.0.1:1",
    );
    expect(worker.state()).toMatchObject({ state: "refused", reason: "找不到内置 worker 需要的 tsx" });
    expect(await tokens.list()).toEqual([]);
  });
});
