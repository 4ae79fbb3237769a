import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWork } from "../../../test/factories.ts";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary } from "../../../test/media/library.ts";

const SECRET = "TOP-SECRET-OUTSIDE-THE-LIBRARY";
let ctx: TestContext;
let token: string;
let root: string;

const file = (p: string, raw_path: string | null = null) => ({ path: p, type: "audio", size: 1, raw_path });

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  root = await createLibrary(ctx);
  const outside = path.join(ctx.dir, "outside");
  await fs.mkdir(outside);
  await fs.writeFile(path.join(ctx.dir, "secret.txt"), SECRET);
  await fs.writeFile(path.join(outside, "a.mp3"), SECRET);
  await fs.writeFile(path.join(outside, "a.png"), SECRET);

  await addWork(ctx, root, { id: 111111, files: [{ path: "a.mp3", bytes: "inside" }] });
  await insertWork(ctx.database.db, { id: 222222, dir: "../outside", files: [file("a.mp3")] });
  await fs.symlink(outside, path.join(root, "RJ333333"));
  await insertWork(ctx.database.db, { id: 333333, dir: "RJ333333", files: [file("a.mp3"), file("a.png")] });
  const linked = await addWork(ctx, root, { id: 444444, files: [{ path: "real.mp3", bytes: "inside" }] });
  await fs.symlink(path.join(ctx.dir, "secret.txt"), path.join(linked, "link.mp3"));
  await fs.symlink(outside, path.join(linked, "dir-link"));
  await ctx.database.db
    .insertInto("work_files")
    .values([
      { work_id: 444444, path: "link.mp3", raw_path: null, type: "audio", size: 1, mtime: 0, duration: null },
      {
        work_id: 444444,
        path: "dir-link/a.mp3",
        raw_path: null,
        type: "audio",
        size: 1,
        mtime: 0,
        duration: null,
      },
    ])
    .execute();
  await addWork(ctx, root, { id: 555555, files: [{ path: "ok.mp3", bytes: "inside" }] });
  await ctx.database.db
    .insertInto("work_files")
    .values([
      {
        work_id: 555555,
        path: "../../secret.txt",
        raw_path: null,
        type: "text",
        size: 1,
        mtime: 0,
        duration: null,
      },
      {
        work_id: 555555,
        path: "raw.mp3",
        raw_path: Buffer.from("../../secret.txt").toString("hex"),
        type: "audio",
        size: 1,
        mtime: 0,
        duration: null,
      },
      {
        work_id: 555555,
        path: "/etc/hostname",
        raw_path: null,
        type: "other",
        size: 1,
        mtime: 0,
        duration: null,
      },
    ])
    .execute();
  await insertWork(ctx.database.db, { id: 666666, root_folder: "unknown", files: [file("a.mp3")] });
  const offline = path.join(ctx.dir, "offline");
  await fs.mkdir(path.join(offline, "RJ777777"), { recursive: true });
  await fs.writeFile(path.join(offline, "RJ777777", "a.mp3"), SECRET);
  await ctx.config.update({
    rootFolders: [...ctx.config.get().rootFolders, { name: "offline", path: offline, inactive: true }],
  });
  await insertWork(ctx.database.db, { id: 777777, root_folder: "offline", files: [file("a.mp3")] });
  await fs.mkdir(path.join(root, "RJ888888", "folder.mp3"), { recursive: true });
  await insertWork(ctx.database.db, { id: 888888, files: [file("folder.mp3")] });
});
afterAll(() => ctx.close());

async function expectRefused(url: string, status?: number) {
  const response = await ctx.request({ method: "GET", url, token });
  expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, url).toBeLessThan(500);
  if (status) expect(response.statusCode, url).toBe(status);
  expect(response.body, url).not.toContain(SECRET);
  if (response.body) expect(response.json().error, url).toBeTypeOf("string");
}

describe("files are only ever read inside their work folder", () => {
  it("serves the legitimate file", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/media/stream/111111/0", token });
    expect(response.body).toBe("inside");
  });

  it.each([
    "../../secret.txt",
    "..%2F..%2Fsecret.txt",
    "%2e%2e%2f%2e%2e%2fsecret.txt",
    "..%252f..%252fsecret.txt",
    "a.mp3%2F..%2F..%2F..%2Fsecret.txt",
    "..%5C..%5Csecret.txt",
    "%2Fetc%2Fpasswd",
    "%2Ftmp%2Fsecret.txt",
    "a.mp3%00.txt",
  ])("refuses ?path=%s", async (evil) => {
    for (const route of ["stream", "download", "small-img", "check-lrc", "query-lrc"]) {
      await expectRefused(`/api/media/${route}/111111?path=${evil}`);
    }
  });

  it.each([
    "/api/media/stream/111111/..%2F..%2Fsecret.txt",
    "/api/media/stream/..%2F..%2Fsecret.txt",
    "/api/media/stream/111111%2F..%2F..%2Fsecret.txt",
    "/api/media/download/%2e%2e/%2e%2e/secret.txt",
    "/api/media/stream/111111/0/../../../secret.txt",
  ])("refuses the URL %s", async (url) => {
    await expectRefused(url);
  });

  it("refuses a work folder that points out of its root, by name or by symlink (403)", async () => {
    await expectRefused("/api/media/stream/222222/0", 403);
    await expectRefused("/api/media/download/333333/0", 403);
    await expectRefused("/api/media/small-img/333333?path=a.png", 403);
  });

  it("refuses symlinks inside a work folder that lead out of the root (403)", async () => {
    await expectRefused("/api/media/stream/444444?path=link.mp3", 403);
    await expectRefused("/api/media/download/444444?path=dir-link%2Fa.mp3", 403);
  });

  it("refuses database rows that name a path outside the work folder (403)", async () => {
    await expectRefused(`/api/media/stream/555555?path=${encodeURIComponent("../../secret.txt")}`, 403);
    await expectRefused("/api/media/stream/555555?path=raw.mp3", 403);
    await expectRefused(`/api/media/download/555555?path=${encodeURIComponent("/etc/hostname")}`, 403);
  });

  it("refuses works whose root alias is unknown or inactive (404)", async () => {
    await expectRefused("/api/media/stream/666666/0", 404);
    await expectRefused("/api/media/stream/777777/0", 404);
  });

  it("answers 404 for a directory where a file was listed", async () => {
    await expectRefused("/api/media/stream/888888/0", 404);
  });
});
