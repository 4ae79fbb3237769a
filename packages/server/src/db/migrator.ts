import { message } from "@kikoeru/contract";
import { type Kysely, type Migration, Migrator } from "kysely";
import * as initial from "./migrations/0001_initial.ts";
import * as catalog from "./migrations/0002_catalog.ts";
import * as scanner from "./migrations/0003_scanner.ts";
import * as accountIdentity from "./migrations/0004_account_identity.ts";
import * as ratingsVersion from "./migrations/0005_ratings_version.ts";
import * as transcodeCache from "./migrations/0006_transcode_cache.ts";
import * as ageCategory from "./migrations/0007_age_category.ts";
import * as syncerCredentials from "./migrations/0008_syncer_credentials.ts";
import * as editingAudit from "./migrations/0009_editing_audit.ts";
import * as nameRepairs from "./migrations/0011_name_repairs.ts";
import * as aiLyricQueue from "./migrations/0012_ai_lyric_queue.ts";
import * as importJournal from "./migrations/0013_import_journal.ts";
import * as cluster from "./migrations/0015_cluster.ts";
import type { DB } from "./schema.ts";

/** Migrations in order; each is forward-only and runs unchanged on SQLite and PostgreSQL. */
const MIGRATIONS: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_catalog": catalog,
  "0003_scanner": scanner,
  "0004_account_identity": accountIdentity,
  "0005_ratings_version": ratingsVersion,
  "0006_transcode_cache": transcodeCache,
  "0007_age_category": ageCategory,
  "0008_syncer_credentials": syncerCredentials,
  "0009_editing_audit": editingAudit,
  "0011_name_repairs": nameRepairs,
  "0012_ai_lyric_queue": aiLyricQueue,
  "0013_import_journal": importJournal,
  "0015_cluster": cluster,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: "kikoeru_migrations",
    migrationLockTableName: "kikoeru_migrations_lock",
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(message("boot.migrationFailed", { migration: failed?.migrationName ?? "", reason }));
  }
  return (results ?? []).map((r) => r.migrationName);
}
