import type { SortDirection } from "@kikoeru/contract";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { PageWindow } from "../catalog/index.ts";

/** SQL for play history: one row per user and work holding the client's play position (JSON). */
export class HistoryRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async save(user: string, workId: number, state: string): Promise<void> {
    const now = Date.now();
    await this.db
      .insertInto("play_history")
      .values({ user_name: user, work_id: workId, state, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["user_name", "work_id"]).doUpdateSet({ state, updated_at: now }))
      .execute();
  }

  async delete(user: string, workId: number): Promise<void> {
    await this.db
      .deleteFrom("play_history")
      .where("user_name", "=", user)
      .where("work_id", "=", workId)
      .execute();
  }

  private played(user: string) {
    return this.db
      .selectFrom("play_history")
      .innerJoin("works", "works.id", "play_history.work_id")
      .where("play_history.user_name", "=", user)
      .where("works.missing_since", "is", null);
  }

  async count(user: string): Promise<number> {
    const row = await this.played(user)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Ids of one page of the caller's played works, by when they were last played. */
  async pageIds(user: string, direction: SortDirection, window: PageWindow): Promise<number[]> {
    const rows = await this.played(user)
      .select("works.id")
      .orderBy("play_history.updated_at", direction)
      .orderBy("works.id", "desc")
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return rows.map((row) => row.id);
  }
}
