import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary, encodedAudio, wavBytes } from "../../../test/media/library.ts";

let ctx: TestContext;
let token: string;
let workDir: string;
const wav = wavBytes(4000);
let mp3: Buffer;
let flac: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  const root = await createLibrary(ctx);
  mp3 = await encodedAudio(ctx.dir, "mp3");
  flac = await encodedAudio(ctx.dir, "flac");
  workDir = await addWork(ctx, root, {
    id: 123456,
    files: [
      { path: "a.wav", bytes: wav },
      { path: "b.mp3", bytes: mp3 },
      { path: "c.flac", bytes: flac },
      { path: "d.pdf", bytes: "%PDF-1.4" },
      { path: "e.html", bytes: "<script>alert(1)</script>" },
      { path: "gone.mp3", bytes: "soon deleted" },
      { path: "sub/本編 01.wav", bytes: wav },
    ],
  });
  await fs.rm(path.join(workDir, "gone.mp3"));
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: "GET", url, token, headers });

describe("GET /api/media/stream", () => {
  it("serves a whole file with validators and byte ranges advertised", async () => {
    const response = await get("/api/media/stream/123456/1");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(wav)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "audio/wav",
      "content-length": String(wav.length),
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(Date.parse(String(response.headers["last-modified"]))).not.toBeNaN();
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=100-", 100, 8043],
    ["bytes=-44", 8000, 8043],
    ["bytes=8000-99999", 8000, 8043],
  ])("answers Range %s with 206 and the exact bytes", async (range, start, end) => {
    const response = await get("/api/media/stream/123456/1", { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${wav.length}`);
    expect(response.headers["content-length"]).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(wav.subarray(start, end + 1))).toBe(true);
  });

  it("answers an unsatisfiable range with 416 and the size", async () => {
    const response = await get("/api/media/stream/123456/1", { range: `bytes=${wav.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${wav.length}`);
    expect(response.json().error).toBeTypeOf("string");
  });

  it("answers 304 to a current ETag or date, and ignores a range whose If-Range is stale", async () => {
    const first = await get("/api/media/stream/123456/1");
    const etag = String(first.headers.etag);
    expect((await get("/api/media/stream/123456/1", { "if-none-match": etag })).statusCode).toBe(304);
    const lastModified = String(first.headers["last-modified"]);
    expect((await get("/api/media/stream/123456/1", { "if-modified-since": lastModified })).statusCode).toBe(
      304,
    );
    expect((await get("/api/media/stream/123456/1", { "if-none-match": 'W/"other"' })).statusCode).toBe(200);
    const fresh = await get("/api/media/stream/123456/1", { range: "bytes=0-9", "if-range": etag });
    expect(fresh.statusCode).toBe(206);
    const stale = await get("/api/media/stream/123456/1", { range: "bytes=0-9", "if-range": 'W/"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(wav.length);
  });

  it.each([
    ["/api/media/stream/123456/2", "audio/mpeg", () => mp3],
    ["/api/media/stream/123456/3", "audio/flac", () => flac],
    ["/api/media/stream/123456/4", "application/pdf", () => Buffer.from("%PDF-1.4")],
  ])("serves %s as %s", async (url, type, bytes) => {
    const response = await get(url);
    expect(response.headers["content-type"]).toBe(type);
    expect(response.rawPayload.equals(bytes())).toBe(true);
  });

  it("checks that the generated mp3 and flac really are mp3 and flac", () => {
    expect(mp3.subarray(0, 3).toString("latin1") === "ID3" || mp3[0] === 0xff).toBe(true);
    expect(flac.subarray(0, 4).toString("latin1")).toBe("fLaC");
  });

  it("names a file by encoded hash, by code, or by stable path", async () => {
    const forms = [
      "/api/media/stream/123456%2F0",
      "/api/media/stream/RJ123456/0",
      "/api/media/stream/123456?path=sub%2F%E6%9C%AC%E7%B7%A8%2001.wav",
      "/api/media/stream/RJ123456?path=sub/%E6%9C%AC%E7%B7%A8%2001.wav",
    ];
    for (const url of forms) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-disposition"], url).toBe(
        "inline; filename=\"__ 01.wav\"; filename*=UTF-8''%E6%9C%AC%E7%B7%A8%2001.wav",
      );
    }
  });

  it("serves unlisted files by path only, never as a page of this origin", async () => {
    const response = await get("/api/media/stream/123456?path=e.html");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("accepts the token in the query, as <audio> elements send it", async () => {
    const anonymous = await ctx.request({ method: "GET", url: "/api/media/stream/123456/1" });
    expect(anonymous.statusCode).toBe(401);
    const response = await ctx.request({ method: "GET", url: `/api/media/stream/123456/1?token=${token}` });
    expect(response.statusCode).toBe(200);
  });

  it.each(["download", "check-lrc", "small-img"])("takes the token in the query on %s too", async (route) => {
    const url = `/api/media/${route}/123456/1`;
    expect((await ctx.request({ method: "GET", url })).statusCode).toBe(401);
    const byQuery = await ctx.request({ method: "GET", url: `${url}?token=${token}` });
    const byHeader = await get(url);
    expect(byQuery.statusCode).not.toBe(401);
    expect(byQuery.statusCode).toBe(byHeader.statusCode);
    expect(byQuery.rawPayload.equals(byHeader.rawPayload)).toBe(true);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await ctx.request({ method: "HEAD", url: "/api/media/stream/123456/1", token });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(wav.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it.each([
    ["/api/media/stream/123456/6", 404],
    ["/api/media/stream/123456/999999999", 404],
    ["/api/media/stream/999999/1", 404],
    ["/api/media/stream/123456?path=nope.wav", 404],
    ["/api/media/stream/123456?path=gone.mp3", 404],
    ["/api/media/stream/123456/-1", 400],
    ["/api/media/stream/123456/x", 400],
    ["/api/media/stream/abc/1", 400],
    ["/api/media/stream/123456", 400],
    ["/api/media/stream/123456%2Fx", 400],
    ["/api/media/stream/x?path=a.wav", 400],
  ])("answers %s with %d {error}", async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBeTypeOf("string");
  });
});
