import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import {
  ffmpegChildren,
  get,
  listen,
  tone,
  toneWork,
  until,
} from "../../../test/media/transcode-fixtures.ts";

let ctx: TestContext;
let token: string;
let base: string;
let scratch: string;
let long: Buffer;
const transcodeDir = () => path.join(ctx.paths.cacheDir, "transcode");

const route = (name: string, file: string, bitRate = 128) =>
  `/api/media/${name}/100002?path=${encodeURIComponent(file)}&bitRate=${bitRate}`;
const status = async (file: string, bitRate = 128) =>
  (await ctx.request({ method: "GET", url: route("pre-transcode", file, bitRate), token })).json();

beforeAll(async () => {
  ctx = await createTestContext({
    config: { transcodeCacheMaxMB: 5 },
    transcode: { maxConcurrent: 1, perUserRunning: 1, perUserQueued: 2, liveIdleMs: 1000, preIdleMs: 60_000 },
  });
  token = await ctx.login("admin", ADMIN_PASSWORD);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-transcode-"));
  long = await tone(scratch, 600);
  const short = await tone(scratch, 80, { frequency: 330, channels: 2 });
  await toneWork(ctx, 100002, [
    { path: "cut.wav", bytes: long },
    ...["e1", "e2", "e3"].map((name) => ({ path: `${name}.wav`, bytes: short })),
  ]);
  base = await listen(ctx.app);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("transcode limits", () => {
  it("refuses a user's fourth job with kikoeru's 503 TASK_QUEUE_FULL (T7)", async () => {
    // A context of its own: its queue of long encodes would hold the only slot of the other tests.
    const own = await createTestContext({
      transcode: { maxConcurrent: 1, perUserRunning: 1, perUserQueued: 2 },
    });
    try {
      const admin = await own.login("admin", ADMIN_PASSWORD);
      await toneWork(
        own,
        100002,
        ["q1", "q2", "q3", "q4"].map((name) => ({ path: `${name}.wav`, bytes: long })),
      );
      for (const name of ["q1", "q2", "q3"]) {
        const response = await own.request({
          method: "POST",
          url: route("pre-transcode", `${name}.wav`),
          token: admin,
        });
        expect(response.statusCode, name).toBe(200);
      }
      const expected = { error: "媒体处理队列已满，请稍后重试.", code: "TASK_QUEUE_FULL" };
      const post = await own.request({ method: "POST", url: route("pre-transcode", "q4.wav"), token: admin });
      expect(post.statusCode).toBe(503);
      expect(post.json()).toEqual(expected);
      const live = await own.request({ method: "GET", url: route("transcode", "q4.wav"), token: admin });
      expect(live.statusCode).toBe(503);
      expect(live.json()).toEqual(expected);
      // Another user has a queue of their own.
      const other = await own.createUser("listener2", "user");
      const theirs = await own.request({
        method: "POST",
        url: route("pre-transcode", "q4.wav"),
        token: other,
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("stops ffmpeg and deletes the part file when the only reader disconnects (T8)", async () => {
    const response = await get(`${base}${route("transcode", "cut.wav", 320)}&token=${token}`);
    let received = 0;
    await new Promise<void>((resolve) => {
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received >= 64 * 1024) resolve();
      });
    });
    expect((await status("cut.wav", 320)).status).toBe("progress");
    response.destroy();
    const parts = async () => (await fs.readdir(transcodeDir())).filter((name) => name.endsWith(".part.mp4"));
    const gone = Date.now();
    await until(
      "ffmpeg to stop and the part file to go",
      async () => (await ffmpegChildren()).length === 0 && (await parts()).length === 0,
      1000 + 2000 + 5000,
    );
    expect(Date.now() - gone).toBeLessThan(1000 + 2000 + 5000);
    expect(await status("cut.wav", 320)).toEqual({
      status: "waiting",
      ready: false,
      progress: null,
      error: null,
    });
  }, 60_000);
});

describe("cache eviction (T9)", () => {
  it("deletes the least recently served entry once three 2 MB entries pass a 5 MB cap", async () => {
    const ready = (file: string) => async () => (await status(file, 320)).ready === true;
    const encode = async (file: string) => {
      const response = await ctx.request({ method: "GET", url: route("transcode", file, 320), token });
      expect(response.statusCode, file).toBe(200);
      await until(`${file} to be cached`, ready(file), 60_000);
    };
    await encode("e1.wav");
    await encode("e2.wav");
    const sizes = await Promise.all(
      (await fs.readdir(transcodeDir()))
        .filter((n) => n.endsWith(".m4a"))
        .map((n) => fs.stat(path.join(transcodeDir(), n))),
    );
    for (const stat of sizes) expect(stat.size).toBeGreaterThan(1.8 * 1024 * 1024);
    // e1 is served again, so e2 becomes the least recently served.
    const again = await ctx.request({ method: "GET", url: route("transcode", "e1.wav", 320), token });
    expect(again.headers["accept-ranges"]).toBe("bytes");
    await encode("e3.wav");
    await until("e2 to be evicted", async () => (await status("e2.wav", 320)).ready === false);
    expect((await status("e1.wav", 320)).ready).toBe(true);
    expect((await status("e3.wav", 320)).ready).toBe(true);
  }, 120_000);
});
