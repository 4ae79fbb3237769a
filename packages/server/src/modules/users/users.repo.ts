import { randomBytes } from "node:crypto";
import type { Group } from "@kikoeru/contract";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface UserRow {
  name: string;
  group: Group;
  password: string;
  token_version: number;
  uid: string | null;
  legacy_tokens: boolean;
}

/** SQL for the users table. */
export class UsersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async find(name: string): Promise<UserRow | undefined> {
    const row = await this.db
      .selectFrom("users")
      .select(["name", "group", "password", "token_version", "uid", "legacy_tokens"])
      .where("name", "=", name)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...row,
      group: row.group as Group,
      token_version: Number(row.token_version),
      legacy_tokens: Number(row.legacy_tokens) === 1,
    };
  }

  async list(): Promise<{ name: string; group: Group }[]> {
    const rows = await this.db.selectFrom("users").select(["name", "group"]).orderBy("name").execute();
    return rows as { name: string; group: Group }[];
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Inserts a user with a fresh random identity; false when the name is taken. `legacyTokens` lets the account
   * accept kikoeru tokens without `uid` (only for an account that stands for one from before the upgrade).
   */
  async insert(
    user: { name: string; group: Group; password: string },
    { legacyTokens = false }: { legacyTokens?: boolean } = {},
  ): Promise<boolean> {
    const now = Date.now();
    const result = await this.db
      .insertInto("users")
      .values({
        ...user,
        token_version: 0,
        uid: newUid(),
        legacy_tokens: legacyTokens ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Replaces the password hash; `revoke` bumps the token version so older tokens stop working, and ends the
   * acceptance of kikoeru tokens without `uid` (every token issued from then on carries it).
   */
  async setPassword(name: string, password: string, revoke: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable("users")
      .set((eb) => ({
        password,
        updated_at: Date.now(),
        ...(revoke ? { token_version: eb("token_version", "+", 1), legacy_tokens: 0 } : {}),
      }))
      .where("name", "=", name)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Gives an account written without an identity one (once, even under concurrent logins) and returns it. */
  async ensureUid(name: string): Promise<string | null> {
    await this.db
      .updateTable("users")
      .set({ uid: newUid() })
      .where("name", "=", name)
      .where("uid", "is", null)
      .execute();
    return (await this.find(name))?.uid ?? null;
  }

  /** Deletes the named users (their reviews and history go with them) in one transaction. */
  async deleteMany(names: string[]): Promise<number> {
    const result = await this.db.deleteFrom("users").where("name", "in", names).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** 128 random bits as hex: one account's identity for its whole life. */
function newUid(): string {
  return randomBytes(16).toString("hex");
}
