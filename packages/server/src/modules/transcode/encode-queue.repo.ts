import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { JOB_COLUMNS, type JobRow } from "../../jobs/jobs.repo.ts";

/**
 * SQL for queued encodes in `jobs` (cluster mode, PostgreSQL): rows an instance without the `transcode` role
 * inserts for an instance with it to claim, and the rows by which transcode instances show they are alive.
 */
export class EncodeQueueRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Refreshes a queued row's heartbeat (its followers keep it); a claimed row is left alone. */
  async touchQueued(id: number): Promise<void> {
    await this.db
      .updateTable("jobs")
      .set({ updated_at: Date.now() })
      .where("id", "=", id)
      .where("state", "=", "queued")
      .execute();
  }

  /** Makes a queued row running with `payload` (its new owner); null when someone else claimed it first. */
  async claim(id: number, payload: unknown): Promise<JobRow | null> {
    const now = Date.now();
    const row = await this.db
      .updateTable("jobs")
      .set({ state: "running", payload: JSON.stringify(payload), started_at: now, updated_at: now })
      .where("id", "=", id)
      .where("state", "=", "queued")
      .returning(JOB_COLUMNS)
      .executeTakeFirst();
    return (row as JobRow | undefined) ?? null;
  }

  /**
   * Claims the queued row of `kind` that `pick` chooses among those with a fresh heartbeat. The candidates
   * are locked `FOR UPDATE SKIP LOCKED` meanwhile, so instances claiming at once pass over each other's.
   */
  async claimNext(
    kind: string,
    freshAfter: number,
    pick: (rows: JobRow[]) => { row: JobRow; payload: unknown } | undefined,
  ): Promise<JobRow | null> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("jobs")
        .select(JOB_COLUMNS)
        .where("kind", "=", kind)
        .where("state", "=", "queued")
        .where("updated_at", ">=", freshAfter)
        .orderBy("id")
        .forUpdate()
        .skipLocked()
        .execute();
      const chosen = pick(rows as JobRow[]);
      if (!chosen) return null;
      const now = Date.now();
      const claimed = await trx
        .updateTable("jobs")
        .set({
          state: "running",
          payload: JSON.stringify(chosen.payload),
          started_at: now,
          updated_at: now,
        })
        .where("id", "=", chosen.row.id)
        .returning(JOB_COLUMNS)
        .executeTakeFirstOrThrow();
      return claimed as JobRow;
    });
  }

  /** How many running rows of `kind` have a heartbeat newer than `freshAfter`. */
  async liveCount(kind: string, freshAfter: number): Promise<number> {
    const row = await this.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("kind", "=", kind)
      .where("state", "=", "running")
      .where("updated_at", ">=", freshAfter)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
