import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Cluster mode (issue #18). `login_failures` holds the failed logins every instance counts against (one row
 * per failure; the login limiter's windows are at most an hour, older rows are swept). On PostgreSQL,
 * `socket_io_attachments` is the table `@socket.io/postgres-adapter` puts packets over NOTIFY's 8000-byte
 * limit in (its documented shape; the adapter deletes rows after 30 s).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_failures")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_address_idx")
    .on("login_failures")
    .columns(["address", "at"])
    .execute();
  await db.schema
    .createIndex("login_failures_account_idx")
    .on("login_failures")
    .columns(["account", "at"])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create table socket_io_attachments (
      id bigserial unique,
      created_at timestamptz default now(),
      payload bytea
    )`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
