import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import {
  bodyOf,
  ffmpegChildren,
  get,
  listen,
  probe,
  tone,
  toneWork,
  topLevelBoxes,
  until,
} from "../../../test/media/transcode-fixtures.ts";
import { closeClients, connectV4 } from "../../../test/realtime/clients.ts";

let ctx: TestContext;
let token: string;
let base: string;
let workDir: string;
let scratch: string;

const url = (route: string, file: string, bitRate = 128) =>
  `${base}/api/media/${route}/100001?path=${encodeURIComponent(file)}&bitRate=${bitRate}&token=${token}`;
const status = async (file: string, bitRate = 128) =>
  (await ctx.request({ method: "GET", url: url("pre-transcode", file, bitRate).slice(base.length) })).json();

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.login("admin", ADMIN_PASSWORD);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-transcode-"));
  workDir = await toneWork(ctx, 100001, [
    { path: "a.wav", bytes: await tone(scratch, 120) },
    { path: "b.flac", bytes: await tone(scratch, 120, { format: "flac", channels: 2 }) },
    { path: "c.wav", bytes: await tone(scratch, 180, { frequency: 550 }) },
    { path: "d.wav", bytes: await tone(scratch, 60, { frequency: 660 }) },
    { path: "notes.txt", bytes: "台本" },
  ]);
  base = await listen(ctx.app);
}, 60_000);
afterAll(async () => {
  closeClients();
  await ctx.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("transcode routes refuse what they cannot do (T1)", () => {
  it("answers kikoeru's 400 for a bit rate other than 128 or 320", async () => {
    const response = await ctx.request({
      method: "GET",
      url: url("transcode", "a.wav", 96).slice(base.length),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "仅支持 128 或 320 kbps 的转码码率.",
      code: "TRANSCODE_BITRATE_UNSUPPORTED",
      supportedBitRates: [128, 320],
    });
  });

  it("answers 404 for an unknown track and 400 for a text file", async () => {
    const unknown = await ctx.request({
      method: "GET",
      url: `/api/media/transcode/100001%2F99?token=${token}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("TRACK_NOT_FOUND");
    const text = await ctx.request({
      method: "POST",
      url: url("pre-transcode", "notes.txt").slice(base.length),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe("TRANSCODE_NOT_MEDIA");
  });
});

describeInOrder("a cold transcode streams at once, then the cache serves ranges (T2, T3, T6)", () => {
  let size = 0;

  it("sends the first bytes of a cold WAV transcode within 3 s, as AAC of the same duration", async () => {
    const started = Date.now();
    const response = await get(url("transcode", "a.wav"));
    const first = await new Promise<number>((resolve) => response.once("data", () => resolve(Date.now())));
    expect(first - started).toBeLessThan(3000);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/mp4");
    expect(response.headers["accept-ranges"]).not.toBe("bytes");
    const file = path.join(scratch, "streamed.mp4");
    await fs.writeFile(file, await bodyOf(response));
    const probed = await probe(file);
    expect(probed.codec).toBe("aac");
    expect(Math.abs(probed.duration - 120)).toBeLessThan(0.5);
  });

  it("serves the complete, faststart file with ranges and a stable ETag", async () => {
    await until("the transcode to be ready", async () => (await status("a.wav")).ready === true);
    const whole = await get(url("transcode", "a.wav"));
    const bytes = await bodyOf(whole);
    size = bytes.length;
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(Number(whole.headers["content-length"])).toBe(size);
    const boxes = topLevelBoxes(bytes);
    expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    const file = path.join(scratch, "complete.m4a");
    await fs.writeFile(file, bytes);
    expect(Math.abs((await probe(file)).duration - 120)).toBeLessThan(0.5);

    const part = await get(url("transcode", "a.wav"), { range: "bytes=1000-1999" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-1999/${size}`);
    expect(await bodyOf(part)).toEqual(bytes.subarray(1000, 2000));
    expect(part.headers.etag).toBe(whole.headers.etag);
  });

  it("serves the same cache entry through the /{id}/{index} form", async () => {
    const tree = (await ctx.request({ method: "GET", url: "/api/tracks/100001", token })).json();
    const node = (tree as { title: string; hash: string }[]).find((entry) => entry.title === "a.wav");
    const [id, index] = (node?.hash ?? "").split("/");
    const response = await get(`${base}/api/media/transcode/${id}/${index}?bitRate=128&token=${token}`);
    await bodyOf(response);
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers["content-length"])).toBe(size);
  });

  it("re-encodes a source that was touched (T6)", async () => {
    expect((await status("a.wav")).status).toBe("ready");
    const later = new Date(Date.now() + 5000);
    await fs.utimes(path.join(workDir, "a.wav"), later, later);
    expect(await status("a.wav")).toEqual({ status: "waiting", ready: false, progress: null, error: null });
    const response = await get(url("transcode", "a.wav"));
    expect(response.headers["accept-ranges"]).not.toBe("bytes");
    await bodyOf(response);
    await until("the new transcode to be ready", async () => (await status("a.wav")).ready === true);
  });
});

describe("one encode per key (T4)", () => {
  it("runs one ffmpeg for two concurrent cold requests, which get identical bytes", async () => {
    const [first, second] = await Promise.all([
      get(url("transcode", "b.flac")),
      get(url("transcode", "b.flac")),
    ]);
    const counts: number[] = [];
    const bodies = Promise.all([bodyOf(first), bodyOf(second)]);
    let done = false;
    void bodies.finally(() => {
      done = true;
    });
    while (!done) {
      counts.push((await ffmpegChildren()).length);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [a, b] = await bodies;
    expect(Math.max(...counts)).toBe(1);
    expect(a.length).toBeGreaterThan(100_000);
    expect(a.equals(b)).toBe(true);
  });
});

describe("pre-transcode status (T5)", () => {
  it("goes waiting → rising percent → ready, and a second POST finds it ready", async () => {
    expect(await status("c.wav", 320)).toEqual({
      status: "waiting",
      ready: false,
      progress: null,
      error: null,
    });
    const post = await ctx.request({
      method: "POST",
      url: url("pre-transcode", "c.wav", 320).slice(base.length),
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({ ready: false, alreadyTranscoding: false, message: "已开始预转码." });
    const again = await ctx.request({
      method: "POST",
      url: url("pre-transcode", "c.wav", 320).slice(base.length),
    });
    expect(again.json()).toMatchObject({ alreadyTranscoding: true });
    const seen: { status: string; percent: number | null }[] = [];
    await until(
      "the pre-transcode to be ready",
      async () => {
        const now = await status("c.wav", 320);
        seen.push({ status: now.status, percent: now.progress?.percent ?? null });
        if (now.ready) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return false;
      },
      60_000,
    );
    const order = ["waiting", "progress", "ready"];
    const ranks = seen.map((entry) => order.indexOf(entry.status));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(ranks).not.toContain(-1);
    const percents = seen
      .filter((entry) => entry.status === "progress")
      .map((entry) => entry.percent as number);
    expect(percents.length).toBeGreaterThan(0);
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
    for (const percent of percents) expect(percent).toBeGreaterThanOrEqual(0);
    for (const percent of percents) expect(percent).toBeLessThanOrEqual(100);
    const done = await ctx.request({
      method: "POST",
      url: url("pre-transcode", "c.wav", 320).slice(base.length),
    });
    expect(done.json()).toMatchObject({ status: "ready", ready: true, alreadyTranscoding: false });
  }, 90_000);

  it("waits for the end before answering a range of a cold transcode", async () => {
    const response = await get(url("transcode", "d.wav"), { range: "bytes=100-199" });
    expect(response.statusCode).toBe(206);
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect((await bodyOf(response)).length).toBe(100);
  });
});

describe("socket progress for our client", () => {
  it("sends TRANSCODE_PROGRESS to the requester's sockets up to ready", async () => {
    const { socket, outcome } = connectV4(base, { auth: { token } });
    expect((await outcome).kind).toBe("success");
    const events: { status: string; ready: boolean; path: string; bitRate: number; workId: number }[] = [];
    socket.on("TRANSCODE_PROGRESS", (event: (typeof events)[number]) => events.push(event));
    const post = await ctx.request({
      method: "POST",
      url: url("pre-transcode", "d.wav", 320).slice(base.length),
    });
    expect(post.statusCode).toBe(200);
    await until("a ready event", () => events.some((event) => event.ready));
    expect(events.at(-1)).toMatchObject({ workId: 100001, path: "d.wav", bitRate: 320, status: "ready" });
    expect(events.some((event) => event.status === "progress")).toBe(true);
  });
});
