import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LABEL_KINDS, WORK_ORDERS, type WorksQuery } from "@kikoeru/contract";
import SqliteDriver from "better-sqlite3";
import { type CompiledQuery, Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.ts";
import type { DB } from "../src/db/schema.ts";
import { createCatalog, type ListScope } from "../src/modules/catalog/index.ts";
import { LabelsRepo } from "../src/modules/labels/index.ts";
import { createTestDatabase } from "./database.ts";
import { insertWork } from "./factories.ts";

// The SQL of the catalog's lists and SQLite's plan for each, kept in a reviewed file: a change of query or a
// lost index shows up as a diff of query-plans.txt (run `npx vitest run test/query-plans.test.ts -u` to accept).
// The queries are the ones the catalog and the labels module really run, recorded through Kysely's log.

const WORKS = 120;
/** A tag on every work (its lists walk the sort index) and one on two works (its lists read the links). */
const COMMON_TAG = { id: 1, name: "ASMR" };
const RARE_TAG = { id: 2, name: "珍しいタグ" };

let dir: string;
let sqlite: SqliteDriver.Database;
let recorded: CompiledQuery[] = [];
let database: Database;

const seen = new Set<string>();
const report: string[] = [];

/** Adds the queries `run` made that no earlier scenario made, each with SQLite's plan for it. */
async function record(scenario: string, run: () => Promise<unknown>): Promise<void> {
  recorded = [];
  await run();
  // One scenario may run a query twice (a random page that wraps around to the start): keep it once.
  const fresh = recorded.filter((query) => !seen.has(query.sql) && seen.add(query.sql));
  if (fresh.length === 0) return;
  report.push("", `## ${scenario}`);
  for (const query of fresh) {
    const plan = sqlite
      .prepare(`explain query plan ${query.sql}`)
      .all(...(query.parameters as unknown[])) as { id: number; parent: number; detail: string }[];
    const depth = new Map<number, number>([[0, 0]]);
    const lines = plan.map((row) => {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      return `${"  ".repeat(level)}${row.detail}`;
    });
    report.push("", query.sql, "", ...lines);
  }
}

const page = (query: WorksQuery, scope?: ListScope) => () =>
  createCatalog(database, () => 12).page("plans", query, scope);

describe.skipIf(process.env.TEST_DATABASE_URL)("catalog query plans on SQLite", () => {
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-plans-"));
    const seeded = await createTestDatabase(dir);
    for (let id = 1; id <= WORKS; id++) {
      await insertWork(seeded.database.db, {
        id: 100_000 + id,
        title: id === 7 ? "ひとつだけの題名" : `作品${id}`,
        vas: [{ id: `va-${id % 5}`, name: `声優${id % 5}` }],
        tags: id % 60 === 0 ? [COMMON_TAG, RARE_TAG] : [COMMON_TAG],
        release: `2020-01-${String((id % 28) + 1).padStart(2, "0")}`,
        lyric_status: id % 3 === 0 ? "local" : "",
        age: id % 2 === 0 ? "adult" : id % 10 === 1 ? "r15" : "general",
      });
    }
    await seeded.drop();
    sqlite = new SqliteDriver(path.join(dir, "test.sqlite3"));
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === "query") recorded.push(event.query);
      },
    });
    database = {
      db,
      dialect: "sqlite",
      target: { kind: "sqlite", file: path.join(dir, "test.sqlite3"), busyTimeoutMs: 0 },
      close: () => db.destroy(),
    };
  });

  afterAll(async () => {
    await database?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("match the reviewed SQL and plans", async () => {
    for (const order of WORK_ORDERS) {
      await record(`works, order=${order}`, page({ order, sort: "desc" }));
    }
    await record("works, order=release ascending", page({ order: "release", sort: "asc" }));
    await record("works, a later page", page({ order: "release", page: 3 }));
    await record("works, nsfw and lyric filters", page({ order: "release", nsfw: 1, lyric: "local" }));
    await record("works, one age category (R-15)", page({ order: "release", age: "r15" }));
    const text = (words: string) => ({ kind: "text", text: words }) as const;
    await record(
      "search, many matches (scan)",
      page({ order: "release" }, { search: { terms: [text("作品")], relevance: null } }),
    );
    await record(
      "search, few matches (driven), ranked by code and title",
      page(
        { order: "release" },
        {
          search: {
            terms: [text("ひとつだけ")],
            relevance: { codeIds: [100_007], titles: ["ひとつだけの題名"] },
          },
        },
      ),
    );
    await record(
      "search, a label term",
      page(
        { order: "dl_count" },
        { search: { terms: [{ kind: "label", label: "tag", value: RARE_TAG.name }], relevance: null } },
      ),
    );
    await record(
      "label list, a tag on every work (scan)",
      page({ order: "release" }, { label: { kind: "tag", id: COMMON_TAG.id } }),
    );
    await record(
      "label list, a rare tag (driven)",
      page({ order: "release" }, { label: { kind: "tag", id: RARE_TAG.id } }),
    );
    await record(
      "label list, a voice actor",
      page({ order: "created_at" }, { label: { kind: "va", id: "va-1" } }),
    );
    const labels = new LabelsRepo(database.db);
    for (const kind of LABEL_KINDS) await record(`labels of kind ${kind}`, () => labels.list(kind));

    await expect(`${report.join("\n").trim()}\n`).toMatchFileSnapshot("./__snapshots__/query-plans.txt");
  });
});
