import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholderCoverFile } from "../../../assets/index.ts";
import { createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;
let token: string;
let placeholder: Buffer;

const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  placeholder = await fs.readFile(placeholderCoverFile);
  const covers = ctx.paths.coversDir;
  await fs.writeFile(path.join(covers, "RJ123456_img_main.jpg"), await jpeg(560, 420, "#123456"));
  await fs.writeFile(path.join(covers, "RJ123456_img_sam.jpg"), await jpeg(100, 100, "#654321"));
  await fs.writeFile(path.join(covers, "RJ123456_img_240x240.jpg"), await jpeg(240, 240, "#abcdef"));
  await fs.writeFile(path.join(covers, "RJ01234567_img_main.jpg"), await jpeg(400, 300, "#ff0000"));
  await fs.writeFile(path.join(covers, "BJ123456_img_main.jpg"), await jpeg(30, 20, "#00ff00"));
  await fs.writeFile(path.join(ctx.dir, "secret_img_main.jpg"), "SECRET-OUTSIDE-COVERS");
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: "GET", url, token, headers });
const bytesOf = (name: string) => fs.readFile(path.join(ctx.paths.coversDir, name));

describe("GET /api/cover/{id}", () => {
  it.each([
    ["/api/cover/123456", "RJ123456_img_main.jpg"],
    ["/api/cover/123456?type=main", "RJ123456_img_main.jpg"],
    ["/api/cover/123456?type=sam", "RJ123456_img_sam.jpg"],
    ["/api/cover/123456?type=240x240", "RJ123456_img_240x240.jpg"],
    ["/api/cover/123456?type=360x360", "RJ123456_img_main.jpg"],
    ["/api/cover/RJ123456?type=sam", "RJ123456_img_sam.jpg"],
    ["/api/cover/1234567", "RJ01234567_img_main.jpg"],
    ["/api/cover/BJ123456", "BJ123456_img_main.jpg"],
  ])("serves %s from %s", async (url, file) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.rawPayload.equals(await bytesOf(file))).toBe(true);
  });

  it("sends the bundled placeholder with status 200 when there is no cover", async () => {
    for (const url of ["/api/cover/777777", "/api/cover/1234567?type=sam"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.rawPayload.equals(placeholder), url).toBe(true);
    }
    expect((await sharp(placeholder).metadata()).format).toBe("jpeg");
  });

  it("makes a missing 240x240 from the main cover and caches it", async () => {
    const first = await get("/api/cover/1234567?type=240x240");
    expect(first.statusCode).toBe(200);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 240,
      height: 240,
    });
    const cached = await fs.readdir(path.join(ctx.paths.cacheDir, "covers"));
    expect(cached).toEqual([expect.stringMatching(/^RJ01234567_img_240x240-.+\.jpg$/)]);
    const cachedBytes = await fs.readFile(path.join(ctx.paths.cacheDir, "covers", cached[0]!));
    expect(cachedBytes.equals(first.rawPayload)).toBe(true);
    const second = await get("/api/cover/1234567?type=240x240");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(
      (await get("/api/cover/1234567?type=240x240", { "if-none-match": String(first.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it("falls back to the placeholder when the main cover cannot be decoded", async () => {
    await fs.writeFile(path.join(ctx.paths.coversDir, "RJ888888_img_main.jpg"), "not a jpeg");
    const response = await get("/api/cover/888888?type=240x240");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(placeholder)).toBe(true);
  });

  it("accepts only main, sam, 240x240 and 360x360 as type (400 otherwise, nothing read)", async () => {
    for (const type of ["/../../secret", "..%2F..%2Fsecret", "720x720", "MAIN", "main.jpg", ""]) {
      const response = await get(`/api/cover/123456?type=${type}`);
      expect(response.statusCode, type).toBe(400);
      expect(response.body).not.toContain("SECRET");
      expect(response.json().errors[0]).toMatchObject({ param: "type", location: "query" });
    }
  });

  it("refuses a malformed id with 400", async () => {
    for (const id of ["abc", "RJ12345", "-1"]) {
      expect((await get(`/api/cover/${id}`)).statusCode, id).toBe(400);
    }
  });

  it("reads covers from the configured cover folder", async () => {
    const custom = path.join(ctx.dir, "my-covers");
    await fs.mkdir(custom);
    await fs.writeFile(path.join(custom, "RJ777777_img_main.jpg"), await jpeg(10, 10, "#0000ff"));
    await ctx.config.update({ coverUseDefaultPath: false, coverFolderDir: custom });
    try {
      const response = await get("/api/cover/777777");
      expect(response.rawPayload.equals(await fs.readFile(path.join(custom, "RJ777777_img_main.jpg")))).toBe(
        true,
      );
    } finally {
      await ctx.config.update({ coverUseDefaultPath: true, coverFolderDir: "" });
    }
  });

  it("accepts the token in the query and supports ranges", async () => {
    expect((await ctx.request({ method: "GET", url: "/api/cover/123456" })).statusCode).toBe(401);
    const response = await ctx.request({
      method: "GET",
      url: `/api/cover/123456?type=sam&token=${token}`,
      headers: { range: "bytes=0-1" },
    });
    expect(response.statusCode).toBe(206);
    expect([...response.rawPayload]).toEqual([0xff, 0xd8]);
  });
});
