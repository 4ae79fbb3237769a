import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../test/harness.ts";
import { describeInOrder } from "../../test/in-order.ts";
import { runScan, scannerContext } from "../../test/library/scanner-harness.ts";
import { writeLibrary } from "../cli/sample-library.ts";

let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };
let one: string;
let two: string;

const db = () => ctx.database.db;
const work = (id: number) =>
  db().selectFrom("works").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const wav = { name: "a.wav", wav: { seconds: 0.2 } };

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(200001), fakeWork(200002), fakeWork(200003)]);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-missing-"));
  one = path.join(dir, "one");
  two = path.join(dir, "two");
  await writeLibrary(one, [
    { folder: "RJ200001 エックス", files: [wav] },
    { folder: "RJ200002 ワイ", files: [wav] },
  ]);
  await writeLibrary(two, [{ folder: "RJ200003 ゼット", files: [wav] }]);
  ctx = await scannerContext(fake, {
    rootFolders: [
      { name: "one", path: one },
      { name: "two", path: two },
    ],
  });
  expect((await runScan(ctx)).job?.counts.added).toBe(3);
  const now = Date.now();
  await db()
    .insertInto("reviews")
    .values({
      user_name: "admin",
      work_id: 200001,
      rating: 5,
      review_text: "最高",
      progress: "listened",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db()
    .insertInto("play_history")
    .values({ user_name: "admin", work_id: 200001, state: "{}", created_at: now, updated_at: now })
    .execute();
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describeInOrder("nothing is lost (in order)", () => {
  it("marks a work whose folder is gone as missing and keeps its review and history", async () => {
    await fs.rename(
      path.join(one, "RJ200001 エックス"),
      path.join(os.tmpdir(), `kikoeru-away-${process.pid}-${Date.now()}`),
    );
    const status = await runScan(ctx);
    expect(status.job?.counts).toMatchObject({ missing: 1, skipped: 2 });
    expect((await work(200001)).missing_since).toBeGreaterThan(0);
    expect(await db().selectFrom("reviews").select("rating").where("work_id", "=", 200001).execute()).toEqual(
      [{ rating: 5 }],
    );
    expect(await db().selectFrom("play_history").select("work_id").execute()).toEqual([{ work_id: 200001 }]);
  });

  it("brings a work back when its folder reappears elsewhere, matched by code", async () => {
    await writeLibrary(two, [{ folder: "移動先/RJ200001 エックス（移動）", files: [wav] }]);
    await fs.rename(path.join(one, "RJ200002 ワイ"), path.join(two, "RJ200002 ワイ"));
    const status = await runScan(ctx);
    expect(status.job?.counts).toMatchObject({ updated: 2, added: 0, missing: 0 });
    expect(await work(200001)).toMatchObject({
      root_folder: "two",
      dir: "移動先/RJ200001 エックス（移動）",
      missing_since: null,
    });
    expect(await work(200002)).toMatchObject({
      root_folder: "two",
      dir: "RJ200002 ワイ",
      missing_since: null,
    });
    expect(await db().selectFrom("reviews").select("rating").where("work_id", "=", 200001).execute()).toEqual(
      [{ rating: 5 }],
    );
  });

  it("never marks the works of an unreachable root missing, and says so", async () => {
    const away = `${two}-unmounted`;
    await fs.rename(two, away);
    try {
      const status = await runScan(ctx);
      expect(status.job?.state).toBe("finished");
      expect(status.job?.counts.missing).toBe(0);
      expect(
        status.state.mainLogs.some(
          (l) =>
            l.level === "error" && l.message.includes("根文件夹「two」") && l.message.includes("无法访问"),
        ),
      ).toBe(true);
      for (const id of [200001, 200002, 200003]) expect((await work(id)).missing_since).toBeNull();
      await fs.mkdir(two);
      const empty = await runScan(ctx);
      expect(empty.job?.counts.missing).toBe(0);
      expect(empty.state.mainLogs.some((l) => l.message.includes("是空的"))).toBe(true);
      await fs.rmdir(two);
    } finally {
      await fs.rename(away, two);
    }
  });

  it("honours skipCleanup", async () => {
    await fs.rm(path.join(two, "RJ200003 ゼット"), { recursive: true });
    await ctx.config.update({ skipCleanup: true });
    const status = await runScan(ctx);
    expect(status.job?.counts.missing).toBe(0);
    expect((await work(200003)).missing_since).toBeNull();
    await ctx.config.update({ skipCleanup: false });
    expect((await runScan(ctx)).job?.counts.missing).toBe(1);
  });

  it("marks the works of a root removed from the settings missing, and revives them when it returns", async () => {
    await ctx.config.update({ rootFolders: [{ name: "one", path: one }] });
    expect((await runScan(ctx)).job?.counts.missing).toBe(2);
    await ctx.config.update({
      rootFolders: [
        { name: "renamed", path: two },
        { name: "one", path: one },
      ],
    });
    const status = await runScan(ctx);
    expect(status.job?.counts.updated).toBe(2);
    expect(await work(200002)).toMatchObject({ root_folder: "renamed", missing_since: null });
  });
});
