import type { Kysely } from "kysely";

/**
 * Scanner bookkeeping: `works.fingerprint` (hash of the work folder's file paths, sizes and mtimes, so an
 * unchanged folder is skipped without reading it further), `works.raw_dir` (hex of the folder's on-disk bytes
 * relative to its root when they are not UTF-8, like `work_files.raw_path`) and `jobs.lock_key`, unique while set, so two
 * processes (server and `npm run scan`) can never run scans at the same time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("works").addColumn("fingerprint", "text").execute();
  await db.schema.alterTable("works").addColumn("raw_dir", "text").execute();
  await db.schema.alterTable("jobs").addColumn("lock_key", "text").execute();
  await db.schema.createIndex("jobs_lock_key_unique").on("jobs").column("lock_key").unique().execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
