import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";

/** SQL for `login_failures`: the failed logins every instance of a cluster counts against. */
export class LoginFailuresRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async add(address: string, account: string, at: number): Promise<void> {
    await this.db.insertInto("login_failures").values({ address, account, at }).execute();
  }

  /** The times of the newest `limit` failures of `column = value` after `since`, newest first. */
  async newest(
    column: "address" | "account",
    value: string,
    since: number,
    limit: number,
  ): Promise<number[]> {
    const rows = await this.db
      .selectFrom("login_failures")
      .select("at")
      .where(column, "=", value)
      .where("at", ">", since)
      .orderBy("at", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.at));
  }

  /** The last failure of `address` against `account` after `since`, or null. */
  async lastOfPair(address: string, account: string, since: number): Promise<number | null> {
    const row = await this.db
      .selectFrom("login_failures")
      .select((eb) => eb.fn.max("at").as("last"))
      .where("address", "=", address)
      .where("account", "=", account)
      .where("at", ">", since)
      .executeTakeFirst();
    return row?.last == null ? null : Number(row.last);
  }

  async forgetPair(address: string, account: string): Promise<void> {
    await this.db
      .deleteFrom("login_failures")
      .where("address", "=", address)
      .where("account", "=", account)
      .execute();
  }

  async sweep(before: number): Promise<void> {
    await this.db.deleteFrom("login_failures").where("at", "<=", before).execute();
  }
}
