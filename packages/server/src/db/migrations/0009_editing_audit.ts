import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

function serialId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/**
 * Editing (issue #14). `works.locked_fields` (from 0001) names the fields an administrator edited, which
 * scans and metadata refreshes leave alone.
 *
 * - `work_edits`: one row per metadata edit with the values before and after (JSON `{title?, circle?,
 *   tags?, vas?}`), so the latest edit not yet undone can be reverted.
 * - `tag_name_edits`: the name a tag had in a language before tag uncensoring replaced it; one row per
 *   (tag, language), removed when the uncensoring is undone.
 * - `audit_log`: every administrative change (who, when, what, which work, details as JSON). No foreign key:
 *   the log outlives the works it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await serialId(db, db.schema.createTable("work_edits"))
    .addColumn("work_id", "bigint", (c) => c.notNull().references("works.id").onDelete("cascade"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("before", "text", (c) => c.notNull())
    .addColumn("after", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("undone_at", "bigint")
    .execute();
  await db.schema.createIndex("work_edits_work_idx").on("work_edits").columns(["work_id", "id"]).execute();

  await db.schema
    .createTable("tag_name_edits")
    .addColumn("tag_id", "bigint", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("previous_name", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("tag_name_edits_pk", ["tag_id", "lang"])
    .execute();

  await serialId(db, db.schema.createTable("audit_log"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("work_id", "bigint")
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_work_idx").on("audit_log").columns(["work_id", "id"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
