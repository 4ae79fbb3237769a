import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EngineFailure } from "../src/engine/engine.ts";
import { fakeEngine } from "../src/engine/fake-engine.ts";
import { ProtocolClient } from "../src/protocol-client.ts";
import { runWorker } from "../src/worker-loop.ts";
import { tempDir, toneWav, waitFor } from "./fixtures.ts";
import { KikoeruServer } from "./kikoeru-server.ts";

/**
 * The worker loop with the fake engine against a server that speaks kikoeru's protocol: request shapes as
 * kikoeru's Python worker sends them, progress, re-login on 401, a server restart, a task taken away, and a
 * file that is not audio.
 */
let server: KikoeruServer;
let state: Awaited<ReturnType<typeof tempDir>>;
let shutdown: AbortController;
let running: Promise<void> | undefined;
const lines: string[] = [];

beforeEach(async () => {
  server = await new KikoeruServer().start();
  state = await tempDir();
  shutdown = new AbortController();
  lines.length = 0;
});

afterEach(async () => {
  shutdown.abort(new Error("test over"));
  await running?.catch(() => undefined);
  running = undefined;
  await server.stop();
  await state.remove();
});

function start(engine = fakeEngine()) {
  const log = (line: string) => lines.push(line);
  const client = new ProtocolClient({
    server: server.url,
    user: server.user.name,
    password: server.user.password,
    log,
    signal: shutdown.signal,
    retry: { firstMs: 20, maxMs: 100 },
  });
  running = runWorker({
    client,
    engine,
    stateDir: state.dir,
    workerName: "test_worker",
    language: "ja",
    threads: 1,
    log,
    signal: shutdown.signal,
    idleMs: 20,
    statusEveryMs: 20,
  });
  return engine;
}

describe("the lyric worker against a kikoeru-protocol server (fake engine)", () => {
  it("runs a task to success with kikoeru's request shapes, progress and LRC + VTT", async () => {
    const task = server.addTask(await toneWav(5));
    start(fakeEngine({ secondsPerSegment: 2, millisecondsPerSegment: 150 }));
    await waitFor("the task to finish", () => task.status === 3);

    expect(task.lrc).toBe("[00:00.00]第1句\n[00:02.00]第2句\n[00:04.00]第3句");
    expect(task.vtt).toContain("00:00:04.000 --> 00:00:05.000\n第3句");
    const acquire = server.calls("/api/lyric/translate/acquire")[0]!;
    expect(acquire.contentType).toBe("application/x-www-form-urlencoded");
    expect(acquire.body).toEqual({ worker_name: "test_worker" });
    const statuses = server.calls("/api/lyric/translate/status");
    expect(statuses.every((s) => s.contentType === "application/x-www-form-urlencoded")).toBe(true);
    expect(statuses.every((s) => s.body.id === String(task.id))).toBe(true);
    expect(statuses.some((s) => /^翻译进度: \d{1,3}%$/.test(String(s.body.worker_status)))).toBe(true);
    const finish = server.calls("/api/lyric/translate/finish")[0]!;
    expect(finish.contentType).toBe("application/json");
    expect(finish.body).toMatchObject({ id: task.id, success: true });
    await waitFor("task.json removed", () => !existsSync(path.join(state.dir, "task.json")));
    expect(existsSync(path.join(state.dir, `${task.id}.wav`))).toBe(false);
  });

  it("sends the progress percent with a worker_status the client shows", async () => {
    const task = server.addTask(await toneWav(8));
    start(fakeEngine({ secondsPerSegment: 1, millisecondsPerSegment: 100 }));
    await waitFor(
      "a progress report half-way",
      () => (task.progress ?? 0) >= 25 && (task.progress ?? 0) < 100,
    );
    expect(task.workerStatus).toBe(`翻译进度: ${task.progress}%`);
    await waitFor("the task to finish", () => task.status === 3);
  });

  it("logs in again when the server stops accepting its token", async () => {
    const first = server.addTask(await toneWav(2));
    start();
    await waitFor("the first task", () => first.status === 3);
    server.expireTokens();
    const second = server.addTask(await toneWav(2));
    await waitFor("the second task after a new login", () => second.status === 3);
    expect(server.calls("/api/auth/me").filter((r) => r.method === "POST")).toHaveLength(2);
  });

  it("waits out a server restart and carries on", async () => {
    start();
    await waitFor("the worker polling", () => server.calls("/api/lyric/translate/acquire").length > 0);
    await server.stop();
    await waitFor("a retry notice", () => lines.some((line) => line.includes("ECONNREFUSED")));
    const task = server.addTask(await toneWav(2));
    await server.start();
    server.expireTokens();
    await waitFor("the task after the restart", () => task.status === 3);
  });

  it("drops a task that was taken away while it worked", async () => {
    const task = server.addTask(await toneWav(6));
    start(fakeEngine({ secondsPerSegment: 1, millisecondsPerSegment: 80 }));
    await waitFor("transcription to start", () => task.workerStatus.startsWith("翻译进度"));
    server.revoke(task);
    await waitFor("the worker to give up", () => lines.some((line) => line.includes("已被收回")));
    expect(server.calls("/api/lyric/translate/finish")).toHaveLength(0);
    await waitFor("task.json removed", () => !existsSync(path.join(state.dir, "task.json")));
  });

  it("reports a file ffmpeg cannot decode as a failed task with an empty lrc_content", async () => {
    const task = server.addTask(Buffer.from("not audio at all"), ".mp3");
    const engine = start();
    await waitFor("the task to fail", () => task.status === 4);
    expect(task.lrc).toBe("");
    expect(task.error).toContain("ffmpeg");
    expect(engine.calls).toBe(0);
  });

  it("starts a download again when the transfer is cut half-way", async () => {
    const task = server.addTask(await toneWav(4));
    server.cutNextDownload = true;
    start();
    await waitFor("the task to finish", () => task.status === 3);
    expect(server.calls("/api/lyric/translate/download")).toHaveLength(2);
    expect(task.lrc?.split("\n")).toHaveLength(2);
  });

  it("stops, keeping task.json, when the engine itself breaks", async () => {
    const task = server.addTask(await toneWav(2));
    const broken = fakeEngine();
    broken.transcribe = async () => {
      throw new EngineFailure("转写线程已退出（1）");
    };
    start(broken);
    await expect(running).rejects.toThrow(EngineFailure);
    expect(task.status).toBe(2);
    expect(existsSync(path.join(state.dir, "task.json"))).toBe(true);
  });
});
