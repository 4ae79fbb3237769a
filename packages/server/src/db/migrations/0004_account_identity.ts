import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * Account identity (issue #12): `users.uid` is a random value a new account never repeats, carried in tokens and
 * checked against the row, so a deleted account's token cannot match an account re-created with the same name.
 * `legacy_tokens` = 1 marks the accounts that existed before this upgrade: only they still accept kikoeru tokens
 * that carry no `uid`. A row written without `uid` (by hand, by a tool) gets one at its first login.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("uid", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("legacy_tokens", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  const users = db as unknown as Kysely<{
    users: { name: string; uid: string | null; legacy_tokens: number };
  }>;
  const existing = await users.selectFrom("users").select("name").execute();
  for (const { name } of existing) {
    await users
      .updateTable("users")
      .set({ uid: randomBytes(16).toString("hex"), legacy_tokens: 1 })
      .where("name", "=", name)
      .execute();
  }
  await db.schema.createIndex("users_uid_unique").on("users").column("uid").unique().execute();
}

export async function down(): Promise<void> {
  throw new Error("migrations are forward-only");
}
