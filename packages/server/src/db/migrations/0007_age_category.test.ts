import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { migrateToLatest } from "../migrator.ts";
import * as initial from "./0001_initial.ts";
import * as catalog from "./0002_catalog.ts";
import * as scanner from "./0003_scanner.ts";
import * as accountIdentity from "./0004_account_identity.ts";
import * as ratingsVersion from "./0005_ratings_version.ts";
import * as transcodeCache from "./0006_transcode_cache.ts";

describe("migration 0007 on a library scanned before it", () => {
  it("derives each work's age category from its flag: 1 adults only, 0 all ages", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-migrate-"));
    const { database, drop } = await createTestDatabase(dir, { migrate: false });
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: {
          getMigrations: async () => ({
            "0001_initial": initial,
            "0002_catalog": catalog,
            "0003_scanner": scanner,
            "0004_account_identity": accountIdentity,
            "0005_ratings_version": ratingsVersion,
            "0006_transcode_cache": transcodeCache,
          }),
        },
        migrationTableName: "kikoeru_migrations",
        migrationLockTableName: "kikoeru_migrations_lock",
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const now = Date.now();
      await database.db
        .insertInto("works")
        .values(
          [0, 1].map((nsfw) => ({
            id: 100000 + nsfw,
            title: `作品${nsfw}`,
            circle_id: null,
            release: null,
            nsfw,
            root_folder: "main",
            dir: `RJ10000${nsfw}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await migrateToLatest(database.db);
      const rows = await database.db
        .selectFrom("works")
        .select(["id", "nsfw", "age_category"])
        .orderBy("id")
        .execute();
      expect(rows.map((row) => [Number(row.nsfw), row.age_category])).toEqual([
        [0, "general"],
        [1, "adult"],
      ]);
    } finally {
      await drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
