import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createKikoeruDb, insertRows, kikoeruHash } from "../../../test/fakes/kikoeru-db.ts";
import { count, kikoeruInstall, runImport } from "../../../test/fakes/kikoeru-install.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { parseImportArgs } from "../../cli/import-command.ts";
import { sineWav } from "../../cli/sample-audio.ts";
import { vaIdOf } from "../../library/ids.ts";

const KIKOERU_SECRET = "0f".repeat(32);
const USER = "ユーザー太郎";
const USER_PASSWORD = "秘密のパス";

/** Our library: two of the three works' folders (the third is gone), with three tracks each. */
async function library(ctx: TestContext): Promise<string> {
  const root = path.join(ctx.dir, "library");
  for (const dir of ["サークル/RJ100001 眠れない夜", "RJ100002"]) {
    await fs.mkdir(path.join(root, dir), { recursive: true });
    for (const name of ["01.wav", "02.wav", "03.wav"])
      await fs.writeFile(path.join(root, dir, name), sineWav(0.2));
  }
  return root;
}

function fill067(file: string) {
  const db = createKikoeruDb(file, "number178");
  insertRows(db, "t_circle", [{ id: 12345, name: "月光工房" }]);
  const work = {
    root_folder: "旧库",
    circle_id: 12345,
    nsfw: 1,
    dl_count: 100,
    price: 1100,
    review_count: 2,
    rate_count: 3,
    rate_average_2dp: 4.5,
  };
  insertRows(db, "t_work", [
    {
      ...work,
      id: 100001,
      dir: "サークル\\RJ100001 眠れない夜",
      title: "眠れない夜の耳かき",
      release: "2021-03-04",
      rate_count_detail: '[{"review_point":5,"count":3,"ratio":100}]',
      rank: null,
      lyric_status: "",
      memo: "{}",
      created_at: "2023-01-02 03:04:05",
    },
    {
      ...work,
      id: 100002,
      dir: "RJ100002",
      title: "雨音",
      nsfw: 0,
      release: '["2020-05-06","2020","05","06"]',
      rate_count_detail: null,
      rank: '[{"term":"day","category":"voice","rank":3,"rank_date":"2020-05-07"}]',
      lyric_status: null,
      memo: "{}",
    },
    {
      ...work,
      id: 100003,
      dir: "RJ100003",
      title: "消えた作品",
      release: null,
      rate_count_detail: null,
      rank: null,
      lyric_status: "local",
      memo: "{}",
    },
  ]);
  insertRows(db, "t_tag", [
    { id: 497, name: "ASMR" },
    { id: 62, name: "耳かき" },
  ]);
  insertRows(db, "r_tag_work", [
    { tag_id: 497, work_id: 100001 },
    { tag_id: 62, work_id: 100001 },
    { tag_id: 497, work_id: 100002 },
  ]);
  insertRows(db, "t_va", [{ id: vaIdOf("青空みなみ"), name: "青空みなみ" }]);
  insertRows(db, "r_va_work", [
    { va_id: vaIdOf("青空みなみ"), work_id: 100001 },
    { va_id: vaIdOf("青空みなみ"), work_id: 100002 },
  ]);
  insertRows(db, "t_user", [
    { name: "admin", password: kikoeruHash("admin", KIKOERU_SECRET), group: "administrator" },
    { name: USER, password: kikoeruHash(USER_PASSWORD, KIKOERU_SECRET), group: "user" },
    { name: "guest1", password: kikoeruHash("guestpw", KIKOERU_SECRET), group: "guest" },
  ]);
  const at = { created_at: "2024-02-03 04:05:06", updated_at: "2024-02-04 05:06:07" };
  insertRows(db, "t_review", [
    { user_name: USER, work_id: "100001", rating: 5, review_text: "最高でした", progress: "listened", ...at },
    { user_name: USER, work_id: "100002", rating: 0, review_text: null, progress: "", ...at },
    { user_name: USER, work_id: "100003", rating: 3, review_text: null, progress: "postponed", ...at },
    { user_name: "guest1", work_id: "100001", rating: null, review_text: null, progress: "marked", ...at },
    { user_name: "guest1", work_id: "100002", rating: 7, review_text: null, progress: "replay", ...at },
    { user_name: "guest1", work_id: "100003", rating: 1, review_text: null, progress: "listening", ...at },
    { user_name: "admin", work_id: "100001", rating: 4, review_text: null, progress: "listening", ...at },
  ]);
  const entry = (index: number, title: string) => ({
    hash: `100001/${index}`,
    title,
    mediaStreamUrl: `/api/media/stream/100001/${index}`,
  });
  const queue = [entry(0, "01.wav"), entry(1, "03.wav"), entry(2, "消えたトラック.wav")];
  insertRows(db, "t_play_histroy", [
    { user_name: USER, work_id: 100001, state: JSON.stringify({ queue, index: 1, seconds: 42.5 }), ...at },
    { user_name: "guest1", work_id: 100002, state: "{not json", ...at },
  ]);
  const task = (id: number, work_id: number, audio_path: string, status: number) => ({
    id,
    work_id,
    audio_path,
    status,
    worker_name: status > 1 ? "gpu-1" : "",
    worker_status: "",
    secret: "",
    ...at,
  });
  insertRows(db, "t_translate_task", [
    task(1, 100001, "01.wav", 1),
    task(2, 100001, "sub\\02.wav", 2),
    task(3, 100002, "01.wav", 3),
    { ...task(4, 100002, "02.wav", 4), worker_status: "CUDA out of memory" },
    task(5, 100002, "03.wav", 3),
    task(6, 100001, "03.wav", 0),
  ]);
  db.close();
}

