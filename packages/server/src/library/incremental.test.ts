import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../test/harness.ts";
import { describeInOrder } from "../../test/in-order.ts";
import { runScan, scannerContext } from "../../test/library/scanner-harness.ts";
import { sineWav } from "../cli/sample-audio.ts";
import { writeLibrary } from "../cli/sample-library.ts";

let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };
let root: string;

const wav = (name: string, seconds: number) => ({ name, wav: { seconds } });
const db = () => ctx.database.db;
const work = (id: number) =>
  db().selectFrom("works").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const file = (id: number, p: string) =>
  db()
    .selectFrom("work_files")
    .selectAll()
    .where("work_id", "=", id)
    .where("path", "=", p)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  fake = await FakeMetadataServer.start([
    fakeWork(100001),
    fakeWork(100003),
    fakeWork(100004, { title: "新しい作品" }),
  ]);
  root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-inc-")), "lib");
  await writeLibrary(root, [
    { folder: "RJ100001 一", files: [wav("01.wav", 0.5), wav("02.wav", 0.25)] },
    {
      folder: "RJ100002 二",
      files: [wav("a.wav", 0.2)],
      metadata: { title: "ローカル二", vas: ["白石りん"] },
    },
    { folder: "RJ100003 三", files: [wav("a.wav", 0.2)] },
  ]);
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }] });
  const first = await runScan(ctx);
  expect(first.job?.counts).toMatchObject({ added: 3, failed: 0 });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describeInOrder("incremental rescans (in order: each step builds on the last)", () => {
  it("skips unchanged folders without asking any site or writing", async () => {
    const before = fake.requests.length;
    const updatedAt = (await work(100001)).updated_at;
    const status = await runScan(ctx);
    expect(status.job?.counts).toMatchObject({ total: 3, skipped: 3, added: 0, updated: 0, failed: 0 });
    expect(fake.requests.length).toBe(before);
    expect((await work(100001)).updated_at).toBe(updatedAt);
  });

  it("refreshes a changed work's file list, re-reading durations of changed files only", async () => {
    const dir = path.join(root, "RJ100001 一");
    const one = path.join(dir, "01.wav");
    const { mtime } = await fs.stat(one);
    // Same size and mtime but other content: an unchanged file must keep its stored duration.
    const swapped = sineWav(0.5, [880]);
    await fs.writeFile(one, swapped);
    await fs.utimes(one, mtime, mtime);
    await fs.writeFile(path.join(dir, "02.wav"), sineWav(1));
    await fs.writeFile(path.join(dir, "02.lrc"), "[00:00.00]歌詞\n");
    const before = fake.requests.length;
    const status = await runScan(ctx);
    expect(status.job?.counts).toMatchObject({ updated: 1, skipped: 2 });
    expect(fake.requests.length).toBe(before);
    expect((await file(100001, "02.wav")).duration).toBeCloseTo(1, 3);
    expect((await file(100001, "01.wav")).duration).toBeCloseTo(0.5, 3);
    const row = await work(100001);
    expect(row.lyric_status).toBe("local");
    expect(JSON.parse(row.memo)).toMatchObject({ totalDuration: 1.5, isContainLyric: true });
  });

  it("gives a new work metadata and leaves the others alone", async () => {
    await writeLibrary(root, [{ folder: "RJ100004 四", files: [wav("x.wav", 0.2)] }]);
    const before = fake.requests.length;
    const status = await runScan(ctx);
    expect(status.job?.counts).toMatchObject({ added: 1, skipped: 3 });
    const asked = fake.requests.slice(before).map((r) => r.url);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((u) => u.includes("100004") || u.includes("RJ101000"))).toBe(true);
    expect((await work(100004)).title).toBe("新しい作品");
  });

  it("re-reads an edited metadata file", async () => {
    const sidecar = path.join(root, "RJ100002 二", "kikoeru.json");
    await fs.writeFile(sidecar, JSON.stringify({ title: "改題された二", vas: ["白石りん", "月城かなで"] }));
    const status = await runScan(ctx);
    expect(status.job?.counts).toMatchObject({ updated: 1 });
    expect(await work(100002)).toMatchObject({ title: "改題された二", metadata_source: "local" });
    expect(
      await db().selectFrom("work_vas").select("va_id").where("work_id", "=", 100002).execute(),
    ).toHaveLength(2);
  });

  it("fails a work whose metadata file is invalid, naming the field", async () => {
    const sidecar = path.join(root, "RJ100002 二", "kikoeru.json");
    await fs.writeFile(sidecar, JSON.stringify({ title: "", release: "昨日" }));
    const status = await runScan(ctx);
    const failed = status.state.failedTasks.find((t) => t.rjcode === "100002");
    expect(failed?.logs.at(-1)?.message).toMatch(
      /^处理失败: kikoeru\.json 无效（title: title 不能为空；release: release 必须是 YYYY-MM-DD）/,
    );
    await fs.writeFile(sidecar, JSON.stringify({ title: "改題された二" }));
    expect((await runScan(ctx)).job?.counts.failed).toBe(0);
  });

  it("refreshes ratings and prices with the metadata update, never overwriting locked fields", async () => {
    await db()
      .updateTable("works")
      .set({ title: "ユーザーが付けた題名", locked_fields: JSON.stringify(["title", "tags"]) })
      .where("id", "=", 100003)
      .execute();
    await db().deleteFrom("work_tags").where("work_id", "=", 100003).execute();
    const w = fake.works.get(100003)!;
    Object.assign(w, { title: "サイトの新しい題名", price: 990, dl_count: 5555, rate_average_2dp: 3.21 });
    const status = await runScan(ctx, "update");
    expect(status.job?.message).toMatch(/^扫描完成: 更新 3 个，失败 0 个，跳过 1 个/);
    const row = await work(100003);
    expect(row).toMatchObject({
      title: "ユーザーが付けた題名",
      price: 990,
      dl_count: 5555,
      rate_average_2dp: 3.21,
    });
    expect(
      await db().selectFrom("work_tags").select("tag_id").where("work_id", "=", 100003).execute(),
    ).toEqual([]);
    expect(row.search_text).toContain("ゆーざーが付けた題名".normalize("NFKC"));
  });
});
