import fs from "node:fs/promises";
import path from "node:path";
import { formatWorkCode } from "@kikoeru/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeMetadataServer } from "../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../test/harness.ts";
import { buildFixtureLibrary, fakeCatalog, IDS } from "../../test/library/fixtures.ts";
import { runScan, scannerContext } from "../../test/library/scanner-harness.ts";
import { coverFileName } from "./covers.ts";
import { vaIdOf } from "./ids.ts";

let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };
let status: Awaited<ReturnType<typeof runScan>>;

beforeAll(async () => {
  fake = await FakeMetadataServer.start(fakeCatalog());
  const dir = await fs.mkdtemp(path.join((await import("node:os")).tmpdir(), "kikoeru-lib-"));
  const { main, second } = await buildFixtureLibrary(dir);
  ctx = await scannerContext(fake, {
    rootFolders: [
      { name: "main", path: main },
      { name: "second", path: second },
    ],
    tagLanguage: "zh-cn",
  });
  status = await runScan(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const db = () => ctx.database.db;
const work = (id: number) =>
  db().selectFrom("works").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const files = (id: number) =>
  db().selectFrom("work_files").selectAll().where("work_id", "=", id).orderBy("path").execute();
const vaNames = async (id: number) =>
  (
    await db()
      .selectFrom("work_vas")
      .innerJoin("vas", "vas.id", "work_vas.va_id")
      .select(["vas.name", "vas.id"])
      .where("work_id", "=", id)
      .orderBy("position")
      .execute()
  ).map((r) => r.name);

describe("first full scan of the fixture library", () => {
  it("finishes with the kikoeru message and counts", () => {
    expect(status.running).toBe(false);
    expect(status.job?.state).toBe("finished");
    expect(status.job?.message).toMatch(/^扫描完成: 更新 0 个，新增 10 个，跳过 0 个，失败 2 个/);
    expect(status.job?.counts).toMatchObject({ added: 10, failed: 2 });
    // The results outlive the scan, so the admin page opened afterwards still lists them.
    expect(status.state.results.filter((r) => r.result === "added")).toHaveLength(10);
    expect(status.state.results.filter((r) => r.result === "failed")).toHaveLength(2);
  });

  it("finds RJ 6/8 digit, BJ and VJ codes in any case, nested one level, not deeper than the depth", async () => {
    const ids = (await db().selectFrom("works").select("id").orderBy("id").execute()).map((r) => r.id);
    expect(ids).toEqual(
      [
        IDS.basic,
        IDS.noVa,
        IDS.hvdb,
        IDS.failing,
        IDS.local,
        IDS.peer,
        IDS.translation,
        IDS.sjis,
        IDS.eight,
        IDS.bj,
        IDS.vj,
      ].sort((a, b) => a - b),
    );
    expect((await work(IDS.eight)).dir).toBe("サークル別/RJ01234567 八桁の作品");
    expect((await work(IDS.bj)).dir).toBe("bj01234567 ブックス作品");
  });

  it("reports the duplicate code instead of merging it", () => {
    const dup = status.state.failedTasks.find((t) => t.rjcode === "123456");
    expect(dup?.logs.at(-1)?.message).toMatch(/^处理失败: 编号重复/);
    expect(status.state.mainLogs.some((l) => l.message.includes("编号重复: RJ123456"))).toBe(true);
  });

  it("stores DLsite page metadata in the tag language, with ratings from the ajax", async () => {
    const row = await work(IDS.basic);
    expect(row).toMatchObject({
      title: "耳かきと添い寝",
      root_folder: "main",
      nsfw: 1,
      age_category: "adult",
      release: "2022-04-05",
      series: "SRI0000012345",
      dl_count: 1234,
      price: 1320,
      rate_count: 78,
      rate_average_2dp: 4.56,
      review_count: 9,
      metadata_source: "dlsite",
      lyric_status: "local",
      missing_since: null,
    });
    expect(JSON.parse(row.rank ?? "null")).toEqual([
      { term: "week", category: "voice", rank: 3, rank_date: "2024-01-01" },
    ]);
    expect(JSON.parse(row.rate_count_detail)).toHaveLength(5);
    expect(await vaNames(IDS.basic)).toEqual(["青空みなみ", "小鳥遊ひより"]);
    const circle = await db()
      .selectFrom("circles")
      .selectAll()
      .where("id", "=", row.circle_id!)
      .executeTakeFirst();
    expect(circle).toEqual({ id: 10000 + (IDS.basic % 97), name: `テストサークル${IDS.basic % 97}` });
    const tags = await db()
      .selectFrom("work_tags")
      .innerJoin("tags", "tags.id", "work_tags.tag_id")
      .select(["tags.id", "tags.name"])
      .where("work_id", "=", IDS.basic)
      .orderBy("tags.id")
      .execute();
    expect(tags).toEqual([
      { id: 160, name: "治愈" },
      { id: 497, name: "ASMR" },
    ]);
    const page = fake.requestsFor(`/maniax/work/=/product_id/RJ123456.html`)[0];
    expect(page?.cookie).toBe("locale=zh-cn");
    expect(row.search_text).toContain(
      "耳かきと添い寝"
        .normalize("NFKC")
        .toLowerCase()
        .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60)),
    );
  });

  it("uses the VA uuid v5 of kikoeru", async () => {
    const va = await db()
      .selectFrom("vas")
      .selectAll()
      .where("name", "=", "青空みなみ")
      .executeTakeFirstOrThrow();
    expect(va.id).toBe(vaIdOf("青空みなみ"));
    expect(va.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("falls back to product.json (VJ), HVDB for voice actors, and the peer", async () => {
    expect(await work(IDS.vj)).toMatchObject({ title: "ボイス作品", metadata_source: "dlsite" });
    expect(fake.requestsFor("/pro/api/=/product.json?workno=VJ123456")).toHaveLength(1);
    expect(await vaNames(IDS.hvdb)).toEqual(["月城かなで", "白石りん"]);
    expect(await work(IDS.peer)).toMatchObject({ title: "ピアだけが知る作品", metadata_source: "peer" });
    expect(await vaNames(IDS.peer)).toEqual(["桜井ゆずき"]);
    expect(fake.requestsFor("/api/workInfo/666666")).toHaveLength(1);
  });

  it("stores R-15 works as not adults-only, with their category, from the page, product.json and the peer", async () => {
    for (const id of [IDS.bj, IDS.vj, IDS.peer]) {
      expect(await work(id), formatWorkCode(id)).toMatchObject({ nsfw: 0, age_category: "r15" });
    }
  });

  it("keeps a work without voice actors, with none", async () => {
    expect(await work(IDS.noVa)).toMatchObject({ title: "声優なしの作品", metadata_source: "dlsite" });
    expect(await vaNames(IDS.noVa)).toEqual([]);
  });

  it("fails a work whose metadata nobody has, with its reason, but keeps its files", async () => {
    const failed = status.state.failedTasks.find((t) => t.rjcode === "444444");
    expect(failed?.result).toBe("failed");
    expect(failed?.logs.at(-1)?.message).toMatch(/^处理失败: 元数据获取失败: DLsite: .*peer: /);
    expect(await work(IDS.failing)).toMatchObject({
      title: "RJ444444 取得できない作品",
      metadata_source: null,
    });
    expect(await files(IDS.failing)).toHaveLength(1);
  });

  it("reads a local metadata file and its cover without asking any site", async () => {
    expect(await work(IDS.local)).toMatchObject({
      title: "ローカルの作品",
      metadata_source: "local",
      nsfw: 0,
      age_category: "general",
      release: "2021-02-03",
      price: 550,
      rate_average_2dp: 4.2,
    });
    expect(fake.requests.filter((r) => r.url.includes("555555"))).toEqual([]);
    const tagIds = (
      await db().selectFrom("work_tags").select("tag_id").where("work_id", "=", IDS.local).execute()
    ).map((r) => r.tag_id);
    expect(tagIds).toContain(497);
    expect(tagIds.some((id) => id >= 2 ** 52)).toBe(true);
    const main = await sharp(path.join(ctx.paths.coversDir, coverFileName(IDS.local, "main"))).metadata();
    expect(main.width).toBe(560);
  });

  it("stores every file with type, size, mtime and music-metadata durations (wav, mp3, flac)", async () => {
    const rows = await files(IDS.eight);
    expect(rows.map((r) => [r.path, r.type])).toEqual([
      ["mp3/track1.mp3", "audio"],
      ["wav/track1.wav", "audio"],
      ["wav/track2.wav", "audio"],
    ]);
    // An MP3 carries encoder delay and padding: a little longer than the tone.
    expect(rows[0]!.duration).toBeGreaterThan(1.45);
    expect(rows[0]!.duration).toBeLessThan(1.65);
    expect(rows[1]!.duration).toBeCloseTo(1.5, 3);
    expect(rows[2]!.size).toBe(44 + 8000 * 2);
    expect(rows[2]!.mtime).toBeGreaterThan(Date.now() - 600_000);
    const flac = (await files(IDS.bj)).find((r) => r.path === "extra.flac");
    expect(flac?.duration).toBeCloseTo(1.25, 2);
    const memo = JSON.parse((await work(IDS.eight)).memo);
    expect(memo.totalDuration).toBeCloseTo(rows[0]!.duration! + 2.5, 3);
    expect(memo.isContainLyric).toBe(false);
  });

  it("matches lyrics by base name and sets the local lyric flag", async () => {
    expect(JSON.parse((await work(IDS.basic)).memo)).toMatchObject({
      isContainLyric: true,
      totalDuration: 1.3,
    });
    expect((await work(IDS.noVa)).lyric_status).toBe("");
    const types = Object.fromEntries((await files(IDS.basic)).map((r) => [r.path, r.type]));
    expect(types).toEqual({
      "01_はじめに.wav": "audio",
      "readme.txt": "text",
      "本編/02_耳かき.lrc": "text",
      "本編/02_耳かき.wav": "audio",
    });
  });

  it("decodes a Shift_JIS file name and keeps its raw bytes", async () => {
    const [row, lyric] = (await files(IDS.sjis)).sort((a, b) => a.path.localeCompare(b.path));
    expect(row).toMatchObject({ path: "トラック01.srt", raw_path: null });
    expect(lyric).toMatchObject({ path: "トラック01.wav", type: "audio" });
    expect(Buffer.from(lyric!.raw_path!, "hex").toString("latin1")).toBe(
      Buffer.concat([
        Buffer.from([0x83, 0x67, 0x83, 0x89, 0x83, 0x62, 0x83, 0x4e]),
        Buffer.from("01.wav"),
      ]).toString("latin1"),
    );
    expect(lyric!.duration).toBeCloseTo(0.6, 3);
    expect((await work(IDS.sjis)).lyric_status).toBe("local");
  });

  it("downloads main, sam and 240x240 covers, makes a missing size, and uses the original's images for a translation", async () => {
    for (const id of [IDS.basic, IDS.eight, IDS.translation, IDS.bj]) {
      for (const type of ["main", "sam", "240x240"] as const) {
        const file = path.join(ctx.paths.coversDir, coverFileName(id, type));
        expect((await fs.stat(file)).size, `${formatWorkCode(id)} ${type}`).toBeGreaterThan(0);
      }
    }
    const made = await sharp(path.join(ctx.paths.coversDir, "RJ01234567_img_240x240.jpg")).metadata();
    expect([made.width, made.height]).toEqual([240, 240]);
    expect(fake.requestsFor("/modpub/images2/work/doujin/RJ124000/RJ123456_img_main.jpg").length).toBe(2);
    expect(fake.requestsFor("RJ777777_img")).toEqual([]);
    expect(
      fake.requestsFor("/resize/images2/work/doujin/RJ01235000/RJ01234567_img_main_240x240.jpg"),
    ).toHaveLength(1);
    expect(fake.requestsFor("/modpub/images2/work/books/BJ01235000/BJ01234567_img_main.jpg")).toHaveLength(1);
  });
});
