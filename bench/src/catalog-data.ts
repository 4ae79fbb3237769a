import { createHash } from "node:crypto";
import {
  dataPaths,
  migrateToLatest,
  openDatabase,
  prepareDataDir,
  refreshSearchText,
} from "@kikoeru/server/tooling";
import SqliteDriver from "better-sqlite3";

/** Names and ids the benchmark queries (taken from the generated data so every query has hits). */
export interface CatalogSample {
  workIds: number[];
  vaIds: string[];
  tagIds: number[];
  circleIds: number[];
  words: string[];
  shortWords: string[];
}

const SYLLABLES =
  "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわん".split("");
const KANJI = "山田佐藤鈴木高橋伊藤渡辺中村小林加藤吉田花子美咲結衣陽菜葵優奈彩乃桜".split("");
const WORDS = [
  "ささやき",
  "耳かき",
  "癒し",
  "添い寝",
  "催眠",
  "囁き",
  "バイノーラル",
  "ASMR",
  "お姉さん",
  "幼なじみ",
  "メイド",
  "ボイス",
  "安眠",
  "オノマトペ",
  "マッサージ",
  "シャンプー",
  "雨音",
  "焚き火",
  "ナース",
  "図書館",
];
const PRICES = [0, 110, 220, 330, 440, 550, 660, 770, 880, 990, 1100, 1320, 1650, 1980, 2200, 2750];
const LYRIC = ["", "", "", "", "local", "ai", "ai_local"];

/** Deterministic xorshift PRNG so every run builds the same catalogue. */
function rng(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const uuid = (text: string) => {
  const hex = createHash("sha1").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Builds a data folder whose SQLite database holds `count` works with circles, voice actors and tags,
 * through the real migrations, bulk inserts in transactions and the real search-text refresh.
 */
export async function generateCatalog(dataDir: string, count: number): Promise<CatalogSample> {
  const paths = dataPaths(dataDir);
  await prepareDataDir(paths);
  const migrated = openDatabase({ kind: "sqlite", file: paths.sqliteFile, busyTimeoutMs: 5000 });
  await migrateToLatest(migrated.db);
  await migrated.close();

  const random = rng(20240601);
  const name = (length: number) => Array.from({ length }, () => random.pick(SYLLABLES)).join("");
  // Each title: two words of a 400-word vocabulary (about 0.5% of titles each) and one of the 20 common ones.
  const vocabulary = Array.from({ length: 400 }, () => name(3));
  const circles = Array.from({ length: Math.max(10, count / 20) }, (_, i) => ({
    id: 10000 + i,
    name: `サークル${name(3)}${i}`,
  }));
  const vas = Array.from({ length: Math.max(10, count / 30) }, (_, i) => {
    const label = `${random.pick(KANJI)}${random.pick(KANJI)}${name(2)}${i}`;
    return { id: uuid(label), name: label };
  });
  const tags = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `${random.pick(WORDS)}${i}` }));

  const sqlite = new SqliteDriver(paths.sqliteFile);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  const insertCircle = sqlite.prepare("insert into circles (id, name) values (?, ?)");
  const insertVa = sqlite.prepare("insert into vas (id, name) values (?, ?)");
  const insertTag = sqlite.prepare("insert into tags (id, name) values (?, ?)");
  const insertWork = sqlite.prepare(`insert into works (id, title, circle_id, nsfw, age_category, release,
    dl_count, price, review_count, rate_count, rate_average_2dp, rate_count_detail, lyric_status, memo, root_folder, dir,
    missing_since, series, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertWorkVa = sqlite.prepare(
    "insert or ignore into work_vas (work_id, va_id, position) values (?, ?, ?)",
  );
  const insertWorkTag = sqlite.prepare("insert or ignore into work_tags (work_id, tag_id) values (?, ?)");
  sqlite.transaction(() => {
    for (const c of circles) insertCircle.run(c.id, c.name);
    for (const v of vas) insertVa.run(v.id, v.name);
    for (const t of tags) insertTag.run(t.id, t.name);
  })();

  const ids: number[] = [];
  const visible: number[] = [];
  const base = Date.UTC(2020, 0, 1);
  const insertBatch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const id = i % 2 === 0 ? 200_000 + i : 1_000_000 + i * 7;
      ids.push(id);
      const missing = random.int(200) === 0;
      if (!missing) visible.push(id);
      const title = `${random.pick(vocabulary)}の${random.pick(vocabulary)} ${random.pick(WORDS)} ${i}`;
      const rateCount = random.int(500);
      const year = 2008 + random.int(17);
      const release =
        random.int(100) === 0
          ? null
          : `${year}-${String(1 + random.int(12)).padStart(2, "0")}-${String(1 + random.int(28)).padStart(2, "0")}`;
      const detail = JSON.stringify(
        [5, 4, 3, 2, 1].map((p) => ({ review_point: p, count: random.int(50), ratio: random.int(100) })),
      );
      const circleId = random.pick(circles).id;
      // 85% adults only, 5% R-15, 10% all ages (drawn where the flag alone was, so the data stay the same).
      const ageRoll = random.int(100);
      const age = ageRoll < 85 ? "adult" : ageRoll < 90 ? "r15" : "general";
      insertWork.run(
        id,
        title,
        circleId,
        age === "adult" ? 1 : 0,
        age,
        release,
        random.int(20_000),
        random.pick(PRICES),
        random.int(300),
        rateCount,
        Math.round(random.next() * 500) / 100,
        detail,
        random.pick(LYRIC),
        JSON.stringify({ totalDuration: random.int(20_000), isContainLyric: false }),
        "main",
        `RJ${id}`,
        missing ? base : null,
        random.int(10) === 0 ? `series${random.int(2000)}` : null,
        base + i * 1000,
        base + i * 1000,
      );
      const vaCount = random.int(20) === 0 ? 0 : 1 + random.int(3);
      for (let p = 0; p < vaCount; p++) insertWorkVa.run(id, random.pick(vas).id, p);
      for (let t = 3 + random.int(6); t > 0; t--) insertWorkTag.run(id, random.pick(tags).id);
    }
  });
  for (let from = 0; from < count; from += 5000) insertBatch(from, Math.min(count, from + 5000));
  sqlite.close();

  const database = openDatabase({ kind: "sqlite", file: paths.sqliteFile, busyTimeoutMs: 5000 });
  for (let from = 0; from < ids.length; from += 5000) {
    await database.db.transaction().execute((trx) => refreshSearchText(trx, ids.slice(from, from + 5000)));
  }
  await database.close();

  const sample = [...new Set(Array.from({ length: 200 }, () => random.pick(visible)))];
  return {
    workIds: sample,
    vaIds: Array.from({ length: 20 }, () => random.pick(vas).id),
    tagIds: Array.from({ length: 20 }, () => random.pick(tags).id),
    circleIds: Array.from({ length: 20 }, () => random.pick(circles).id),
    words: [...vocabulary.slice(0, 6), WORDS[0]!, WORDS[1]!, vas[3]!.name, circles[5]!.name],
    shortWords: ["山", "耳か", "花子", "メイ", "ab"],
  };
}
