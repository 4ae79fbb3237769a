import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWork } from "../../../test/factories.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";

let ctx: TestContext;
let admin: string;
let user: string;
let guest: string;

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })
    .withExif({ IFD0: { Copyright: "SECRET-EXIF" } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const coverFile = (name: string) => path.join(ctx.paths.coversDir, name);

/** A multipart body as a browser's FormData sends it. */
function form(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = "----kikoeru-test-boundary";
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/jpeg` : ""
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (id: number, file: Buffer, type?: string, token = admin) =>
  ctx.request({
    method: "POST",
    url: `/api/edit/img/${id}`,
    token,
    ...form([
      ...(type === undefined ? [] : [{ name: "type", value: type }]),
      { name: "file", value: file, filename: "img.jpg" },
    ]),
  });
const recover = (id: number, type: string, token = admin) =>
  ctx.request({ method: "POST", url: `/api/edit/recover/img/${id}`, token, payload: { type } });
const cover = async (id: number, type: string) =>
  (await ctx.request({ method: "GET", url: `/api/cover/${id}?type=${type}`, token: admin })).rawPayload;
const locked = async (id: number) => {
  const row = await ctx.database.db
    .selectFrom("works")
    .select("locked_fields")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.locked_fields) as string[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  user = await ctx.createUser("listener", "user");
  guest = await ctx.createUser("visitor", "guest");
  for (const id of [123456, 234567, 345678, 456789, 567890, 678901])
    await insertWork(ctx.database.db, { id });
  await fs.writeFile(coverFile("RJ123456_img_main.jpg"), await jpeg(560, 420, "#123456"));
  await fs.writeFile(coverFile("RJ123456_img_sam.jpg"), await jpeg(100, 100, "#654321"));
  await fs.writeFile(coverFile("RJ123456_img_240x240.jpg"), await jpeg(240, 240, "#abcdef"));
});
afterAll(() => ctx.close());

describe("POST /api/edit/img/{id}", () => {
  it("replaces main at its own size, re-encoded without metadata, with a new 240x240, and locks the cover", async () => {
    const before = await cover(123456, "main");
    const response = await upload(123456, await png(1200, 900, "#ff000080"), "main");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const main = await cover(123456, "main");
    const meta = await sharp(main).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(main.includes("SECRET-EXIF")).toBe(false);
    expect(main.equals(before)).toBe(false);
    expect(await sharp(await cover(123456, "240x240")).metadata()).toMatchObject({ width: 240, height: 240 });
    expect(await locked(123456)).toContain("cover");
  });

  it("makes sam 100x100 whatever the upload's size", async () => {
    const response = await upload(123456, await jpeg(500, 500, "#00ff00"), "sam");
    expect(response.json()).toMatchObject({ success: true });
    expect(await sharp(await cover(123456, "sam")).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it("changes the cover's ETag at once", async () => {
    const first = await ctx.request({ method: "GET", url: "/api/cover/123456?type=main", token: admin });
    await upload(123456, await jpeg(400, 300, "#0000ff"), "main");
    const second = await ctx.request({
      method: "GET",
      url: "/api/cover/123456?type=main",
      token: admin,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it("defaults the type to main, as kikoeru", async () => {
    expect((await upload(678901, await jpeg(40, 30, "#222222"))).json()).toMatchObject({ success: true });
    expect(await sharp(await cover(678901, "main")).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it("judges by content: a text file named img.jpg is 415 with kikoeru's success:false", async () => {
    const response = await upload(456789, Buffer.from("not an image at all"), "main");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: "COVER_NOT_IMAGE" });
    expect(response.json().message).toBe(response.json().error);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(456789, svg, "main")).statusCode).toBe(415);
    await expect(fs.stat(coverFile("RJ456789_img_main.jpg"))).rejects.toThrow();
  });

  it("refuses an upload over 20 MB with 413 and a huge image with 413", async () => {
    const big = Buffer.concat([await jpeg(10, 10, "#000000"), Buffer.alloc(21 * 1024 * 1024)]);
    const response = await upload(456789, big, "main");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: "COVER_TOO_LARGE" });
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(456789, huge, "main")).statusCode).toBe(413);
  });

  it("refuses a bad type, a missing file and a JSON body", async () => {
    const badType = await upload(456789, await jpeg(10, 10, "#000000"), "240x240");
    expect([badType.statusCode, badType.json().code]).toEqual([400, "COVER_UPLOAD_INVALID"]);
    const noFile = await ctx.request({
      method: "POST",
      url: "/api/edit/img/456789",
      token: admin,
      ...form([{ name: "type", value: "main" }]),
    });
    expect([noFile.statusCode, noFile.json().code]).toEqual([400, "COVER_UPLOAD_INVALID"]);
    const json = await ctx.request({
      method: "POST",
      url: "/api/edit/img/456789",
      token: admin,
      payload: {},
    });
    expect([json.statusCode, json.json().code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
  });

  it("answers 404 for an unknown work and 400 for a malformed id", async () => {
    expect((await upload(999999, await jpeg(10, 10, "#000000"), "main")).statusCode).toBe(404);
    expect((await upload("abc" as unknown as number, await jpeg(10, 10, "#000"), "main")).statusCode).toBe(
      400,
    );
  });

  it("is for administrators only", async () => {
    const image = await jpeg(10, 10, "#000000");
    expect((await upload(456789, image, "main", user)).json().code).toBe("ADMIN_ONLY");
    expect((await upload(456789, image, "main", guest)).statusCode).toBe(403);
    expect((await recover(123456, "main", user)).statusCode).toBe(403);
    expect((await recover(123456, "main", guest)).statusCode).toBe(403);
  });
});

describeInOrder("POST /api/edit/recover/img/{id} of an edited cover", () => {
  it("restores the first original byte for byte, after several uploads, and deletes the kept copy", async () => {
    await fs.writeFile(coverFile("RJ345678_img_main.jpg"), await jpeg(300, 200, "#777777"));
    await fs.writeFile(coverFile("RJ345678_img_240x240.jpg"), await jpeg(240, 240, "#888888"));
    const original = sha(await fs.readFile(coverFile("RJ345678_img_main.jpg")));
    const original240 = sha(await fs.readFile(coverFile("RJ345678_img_240x240.jpg")));
    await upload(345678, await jpeg(400, 300, "#ff0000"), "main");
    await upload(345678, await jpeg(800, 600, "#00ff00"), "main");
    expect(sha(await cover(345678, "main"))).not.toBe(original);

    const response = await recover(345678, "main");
    expect(response.json()).toMatchObject({ success: true });
    expect(sha(await cover(345678, "main"))).toBe(original);
    expect(sha(await cover(345678, "240x240"))).toBe(original240);
    expect(await fs.readdir(path.join(ctx.paths.coversDir, "originals"))).not.toContain(
      "RJ345678_img_main.jpg",
    );
    expect(await locked(345678)).not.toContain("cover");
  });

  it("answers kikoeru's success:false when there is nothing to recover", async () => {
    const response = await recover(345678, "main");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, code: "COVER_ORIGINAL_MISSING" });
    expect(response.json().message).toBeTypeOf("string");
  });
});

describe("POST /api/edit/recover/img/{id}", () => {
  it("removes an uploaded cover where there was none, and keeps the lock while another type is edited", async () => {
    await upload(234567, await jpeg(40, 30, "#333333"), "main");
    await upload(234567, await jpeg(50, 50, "#333333"), "sam");
    expect((await recover(234567, "main")).json()).toMatchObject({ success: true });
    await expect(fs.stat(coverFile("RJ234567_img_main.jpg"))).rejects.toThrow();
    expect(await locked(234567)).toContain("cover");
    expect((await recover(234567, "sam")).json()).toMatchObject({ success: true });
    expect(await locked(234567)).not.toContain("cover");
  });

  it("refuses another type with 400", async () => {
    const response = await recover(123456, "240x240");
    expect([response.statusCode, response.json().code]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("writes an audit entry per edit, none for a refused one", async () => {
    await upload(567890, Buffer.from("not an image"), "main");
    await upload(567890, await jpeg(20, 20, "#444444"), "sam");
    await recover(567890, "sam");
    const rows = await ctx.database.db
      .selectFrom("audit_log")
      .select(["actor", "action", "work_id", "detail"])
      .where("work_id", "=", 567890)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.actor, row.action, Number(row.work_id)])).toEqual([
      ["admin", "cover.upload", 567890],
      ["admin", "cover.recover", 567890],
    ]);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ type: "sam" });
  });
});
