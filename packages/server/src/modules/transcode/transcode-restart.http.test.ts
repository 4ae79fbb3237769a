import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { ffmpegChildren, get, tone, toneWork, until } from "../../../test/media/transcode-fixtures.ts";
import { buildApp } from "../../app.ts";
import { loadSecrets } from "../../config/secrets.ts";

const SERVER = fileURLToPath(new URL("../../../test/media/transcode-server.ts", import.meta.url));

let ctx: TestContext;
let token: string;
let scratch: string;
const route = (file: string) => `/api/media/transcode/100003?path=${file}&bitRate=128`;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.login("admin", ADMIN_PASSWORD);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-transcode-"));
  await toneWork(ctx, 100003, [{ path: "long.wav", bytes: await tone(scratch, 600) }]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("a server killed mid-transcode (T10)", () => {
  it("fails the interrupted job at restart, deletes its part file, and transcodes again", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", SERVER, JSON.stringify(ctx.database.target), ctx.dir],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const port = await new Promise<string>((resolve) =>
      child.stdout.once("data", (data: Buffer) => resolve(data.toString().trim())),
    );
    const response = await get(`http://127.0.0.1:${port}${route("long.wav")}&token=${token}`);
    await new Promise((resolve) => response.once("data", resolve));
    const dir = path.join(ctx.paths.cacheDir, "transcode");
    expect((await fs.readdir(dir)).some((name) => name.endsWith(".part.mp4"))).toBe(true);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    response.destroy();
    // Reaped, so that its pid no longer answers as alive.
    await exited;
    await until("the orphaned ffmpeg to die", async () => (await ffmpegChildren(child.pid)).length === 0);

    const running = await ctx.database.db
      .selectFrom("jobs")
      .selectAll()
      .where("kind", "=", "media.transcode")
      .execute();
    expect(running.map((job) => job.state)).toEqual(["running"]);
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      secrets: await loadSecrets(path.join(ctx.dir, "secrets.json"), {}),
      version: "0.0.0-test",
      paths: ctx.paths,
      webRoot: path.join(ctx.dir, "no-web"),
    });
    try {
      await restarted.ready();
      const jobs = await ctx.database.db
        .selectFrom("jobs")
        .selectAll()
        .where("kind", "=", "media.transcode")
        .execute();
      expect(jobs.map((job) => [job.state, job.error, job.lock_key])).toEqual([
        ["failed", "服务器重启，转码被中断", null],
      ]);
      expect((await fs.readdir(dir)).filter((name) => !name.endsWith(".m4a"))).toEqual([]);
      const status = await restarted.inject({
        method: "GET",
        url: route("long.wav").replace("transcode", "pre-transcode"),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(status.json()).toMatchObject({ status: "waiting", ready: false });
      const post = await restarted.inject({
        method: "POST",
        url: route("long.wav").replace("transcode", "pre-transcode"),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(post.json()).toMatchObject({ alreadyTranscoding: false, message: "已开始预转码." });
    } finally {
      await restarted.close();
    }
  }, 90_000);
});

describe("ffmpeg missing", () => {
  it("answers 503 FFMPEG_MISSING on the transcode routes, says so in /api/version, and still streams originals", async () => {
    const own = await createTestContext({
      transcode: { binaries: { ffmpeg: "/nonexistent/ffmpeg", ffprobe: "/nonexistent/ffprobe" } },
    });
    try {
      const admin = await own.login("admin", ADMIN_PASSWORD);
      await toneWork(own, 100004, [{ path: "a.wav", bytes: await tone(scratch, 2) }]);
      for (const [method, name] of [
        ["GET", "transcode"],
        ["GET", "pre-transcode"],
        ["POST", "pre-transcode"],
      ] as const) {
        const response = await own.request({
          method,
          url: `/api/media/${name}/100004?path=a.wav`,
          token: admin,
        });
        expect(response.statusCode, name).toBe(503);
        expect(response.json()).toEqual({ code: "FFMPEG_MISSING", error: expect.stringContaining("ffmpeg") });
      }
      expect(
        (await own.request({ method: "GET", url: "/api/version", token: admin })).json().ffmpegAvailable,
      ).toBe(false);
      const original = await own.request({
        method: "GET",
        url: "/api/media/stream/100004?path=a.wav",
        token: admin,
      });
      expect(original.statusCode).toBe(200);
    } finally {
      await own.close();
    }
    expect((await ctx.request({ method: "GET", url: "/api/version", token })).json().ffmpegAvailable).toBe(
      true,
    );
  });
});
