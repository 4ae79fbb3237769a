import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir, toneWav, waitFor } from "./fixtures.ts";
import { KikoeruServer } from "./kikoeru-server.ts";
import { WorkerProcess } from "./worker-process.ts";

/** W6: a worker killed half-way through a task resumes it from task.json, with the same id and secret. */
let server: KikoeruServer;
let state: Awaited<ReturnType<typeof tempDir>>;
const workers: WorkerProcess[] = [];

beforeEach(async () => {
  server = await new KikoeruServer().start();
  state = await tempDir();
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.kill("SIGKILL");
  await server.stop();
  await state.remove();
});

const startWorker = (msPerSegment: number) => {
  const args = [server.url, state.dir, server.user.name, server.user.password, String(msPerSegment)];
  const worker = new WorkerProcess("test/fake-worker.ts", args);
  workers.push(worker);
  return worker;
};

describe("a worker killed during a task", () => {
  it("resumes the task it held after a restart before claiming the next one", async () => {
    const task = server.addTask(await toneWav(20));
    const other = server.addTask(await toneWav(1));
    const first = startWorker(200);
    await waitFor("transcription under way", () => (task.progress ?? 0) > 0);
    const saved = JSON.parse(await readFile(path.join(state.dir, "task.json"), "utf8"));
    expect(saved).toEqual({ id: task.id, secret: task.secret, audio_ext: ".wav" });
    await first.kill("SIGKILL");
    const seenBefore = server.requests.length;

    const second = startWorker(0);
    await waitFor("the resumed task to finish", () => task.status === 3, 30_000);
    expect(second.output).toContain(`继续上次未完成的任务 #${task.id}`);
    expect(task.lrc?.split("\n")).toHaveLength(20);
    const finish = server.calls("/api/lyric/translate/finish")[0]!;
    expect(finish.body.secret).toBe(saved.secret);
    await waitFor("the other task", () => other.status === 3);
    const lyricCalls = server.requests.slice(seenBefore).filter((r) => r.path.startsWith("/api/lyric/"));
    expect(lyricCalls[0]?.path).toBe("/api/lyric/translate/get");
    const finishedAt = lyricCalls.findIndex((r) => r.path.endsWith("/finish"));
    expect(lyricCalls.findIndex((r) => r.path.endsWith("/acquire"))).toBeGreaterThan(finishedAt);
  });

  it("stops on SIGTERM keeping task.json, so that the next start resumes", async () => {
    const task = server.addTask(await toneWav(20));
    const first = startWorker(200);
    await waitFor("transcription under way", () => (task.progress ?? 0) > 0);
    expect(await first.kill("SIGTERM")).toBe(0);
    expect(JSON.parse(await readFile(path.join(state.dir, "task.json"), "utf8")).id).toBe(task.id);
    startWorker(0);
    await waitFor("the resumed task to finish", () => task.status === 3, 30_000);
  });
});
