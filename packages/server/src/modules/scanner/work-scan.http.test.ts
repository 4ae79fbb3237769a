import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../../test/harness.ts";
import { runScan, scannerContext } from "../../../test/library/scanner-harness.ts";
import { writeLibrary } from "../../cli/sample-library.ts";

let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };
let root: string;
let userToken: string;
let guestToken: string;
const dir = () => path.join(root, "RJ01500001 作品");

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(1500001), fakeWork(500002)]);
  root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-work-scan-")), "lib");
  await writeLibrary(root, [
    { folder: "RJ01500001 作品", files: [{ name: "01.wav", wav: { seconds: 0.5 } }] },
    { folder: "RJ500002 もう一つ", files: [{ name: "01.wav", wav: { seconds: 0.5 } }] },
  ]);
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }] });
  await runScan(ctx);
  userToken = await ctx.createUser("listener", "user");
  guestToken = await ctx.createUser("visitor", "guest");
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const rescan = (id: string, token: string) =>
  ctx.request({ method: "POST", url: `/api/work/scan/${id}`, token });

describe("POST /api/work/scan/{id}", () => {
  it("re-reads one work's files for a signed-in user, by number or code, and answers its memo", async () => {
    await fs.writeFile(path.join(dir(), "01.lrc"), "[00:00.00]歌詞\n");
    await writeLibrary(dir(), [{ folder: "おまけ", files: [{ name: "02.wav", wav: { seconds: 1 } }] }]);
    const byNumber = await rescan("1500001", userToken);
    expect(byNumber.statusCode).toBe(200);
    const mtimeOf = async (file: string) => Math.floor((await fs.stat(path.join(dir(), file))).mtimeMs);
    // kikoeru's memo carries each audio file's duration (s) and mtime (ms) by its path; lyrics are not in it.
    expect(byNumber.json()).toEqual({
      memo: {
        totalDuration: 1.5,
        isContainLyric: true,
        importantPath: null,
        duration: { "01.wav": 0.5, "おまけ/02.wav": 1 },
        mtime: { "01.wav": await mtimeOf("01.wav"), "おまけ/02.wav": await mtimeOf("おまけ/02.wav") },
      },
    });
    const row = await ctx.database.db
      .selectFrom("works")
      .select(["lyric_status", "memo"])
      .where("id", "=", 1500001)
      .executeTakeFirstOrThrow();
    expect(row.lyric_status).toBe("local");
    const paths = await ctx.database.db
      .selectFrom("work_files")
      .select("path")
      .where("work_id", "=", 1500001)
      .orderBy("path")
      .execute();
    expect(paths.map((p) => p.path)).toEqual(["01.lrc", "01.wav", "おまけ/02.wav"]);
    expect((await rescan("RJ01500001", ctx.adminToken)).statusCode).toBe(200);
  });

  it("runs one rescan at a time per user: a second one meanwhile gets 429, another user's is not held up", async () => {
    const otherToken = await ctx.createUser("another", "user");
    const answers = await Promise.all([
      rescan("1500001", userToken),
      rescan("500002", userToken),
      rescan("500002", otherToken),
    ]);
    // The user's two requests race (either may reach the rescan first): one runs, the other is refused.
    const mine = answers.slice(0, 2);
    expect(mine.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(answers[2]!.statusCode).toBe(200);
    expect(mine.find((a) => a.statusCode === 429)!.json()).toEqual({
      error: "你已有一个作品正在重新扫描，请等它完成后再试",
      code: "WORK_SCAN_BUSY",
    });
    expect((await rescan("500002", userToken)).statusCode).toBe(200);
  });

  it("refuses guests, bad ids, unknown works and works whose folder is gone", async () => {
    expect((await rescan("1500001", guestToken)).statusCode).toBe(403);
    expect((await rescan("1500001", "")).statusCode).toBe(401);
    const bad = await rescan("RJ12", userToken);
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: "作品编号无效", code: "WORK_ID_INVALID" }]);
    const unknown = await rescan("RJ999998", userToken);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: "作品不存在", code: "WORK_NOT_FOUND" },
    ]);
    await ctx.database.db.updateTable("works").set({ dir: "../../etc" }).where("id", "=", 500002).execute();
    const escaping = await rescan("500002", userToken);
    expect([escaping.statusCode, escaping.json()]).toEqual([
      404,
      { error: "作品文件夹不存在或所在的根文件夹不可访问", code: "WORK_FOLDER_MISSING" },
    ]);
    await ctx.database.db
      .updateTable("works")
      .set({ dir: "RJ500002 もう一つ" })
      .where("id", "=", 500002)
      .execute();
  });

  it("rescans every work's files with PERFORM_LYRIC_SCAN (kikoeru's file scan)", async () => {
    await fs.writeFile(path.join(root, "RJ500002 もう一つ", "01.vtt"), "WEBVTT\n");
    const status = await runScan(ctx, "lyric-scan");
    expect(status.job?.message).toBe("扫描完成: 更新 1 个，失败 0 个，跳过 1 个.");
    // Read back after the scan, the finish sentence is the job's message, not a main log line as well.
    expect(status.state.mainLogs.map((line) => line.message)).not.toContain(status.job?.message);
    const row = await ctx.database.db
      .selectFrom("works")
      .select("lyric_status")
      .where("id", "=", 500002)
      .executeTakeFirstOrThrow();
    expect(row.lyric_status).toBe("local");
  });

  it("removes update.lock after a full scan completes the pending fix, and writes none otherwise", async () => {
    await fs.writeFile(ctx.lockFile, JSON.stringify({ fixVA: true }));
    expect(
      (await ctx.request({ method: "GET", url: "/api/version", token: userToken })).json().lockFileExists,
    ).toBe(true);
    const status = await runScan(ctx);
    expect(status.state.mainLogs.some((l) => l.message.includes("已删除 update.lock"))).toBe(true);
    await expect(fs.stat(ctx.lockFile)).rejects.toThrow();
    await runScan(ctx);
    await expect(fs.stat(ctx.lockFile)).rejects.toThrow();
  });
});
