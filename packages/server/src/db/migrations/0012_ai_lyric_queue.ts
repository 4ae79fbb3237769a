import { type Kysely, PostgresAdapter } from "kysely";

/**
 * The AI lyric queue (issue #20, docs/ai-lyrics.md). `lyric_tasks` gains a lease (`lease_expires_at`, epoch
 * ms; `heartbeat_at` is the worker's last `status` call, null for a worker that never made one), `retries`
 * (expired leases so far) and `progress` (percent, null = unknown). One task per audio file is the service's
 * rule, not a unique index: databases imported from kikoeru may hold older duplicates, which stay listable.
 * `lyric_worker_tokens` holds the SHA-256 of each worker token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lyric_tasks").addColumn("lease_expires_at", "bigint").execute();
  await db.schema.alterTable("lyric_tasks").addColumn("heartbeat_at", "bigint").execute();
  await db.schema
    .alterTable("lyric_tasks")
    .addColumn("retries", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("lyric_tasks").addColumn("progress", "integer").execute();
  await db.schema
    .createIndex("lyric_tasks_lease_idx")
    .on("lyric_tasks")
    .columns(["status", "lease_expires_at"])
    .execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable("lyric_worker_tokens");
  table = postgres
    ? table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
