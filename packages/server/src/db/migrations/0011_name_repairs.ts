import { type Kysely, PostgresAdapter } from "kysely";

/**
 * The journal of file-name repairs (issue #14 item 3). A row is written before the first rename and holds
 * every rename (`steps`: JSON `[{from, name}]`, hex bytes: the entry's path before and its new name) in the
 * order they run. `state`: `applying` → `applied` → `undoing` → `undone`; a process that stops in `applying`
 * or `undoing` leaves the row behind, and the next start puts the old names back (`rolled_back`/`undone`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable("name_repairs");
  table = postgres
    ? table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("steps", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("name_repairs_work_idx")
    .on("name_repairs")
    .columns(["work_id", "id"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
