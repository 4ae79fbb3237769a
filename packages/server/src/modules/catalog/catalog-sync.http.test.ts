import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { labelListSchema, worksResponseSchema } from "@kikoeru/contract";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Catalog, createCatalog, ids, ok, VISIBLE } from "../../../test/catalog/fixture.ts";
import { createTestDatabase } from "../../../test/database.ts";
import { insertWork } from "../../../test/factories.ts";
import * as initial from "../../db/migrations/0001_initial.ts";
import * as catalogMigration from "../../db/migrations/0002_catalog.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { refreshSearchText } from "../../library/search-text.repo.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());

const total = async (url: string) => ok(await catalog.get(url), worksResponseSchema).pagination.totalCount;
const searchIds = async (keyword: string) =>
  ids(ok(await catalog.get(`/api/search?keyword=${encodeURIComponent(keyword)}`), worksResponseSchema));
const version = async () =>
  Number(
    (await catalog.ctx.database.db.selectFrom("catalog_state").select("version").executeTakeFirstOrThrow())
      .version,
  );

describe("catalog caches and the search index follow every write", () => {
  it("counts, label lists, search and cards see works added, renamed, hidden and deleted", async () => {
    const db = catalog.ctx.database.db;
    const tag = { id: 77, name: "新タグ" };
    expect(await total("/api/works")).toBe(VISIBLE.length);
    expect(await searchIds("くらげ")).toEqual([]);

    await insertWork(db, {
      id: 500001,
      title: "くらげの夜",
      tags: [tag],
      circle: { id: 1001, name: "ひだまりサークル" },
    });
    expect(await total("/api/works")).toBe(VISIBLE.length + 1);
    expect(await total("/api/circles/1001/works")).toBe(4);
    expect(await searchIds("くらげ")).toEqual([500001]);
    expect(await searchIds("クラ")).toEqual([500001]);
    expect(ok(await catalog.get("/api/tags"), labelListSchema)).toContainEqual({ ...tag, count: 1 });

    await db.updateTable("works").set({ title: "ほたるの夜" }).where("id", "=", 500001).execute();
    await refreshSearchText(db, [500001]);
    expect(await searchIds("くらげ")).toEqual([]);
    expect(await searchIds("ほたる")).toEqual([500001]);
    const card = ok(await catalog.get("/api/works?order=id&sort=desc"), worksResponseSchema).works.find(
      (w) => w.id === 500001,
    );
    expect(card?.title).toBe("ほたるの夜");

    await db.updateTable("works").set({ missing_since: Date.now() }).where("id", "=", 500001).execute();
    expect(await total("/api/works")).toBe(VISIBLE.length);
    expect(await searchIds("ほたる")).toEqual([]);
    expect(ok(await catalog.get("/api/tags"), labelListSchema).find((t) => t.id === tag.id)).toBeUndefined();

    await db.deleteFrom("works").where("id", "=", 500001).execute();
    expect(await searchIds("ほたる")).toEqual([]);
    if (catalog.ctx.database.dialect === "sqlite") {
      await sql`insert into works_fts (works_fts, rank) values ('integrity-check', 1)`.execute(db);
      const indexed = await sql<{
        n: number;
      }>`select count(*) as n from works_fts where works_fts match ${'"ほたる"'}`.execute(db);
      expect(Number(indexed.rows[0]!.n)).toBe(0);
    }
  });

  it("bumps the catalog version on writes to works, labels and links, not on reviews", async () => {
    const db = catalog.ctx.database.db;
    let last = await version();
    const bumped = async () => {
      const now = await version();
      const changed = now > last;
      last = now;
      return changed;
    };
    await db.updateTable("circles").set({ name: "ひだまりサークル" }).where("id", "=", 1001).execute();
    expect(await bumped()).toBe(true);
    await db.updateTable("tags").set({ name: "癒し" }).where("id", "=", 1).execute();
    expect(await bumped()).toBe(true);
    await db.updateTable("vas").set({ name: "花子" }).where("name", "=", "花子").execute();
    expect(await bumped()).toBe(true);
    await db.deleteFrom("work_tags").where("work_id", "=", 100001).where("tag_id", "=", 2).execute();
    expect(await bumped()).toBe(true);
    await db.insertInto("work_tags").values({ work_id: 100001, tag_id: 2 }).execute();
    expect(await bumped()).toBe(true);
    await db.updateTable("work_vas").set({ position: 0 }).where("work_id", "=", 100001).execute();
    expect(await bumped()).toBe(true);
    await catalog.send("PUT", "/api/review", { work_id: 100001, rating: 3 });
    expect(await bumped()).toBe(false);
  });
});

describe("migration 0002 on a database that already holds works", () => {
  it("indexes the existing works for search", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-migrate-"));
    const { database, drop } = await createTestDatabase(dir, { migrate: false });
    try {
      const migrateThrough = async (migrations: Record<string, typeof initial>) => {
        const migrator = new Migrator({
          db: database.db,
          provider: { getMigrations: async () => migrations },
          migrationTableName: "kikoeru_migrations",
          migrationLockTableName: "kikoeru_migrations_lock",
        });
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
      };
      await migrateThrough({ "0001_initial": initial });
      const now = Date.now();
      await database.db
        .insertInto("works")
        .values({
          id: 100001,
          title: "古い作品",
          root_folder: "main",
          dir: "RJ100001",
          created_at: now,
          updated_at: now,
          search_text: "rj100001 ふるいさくひん",
        })
        .execute();
      // 0002 alone: later migrations may rewrite works (0007 does), which bumps the version on PostgreSQL.
      await migrateThrough({ "0001_initial": initial, "0002_catalog": catalogMigration });
      const version = await database.db
        .selectFrom("catalog_state")
        .select("version")
        .executeTakeFirstOrThrow();
      expect(Number(version.version)).toBe(0);
      const hits =
        database.dialect === "sqlite"
          ? await sql<{
              id: number;
            }>`select rowid as id from works_fts where works_fts match ${'"さくひん"'}`.execute(database.db)
          : await sql<{ id: number }>`select id from works where search_text like ${"%さくひん%"}`.execute(
              database.db,
            );
      expect(hits.rows.map((row) => Number(row.id))).toEqual([100001]);
      await migrateToLatest(database.db);
      const work = await database.db.selectFrom("works").select("title").executeTakeFirstOrThrow();
      expect(work.title).toBe("古い作品");
    } finally {
      await drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
