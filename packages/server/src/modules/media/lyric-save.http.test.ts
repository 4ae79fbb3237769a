import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";

let ctx: TestContext;
let admin: string;
let workDir: string;
let outside: string;
let previousUmask: number;

const LINES = [
  { time: 1000, timeEnd: 2500, text: "最初の行" },
  { time: 3000, text: "<b>二行目</b> & --> 記号" },
  { time: 2600, text: "消した行", deleted: true },
  { time: 4000, timeEnd: null, text: "三行目", extendedLyrics: ["第三行", { text: "third" }, 7] },
];

const save = (writePath: string, token = admin, workId = 123456, lrc: unknown = LINES) =>
  ctx.request({ method: "POST", url: `/api/media/save-lrc/${workId}`, token, payload: { writePath, lrc } });

beforeAll(async () => {
  // The server runs with umask 077 (owner-only data files); saved lyrics must still be world-readable.
  previousUmask = process.umask(0o077);
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  const root = await createLibrary(ctx);
  workDir = await addWork(ctx, root, {
    id: 123456,
    files: [
      { path: "sub/01.wav", bytes: wavBytes() },
      { path: "sub/old.vtt", bytes: "WEBVTT\n\n00:00.000 --> 00:01.000\n旧\n" },
      { path: "fake.vtt", bytes: "this is not a lyric" },
      { path: "cover.jpg", bytes: "jpeg" },
    ],
  });
  outside = path.join(ctx.dir, "outside");
  await fs.mkdir(outside);
  await fs.mkdir(path.join(workDir, "dir.vtt"));
  await fs.symlink(path.join(outside, "target.vtt"), path.join(workDir, "link.vtt"));
  await fs.symlink(outside, path.join(workDir, "sub", "escape"));
});
afterAll(async () => {
  await ctx.close();
  process.umask(previousUmask);
});

describe("POST /api/media/save-lrc/{workId}", () => {
  it("writes WebVTT inside the work folder, readable by all, and the work sees the new lyric", async () => {
    const response = await save("sub/01.vtt");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: true, path: "sub/01.vtt" });
    const file = path.join(workDir, "sub", "01.vtt");
    expect(await fs.readFile(file, "utf8")).toBe(
      [
        "WEBVTT",
        "",
        "1",
        "00:00:01.000 --> 00:00:02.500",
        "最初の行",
        "",
        "2",
        "00:00:03.000 --> 00:00:04.000",
        "&lt;b&gt;二行目&lt;/b&gt; &amp; --&gt; 記号",
        "",
        "3",
        "00:00:04.000 --> 00:00:09.000",
        "三行目",
        "第三行",
        "third",
        "",
      ].join("\n"),
    );
    expect((await fs.stat(file)).mode & 0o777).toBe(0o644);
    expect((await fs.readdir(path.join(workDir, "sub"))).filter((name) => name.endsWith(".tmp"))).toEqual([]);

    const check = await ctx.request({
      method: "GET",
      url: "/api/media/check-lrc/123456?path=sub/01.wav",
      token: admin,
    });
    expect(check.json()).toMatchObject({ result: true, lyricExtension: ".vtt" });
    expect(check.json().lrc).toContain("最初の行");
    const row = await ctx.database.db
      .selectFrom("works")
      .select("lyric_status")
      .where("id", "=", 123456)
      .executeTakeFirstOrThrow();
    expect(row.lyric_status).toBe("local");
  });

  it("overwrites a lyric saved before", async () => {
    const response = await save("sub/old.vtt", admin, 123456, [{ time: 0, text: "新" }]);
    expect(response.statusCode).toBe(200);
    expect(await fs.readFile(path.join(workDir, "sub", "old.vtt"), "utf8")).toContain("新");
  });

  it.each([
    ["../escape.vtt", 400, "LYRIC_PATH_INVALID"],
    ["sub/../../escape.vtt", 400, "LYRIC_PATH_INVALID"],
    ["/tmp/escape.vtt", 400, "LYRIC_PATH_INVALID"],
    ["sub\\..\\..\\escape.vtt", 400, "LYRIC_PATH_INVALID"],
    ["sub//01.vtt", 400, "LYRIC_PATH_INVALID"],
    ["./01.vtt", 400, "LYRIC_PATH_INVALID"],
    ["sub/.vtt", 400, "LYRIC_PATH_INVALID"],
    ["sub/a\nb.vtt", 400, "LYRIC_PATH_INVALID"],
    ["sub/escape/x.vtt", 400, "LYRIC_PATH_INVALID"],
    ["cover.jpg", 400, "VALIDATION_FAILED"],
    ["sub/01.lrc", 400, "VALIDATION_FAILED"],
    ["sub/01.vtt.txt", 400, "VALIDATION_FAILED"],
    ["missing/x.vtt", 404, "LYRIC_FOLDER_MISSING"],
    ["fake.vtt", 409, "LYRIC_TARGET_NOT_LYRIC"],
    ["dir.vtt", 409, "LYRIC_TARGET_NOT_LYRIC"],
    ["link.vtt", 409, "LYRIC_TARGET_NOT_LYRIC"],
  ])("refuses %s with %i %s and writes nothing", async (writePath, status, code) => {
    const response = await save(writePath);
    expect([response.statusCode, response.json().code]).toEqual([status, code]);
    expect(await fs.readdir(outside)).toEqual([]);
    expect(await fs.readFile(path.join(workDir, "fake.vtt"), "utf8")).toBe("this is not a lyric");
  });

  it("refuses a NUL in the path and malformed lines with 400", async () => {
    expect((await save("sub/a\u0000.vtt")).statusCode).toBe(400);
    expect((await save("sub/x.vtt", admin, 123456, [{ time: -1, text: "x" }])).statusCode).toBe(400);
    expect((await save("sub/x.vtt", admin, 123456, [{ time: "1", text: "x" }])).statusCode).toBe(400);
    expect((await save("sub/x.vtt", admin, 123456, "[00:01.00]x")).statusCode).toBe(400);
  });

  it("answers 404 for an unknown work", async () => {
    expect((await save("x.vtt", admin, 999999)).statusCode).toBe(404);
  });

  it("is for administrators only", async () => {
    const user = await ctx.createUser("listener", "user");
    const guest = await ctx.createUser("visitor", "guest");
    expect((await save("sub/u.vtt", user)).json().code).toBe("ADMIN_ONLY");
    expect((await save("sub/g.vtt", guest)).statusCode).toBe(403);
    await expect(fs.stat(path.join(workDir, "sub", "u.vtt"))).rejects.toThrow();
  });

  it("writes an audit entry", async () => {
    await save("sub/audited.vtt");
    const row = await ctx.database.db
      .selectFrom("audit_log")
      .select(["actor", "action", "detail"])
      .where("action", "=", "lyrics.save")
      .where("detail", "like", "%audited%")
      .executeTakeFirstOrThrow();
    expect(row.actor).toBe("admin");
    expect(JSON.parse(row.detail)).toMatchObject({ path: "sub/audited.vtt", lines: 4 });
  });
});
