import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeAudio } from "../src/audio.ts";
import { SAMPLE_RATE } from "../src/engine/engine.ts";
import { ENGINE_DIR, engineInstalled } from "../src/engine/engine-install.ts";
import { whisperEngine } from "../src/engine/whisper-engine.ts";
import { tempDir, toneWav, waitFor } from "./fixtures.ts";
import { KikoeruServer } from "./kikoeru-server.ts";
import { writeRandomModel } from "./random-model.ts";
import { WorkerProcess } from "./worker-process.ts";

/**
 * W4: the real binding (@napi-rs/whisper) on random-weight models of whisper.cpp's layout. The text is
 * garbage by construction, so only structure is asserted: segments in order inside the audio, no exception,
 * LRC and VTT uploaded. Needs the engine installed (`npm ci --prefix packages/lyric-worker/engine`, done by
 * scripts/test.sh).
 */
const run = promisify(execFile);
let dir: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  if (!engineInstalled()) throw new Error(`the engine is not installed: run npm ci --prefix ${ENGINE_DIR}`);
  dir = await tempDir();
});
afterAll(() => dir.remove());

async function toneFile(seconds: number): Promise<string> {
  const file = path.join(dir.dir, `tone-${seconds}.wav`);
  await run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}`, file]);
  return file;
}

describe("the whisper.cpp engine with random weights", () => {
  it("transcribes 70 s in two pieces on its own thread, with progress and ordered segments", async () => {
    const model = path.join(dir.dir, "ggml-test.bin");
    writeRandomModel(model, "test");
    const pcm = await decodeAudio(await toneFile(70));
    expect(pcm.length).toBe(70 * SAMPLE_RATE);
    const engine = await whisperEngine({ engineDir: ENGINE_DIR, modelPath: model });
    const progress: number[] = [];
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      const segments = await engine.transcribe(pcm, {
        language: "ja",
        threads: 1,
        onProgress: (p) => progress.push(p),
      });
      expect(progress).toEqual([50, 100]);
      for (const [i, segment] of segments.entries()) {
        expect(segment.t0).toBeLessThan(segment.t1);
        expect(segment.t1).toBeLessThanOrEqual(70_000);
        expect(segment.t0).toBeGreaterThanOrEqual(i === 0 ? 0 : segments[i - 1]!.t0);
        expect(segment.text.trim()).not.toBe("");
      }
      // The main thread kept running while whisper.cpp worked.
      expect(ticks).toBeGreaterThan(5);
    } finally {
      clearInterval(ticker);
      await engine.close();
    }
  }, 120_000);

  it("runs the whole worker with a tiny-shaped model: download, decode, inference, LRC + VTT upload", async () => {
    const model = path.join(dir.dir, "ggml-tiny-random.bin");
    expect(writeRandomModel(model, "tiny")).toBeGreaterThan(75_000_000);
    const server = await new KikoeruServer().start();
    const task = server.addTask(await toneWav(10), ".wav");
    const args = ["--server", server.url, "--model", model, "--state", path.join(dir.dir, "state")];
    const worker = new WorkerProcess("src/main.ts", [...args, "--user", server.user.name], {
      KIKOERU_WORKER_PASSWORD: server.user.password,
    });
    try {
      await waitFor("the task to end", () => task.status >= 3 || worker.child.exitCode !== null, 120_000);
      expect(task.status, worker.output).toBe(3);
      for (const line of task.lrc ? task.lrc.split("\n") : [])
        expect(line).toMatch(/^\[\d{2,}:\d{2}\.\d{2}\]\S/);
      const cues = [
        ...(task.vtt ?? "").matchAll(/(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})/g),
      ];
      expect(task.vtt?.startsWith("WEBVTT\n")).toBe(true);
      expect(cues).toHaveLength(task.lrc ? task.lrc.split("\n").length : 0);
      const ms = (h: string, m: string, s: string, f: string) => ((+h * 60 + +m) * 60 + +s) * 1000 + +f;
      for (const [, h0, m0, s0, f0, h1, m1, s1, f1] of cues) {
        expect(ms(h0!, m0!, s0!, f0!)).toBeLessThan(ms(h1!, m1!, s1!, f1!));
        expect(ms(h1!, m1!, s1!, f1!)).toBeLessThanOrEqual(10_000);
      }
      expect(server.calls("/api/lyric/translate/status").length).toBeGreaterThan(0);
      expect(await worker.kill("SIGTERM")).toBe(0);
    } finally {
      await worker.kill("SIGKILL");
      await server.stop();
    }
  }, 180_000);
});
