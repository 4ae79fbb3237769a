import type { Kysely } from "kysely";

/**
 * `sync_credentials`: the account the syncer logs in with on a remote server, one per host (an origin plus
 * optional path, as the syncer's host field takes it). The password is kept because a token expires and the
 * syncer logs in again on a 401; the database is owner-only (docs/security.md). Sync tasks themselves are
 * `jobs` rows (kind `syncer.pull`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sync_credentials")
    .addColumn("host", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
