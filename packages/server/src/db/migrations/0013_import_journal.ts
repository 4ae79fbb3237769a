import type { Kysely } from "kysely";

/**
 * The accounts `npm run import` brought in from kikoeru (issue #16). A re-run must tell an account it created
 * (whose reviews and history it may add) from an account of the same name that was here before (never
 * touched, nor given the kikoeru account's data). Dropped with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("imported_users")
    .addColumn("name", "text", (c) =>
      c.primaryKey().references("users.name").onDelete("cascade").onUpdate("cascade"),
    )
    .addColumn("imported_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
