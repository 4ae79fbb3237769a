import type { Group } from "@kikoeru/contract";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface UserRow {
  name: string;
  group: Group;
  password: string;
  token_version: number;
}

/** SQL for the users table. */
export class UsersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async find(name: string): Promise<UserRow | undefined> {
    const row = await this.db
      .selectFrom("users")
      .select(["name", "group", "password", "token_version"])
      .where("name", "=", name)
      .executeTakeFirst();
    return row as UserRow | undefined;
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

  /** Inserts a user; false when the name is taken. */
  async insert(user: { name: string; group: Group; password: string }): Promise<boolean> {
    const now = Date.now();
    const result = await this.db
      .insertInto("users")
      .values({ ...user, token_version: 0, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Replaces the password hash; `revoke` bumps the token version so older tokens stop working. */
  async setPassword(name: string, password: string, revoke: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable("users")
      .set((eb) => ({
        password,
        updated_at: Date.now(),
        token_version: revoke ? eb("token_version", "+", 1) : eb.ref("token_version"),
      }))
      .where("name", "=", name)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes the named users (their reviews and history go with them) in one transaction. */
  async deleteMany(names: string[]): Promise<number> {
    const result = await this.db.deleteFrom("users").where("name", "in", names).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
