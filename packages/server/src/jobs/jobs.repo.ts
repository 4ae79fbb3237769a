import type { Kysely } from "kysely";
import type { DB, JobsTable } from "../db/schema.ts";

export type JobState = "queued" | "running" | "finished" | "failed";

export interface JobRow {
  id: number;
  kind: string;
  state: JobState;
  payload: string;
  progress: string;
  error: string | null;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

/** The columns of a {@link JobRow}, for every query that reads whole job rows. */
export const JOB_COLUMNS = [
  "id",
  "kind",
  "state",
  "payload",
  "progress",
  "error",
  "started_at",
  "finished_at",
  "updated_at",
] as const satisfies readonly (keyof JobsTable)[];

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/** SQL for the `jobs` table: persisted long work, with an optional exclusive lock per `lock_key`. */
export class JobsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Inserts a running (or queued) job holding `lockKey`; null when another job holds it. */
  async insertLocked(
    lockKey: string,
    kind: string,
    payload: unknown,
    state: "running" | "queued" = "running",
  ): Promise<JobRow | null> {
    const now = Date.now();
    try {
      const row = await this.db
        .insertInto("jobs")
        .values({
          kind,
          state,
          payload: JSON.stringify(payload),
          progress: "{}",
          lock_key: lockKey,
          started_at: state === "running" ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returning(JOB_COLUMNS)
        .executeTakeFirstOrThrow();
      return row as JobRow;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async byId(id: number): Promise<JobRow | undefined> {
    const row = await this.db.selectFrom("jobs").select(JOB_COLUMNS).where("id", "=", id).executeTakeFirst();
    return row as JobRow | undefined;
  }

  async holder(lockKey: string): Promise<JobRow | undefined> {
    const row = await this.db
      .selectFrom("jobs")
      .select(JOB_COLUMNS)
      .where("lock_key", "=", lockKey)
      .executeTakeFirst();
    return row as JobRow | undefined;
  }

  async latest(kinds: readonly string[]): Promise<JobRow | undefined> {
    const row = await this.db
      .selectFrom("jobs")
      .select(JOB_COLUMNS)
      .where("kind", "in", kinds)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return row as JobRow | undefined;
  }

  /** The lock keys starting with `prefix` that running jobs hold. */
  async heldLockKeys(prefix: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("jobs")
      .select("lock_key")
      .where("state", "=", "running")
      .where("lock_key", "like", `${prefix}%`)
      .execute();
    return rows.flatMap((row) => (row.lock_key === null ? [] : [row.lock_key]));
  }

  async running(): Promise<JobRow[]> {
    const rows = await this.db
      .selectFrom("jobs")
      .select(JOB_COLUMNS)
      .where("state", "=", "running")
      .execute();
    return rows as JobRow[];
  }

  /**
   * Saves progress and refreshes the heartbeat (`updated_at`) of a job that is still running; false when it
   * no longer runs (it ended, or another process took its lock over).
   */
  async touch(id: number, progress: unknown): Promise<boolean> {
    const result = await this.db
      .updateTable("jobs")
      .set({ progress: JSON.stringify(progress), updated_at: Date.now() })
      .where("id", "=", id)
      .where("state", "=", "running")
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Replaces the payload of a job that is still running (a new owner); false when it no longer runs. */
  async claim(id: number, payload: unknown): Promise<boolean> {
    const result = await this.db
      .updateTable("jobs")
      .set({ payload: JSON.stringify(payload), updated_at: Date.now() })
      .where("id", "=", id)
      .where("state", "=", "running")
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Ends a job (running, or queued and never claimed) and releases its lock. */
  async finish(id: number, state: "finished" | "failed", error: string | null, progress?: unknown) {
    const now = Date.now();
    await this.db
      .updateTable("jobs")
      .set({
        state,
        error,
        lock_key: null,
        finished_at: now,
        updated_at: now,
        ...(progress === undefined ? {} : { progress: JSON.stringify(progress) }),
      })
      .where("id", "=", id)
      .where("state", "in", ["running", "queued"])
      .execute();
  }
}