let ctx: TestContext;
afterEach(async () => ctx?.close());

describe("npm run import: a kikoeru 0.6.7 database", () => {
  async function setUp() {
    ctx = await createTestContext();
    const root = await library(ctx);
    await ctx.config.update({ rootFolders: [{ name: "lib", path: root }] });
    const install = await kikoeruInstall(ctx, KIKOERU_SECRET);
    fill067(install.db);
    await fs.writeFile(path.join(install.program, "sqlite", "lyrics", "3.lrc"), "[00:01.00]こんにちは\n");
    await fs.writeFile(path.join(install.program, "covers", "RJ100003_img_main.jpg"), "jpeg");
    return { install, args: ["--db", install.db, "--config", install.config, "--map-root", "旧库=lib"] };
  }

  it("imports every kind, users log in with their old passwords, and a second run changes nothing", async () => {
    const { args } = await setUp();
    const first = await runImport(ctx, args);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("作品：导入 3，跳过 0");
    expect(first.output).toContain("用户：导入 2，跳过 1");
    expect(first.output).toContain("评价与进度：导入 6，跳过 1");
    expect(first.output).toContain("播放记录：导入 1，跳过 1");
    expect(first.output).toContain("AI 歌词任务：导入 5，跳过 1");
    expect(first.output).toContain("封面：导入 1");
    expect(await count(ctx, "works")).toBe(3);
    expect(await count(ctx, "users")).toBe(3);

    // The same-name admin is ours: its password is unchanged.
    await ctx.login("admin", ADMIN_PASSWORD);
    const token = await ctx.login(USER, USER_PASSWORD);
    const upgraded = await ctx.database.db
      .selectFrom("users")
      .select("password")
      .where("name", "=", USER)
      .executeTakeFirstOrThrow();
    expect(upgraded.password).toMatch(/^\$argon2id\$/);
    await ctx.login(USER, USER_PASSWORD);
    await expect(ctx.login("guest1", "wrong")).rejects.toThrow();

    const works = await ctx.request({ method: "GET", url: "/api/works", token });
    expect(
      works
        .json()
        .works.map((w: { id: number }) => w.id)
        .sort(),
    ).toEqual([100001, 100002]);
    const work = (await ctx.request({ method: "GET", url: "/api/work/100002", token })).json();
    expect(work.release).toBe("2020-05-06");
    expect(work.circle).toEqual({ id: 12345, name: "月光工房" });
    const tracks = (await ctx.request({ method: "GET", url: "/api/tracks/100001", token })).json();
    expect(tracks.map((t: { title: string }) => t.title)).toEqual(["01.wav", "02.wav", "03.wav"]);

    const reviews = await ctx.database.db
      .selectFrom("reviews")
      .selectAll()
      .orderBy("user_name")
      .orderBy("work_id")
      .execute();
    expect(reviews.map((r) => [r.user_name, Number(r.work_id), r.rating, r.progress])).toEqual([
      ["guest1", 100001, null, "marked"],
      ["guest1", 100002, null, "replay"],
      ["guest1", 100003, 1, "listening"],
      [USER, 100001, 5, "listened"],
      [USER, 100002, null, null],
      [USER, 100003, 3, "postponed"],
    ]);
    expect(Number(reviews[3]!.created_at)).toBe(Date.UTC(2024, 1, 3, 4, 5, 6));
    const replay = await ctx.request({ method: "GET", url: "/api/review?filter=listened", token });
    expect(replay.json().works.map((w: { id: number }) => w.id)).toEqual([100001]);

    const history = await ctx.database.db.selectFrom("play_history").selectAll().executeTakeFirstOrThrow();
    const state = JSON.parse(history.state);
    expect(state.queue.map((e: { hash: string }) => e.hash)).toEqual(["100001/0", "100001/2"]);
    expect(state.queue[1].mediaStreamUrl).toBe("/api/media/stream/100001/2");
    expect([state.index, state.seconds]).toEqual([1, 42.5]);
    expect(first.output).toContain("播放队列中的 消えたトラック.wav 在作品 RJ100001 中已找不到，已移除");

    const tasks = await ctx.database.db.selectFrom("lyric_tasks").selectAll().orderBy("id").execute();
    expect(tasks.map((t) => [t.audio_path, t.status])).toEqual([
      ["01.wav", 1],
      ["sub/02.wav", 1],
      ["01.wav", 3],
      ["02.wav", 4],
      ["03.wav", 1],
    ]);
    expect([tasks[3]!.error, tasks[3]!.worker_name, tasks[1]!.worker_name]).toEqual([
      "CUDA out of memory",
      "gpu-1",
      "",
    ]);
    expect(await fs.readFile(path.join(ctx.dir, "lyrics", `${tasks[2]!.id}.lrc`), "utf8")).toContain(
      "こんにちは",
    );
    const dialog = await ctx.request({ method: "GET", url: "/api/media/check-lrc/100002/0", token });
    expect([dialog.json().result, dialog.json().hash, dialog.json().lrc]).toEqual([
      true,
      `ai/${tasks[2]!.id}`,
      expect.stringContaining("こんにちは"),
    ]);
    const flags = await ctx.database.db
      .selectFrom("works")
      .select(["id", "lyric_status", "missing_since"])
      .orderBy("id")
      .execute();
    expect(flags.map((f) => [f.lyric_status, f.missing_since === null])).toEqual([
      ["", true],
      ["ai", true],
      ["", false],
    ]);
    expect(await fs.readFile(path.join(ctx.paths.coversDir, "RJ100003_img_main.jpg"), "utf8")).toBe("jpeg");
    const reports = (await fs.readdir(ctx.dir)).filter((f) => f.startsWith("import-report-"));
    expect(reports).toHaveLength(1);
    const saved = JSON.parse(await fs.readFile(path.join(ctx.dir, reports[0]!), "utf8"));
    expect(saved.groups.users.skips).toEqual([
      { key: "admin", reason: "已有同名用户，未覆盖（其评价和播放记录也不导入）" },
    ]);

    const second = await runImport(ctx, args);
    expect(second.code).toBe(0);
    expect(second.output).toContain("没有新的内容");
    expect(second.output).toContain("用户：导入 0，跳过 3");
    expect(second.output).toContain("评价与进度：导入 0，跳过 7");
    for (const [table, n] of [
      ["works", 3],
      ["users", 3],
      ["reviews", 6],
      ["play_history", 1],
      ["lyric_tasks", 5],
    ] as const) {
      expect(await count(ctx, table)).toBe(n);
    }
  });

  it("plans without writing in a dry run", async () => {
    const { args } = await setUp();
    const before = await fs.readdir(ctx.dir, { recursive: true });
    const dry = await runImport(ctx, [...args, "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.output).toContain("试运行");
    expect(dry.output).toContain("t_play_histroy：2 行");
    expect(dry.output).toContain("评价与进度：导入 6，跳过 1");
    expect(dry.output).toContain("AI 歌词任务：导入 5，跳过 1");
    expect(await count(ctx, "works")).toBe(0);
    expect(await count(ctx, "users")).toBe(1);
    expect(await count(ctx, "reviews")).toBe(0);
    expect(await fs.readdir(ctx.dir, { recursive: true })).toEqual(before);
  });

  it("stops, naming it, at a root alias with no folder here, and at a corrupt database or config", async () => {
    const { install } = await setUp();
    const unmapped = await runImport(ctx, ["--db", install.db, "--config", install.config]);
    expect(unmapped.code).toBe(2);
    expect(unmapped.output).toContain("kikoeru 的根文件夹 旧库 在这里没有对应");
    expect(await count(ctx, "users")).toBe(1);

    const garbage = path.join(ctx.dir, "garbage.sqlite3");
    await fs.writeFile(garbage, "this is not a database at all, not even close");
    const corrupt = await runImport(ctx, [
      "--db",
      garbage,
      "--config",
      install.config,
      "--map-root",
      "旧库=lib",
    ]);
    expect([corrupt.code, corrupt.output]).toEqual([
      2,
      expect.stringContaining(`无法读取 kikoeru 数据库 ${garbage}`),
    ]);

    await fs.writeFile(install.config, "{ md5secret: oops");
    const badConfig = await runImport(ctx, ["--db", install.db, "--config", install.config]);
    expect([badConfig.code, badConfig.output]).toEqual([
      2,
      expect.stringContaining(`无法读取 kikoeru 配置文件 ${install.config}`),
    ]);
    expect(() =>
      parseImportArgs(["--db", install.db, "--config", install.config, "--only", "works,stars"]),
    ).toThrow("--only 只接受");
    expect(await count(ctx, "works")).toBe(0);
  });

  it("refuses while a scan holds the scanner lock, as npm run scan does", async () => {
    const { args } = await setUp();
    const now = Date.now();
    await ctx.database.db
      .insertInto("jobs")
      .values({
        kind: "scan",
        state: "running",
        lock_key: "scanner",
        started_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const busy = await runImport(ctx, args);
    expect([busy.code, busy.output]).toEqual([2, expect.stringContaining("已有扫描任务在运行")]);
    expect(await count(ctx, "works")).toBe(0);
  });
});
