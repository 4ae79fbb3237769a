import type { Kysely } from "kysely";

/**
 * `transcode_cache`: one row per complete transcode in `<cache>/transcode/<key>.m4a`, with when it was last
 * served, so the size cap and the age limit evict the least recently served entries (file atimes are often
 * not kept: noatime, relatime).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("transcode_cache")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("served_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("transcode_cache_served_idx")
    .on("transcode_cache")
    .column("served_at")
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
