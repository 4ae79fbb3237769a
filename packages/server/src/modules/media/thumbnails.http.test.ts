import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary } from "../../../test/media/library.ts";
import { THUMBNAIL_SIZE } from "./index.ts";

let ctx: TestContext;
let token: string;
let workDir: string;

const image = (format: "png" | "jpeg" | "webp" | "gif", width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();
/** A PNG that declares `width`×`height` pixels but holds only a little data: a decompression bomb's header. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
/** Copies of one large photo-like JPEG under distinct names: each is a thumbnail of its own to render. */
const LARGE_COPIES = 8;
const BMP = Buffer.concat([Buffer.from("BM"), Buffer.alloc(60)]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  const root = await createLibrary(ctx);
  const large = await sharp({
    create: {
      width: 2400,
      height: 2400,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  workDir = await addWork(ctx, root, {
    id: 123456,
    files: [
      { path: "a.png", bytes: await image("png") },
      { path: "b.jpg", bytes: await image("jpeg", 300, 900) },
      { path: "c.jpeg", bytes: await image("jpeg", 50, 40) },
      { path: "d.webp", bytes: await image("webp") },
      { path: "e.gif", bytes: await image("gif") },
      { path: "f.bmp", bytes: BMP },
      { path: "g.txt", bytes: "not an image" },
      { path: "h.jpg", bytes: SVG },
      { path: "i.png", bytes: Buffer.from("\x89PNG broken") },
      { path: "bomb.png", bytes: pngBomb(40_000, 40_000) },
      ...Array.from({ length: LARGE_COPIES }, (_, i) => ({ path: `large-${i}.jpg`, bytes: large })),
    ],
  });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: "GET", url, token, headers });
const thumbnail = (name: string) => get(`/api/media/small-img/123456?path=${encodeURIComponent(name)}`);
const cacheFiles = async () => {
  const dir = path.join(ctx.paths.cacheDir, "thumbnails");
  const found: string[] = [];
  for (const sub of await fs.readdir(dir).catch(() => [])) {
    for (const file of await fs.readdir(path.join(dir, sub))) found.push(path.join(dir, sub, file));
  }
  return found.sort();
};

describe("GET /api/media/small-img", () => {
  it.each([
    ["a.png", 128, 96],
    ["b.jpg", 43, 128],
    ["c.jpeg", 50, 40],
    ["d.webp", 128, 96],
    ["e.gif", 128, 96],
  ])("renders %s as a JPEG that fits %d×%d", async (name, width, height) => {
    const response = await thumbnail(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width, height });
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(THUMBNAIL_SIZE);
  });

  it("works with kikoeru's hash form too", async () => {
    const tree = (await get("/api/tracks/123456")).json() as { path: string; hash: string }[];
    const hash = tree.find((n) => n.path === "a.png")!.hash;
    const [id, index] = hash.split("/");
    const response = await get(`/api/media/small-img/${id}/${index}`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).format).toBe("jpeg");
  });

  it.each([
    ["f.bmp", ".bmp"],
    ["g.txt", ".txt"],
    ["h.jpg", ".jpg"],
    ["i.png", ".png"],
  ])("refuses %s with 415 {error}", async (name, ext) => {
    const response = await thumbnail(name);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toContain(ext);
  });

  it("refuses an image of absurd dimensions with 422 and a clear error, and keeps serving", async () => {
    const response = await thumbnail("bomb.png");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "图片尺寸过大（40000×40000 像素，上限 100000000 像素），无法生成缩略图",
      code: "IMAGE_TOO_LARGE",
    });
    expect((await thumbnail("a.png")).statusCode).toBe(200);
  });

  it("renders at most two thumbnails at a time however many are asked for at once", async () => {
    let most = 0;
    // sharp's own counter of images being decoded and resized in libvips (what holds the memory), sampled
    // while the requests run; without the limit it reaches libuv's four threads. Its queue counter is left out:
    // it also counts header reads, and a CI run once saw it at 3 while only two renders held a slot.
    const sampler = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 1);
    try {
      const answers = await Promise.all(
        Array.from({ length: LARGE_COPIES }, (_, i) => thumbnail(`large-${i}.jpg`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(LARGE_COPIES).fill(200));
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  });

  it("caches a thumbnail per source version and reuses it", async () => {
    await fs.rm(path.join(ctx.paths.cacheDir, "thumbnails"), { recursive: true, force: true });
    const first = await thumbnail("d.webp");
    const cached = await cacheFiles();
    expect(cached).toHaveLength(1);
    expect((await fs.readFile(cached[0]!)).equals(first.rawPayload)).toBe(true);

    const marker = await sharp({ create: { width: 3, height: 3, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    await fs.writeFile(cached[0]!, marker);
    const second = await thumbnail("d.webp");
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-length"]).toBe(String(marker.length));

    const later = new Date(Date.now() + 60_000);
    await fs.utimes(path.join(workDir, "d.webp"), later, later);
    const third = await thumbnail("d.webp");
    expect(third.rawPayload.equals(marker)).toBe(false);
    expect((await sharp(third.rawPayload).metadata()).width).toBe(128);
    expect(third.headers.etag).not.toBe(first.headers.etag);
    expect(await cacheFiles()).toHaveLength(2);
  });

  it("answers 304 when the client's thumbnail is current", async () => {
    const first = await thumbnail("a.png");
    const again = await get(`/api/media/small-img/123456?path=a.png`, {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});
