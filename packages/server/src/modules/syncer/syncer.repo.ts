import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

const SYNC_JOB_KIND = "syncer.pull";

/** A sync task's row state: waiting to run, running, or ended one of three ways. */
export type SyncJobState = "queued" | "running" | "finished" | "failed" | "stopped";

export interface SyncJobRow {
  id: number;
  state: SyncJobState;
  payload: string;
  progress: string;
  error: string | null;
  created_at: number;
  updated_at: number;
}

const COLUMNS = ["id", "state", "payload", "progress", "error", "created_at", "updated_at"] as const;
/** The list shows the latest tasks; older finished ones stay in the table until deleted. */
const LIST_LIMIT = 500;

/** SQL of the syncer: its tasks (rows of `jobs`, kind `syncer.pull`) and its remote accounts. */
export class SyncerRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(payload: unknown, progress: unknown): Promise<number> {
    const now = Date.now();
    const row = await this.db
      .insertInto("jobs")
      .values({
        kind: SYNC_JOB_KIND,
        state: "queued",
        payload: JSON.stringify(payload),
        progress: JSON.stringify(progress),
        lock_key: null,
        started_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async list(): Promise<SyncJobRow[]> {
    const rows = await this.db
      .selectFrom("jobs")
      .select(COLUMNS)
      .where("kind", "=", SYNC_JOB_KIND)
      .orderBy("id", "desc")
      .limit(LIST_LIMIT)
      .execute();
    return rows as SyncJobRow[];
  }

  async byId(id: number): Promise<SyncJobRow | undefined> {
    const row = await this.db
      .selectFrom("jobs")
      .select(COLUMNS)
      .where("kind", "=", SYNC_JOB_KIND)
      .where("id", "=", id)
      .executeTakeFirst();
    return row as SyncJobRow | undefined;
  }

  /** The oldest task waiting to run. */
  async nextQueued(): Promise<SyncJobRow | undefined> {
    const row = await this.db
      .selectFrom("jobs")
      .select(COLUMNS)
      .where("kind", "=", SYNC_JOB_KIND)
      .where("state", "=", "queued")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    return row as SyncJobRow | undefined;
  }

  /** Tasks a stopped process left running go back to the queue: a pull resumes from its partial files. */
  async requeueRunning(): Promise<number> {
    const result = await this.db
      .updateTable("jobs")
      .set({ state: "queued", updated_at: Date.now() })
      .where("kind", "=", SYNC_JOB_KIND)
      .where("state", "=", "running")
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Running tasks whose heartbeat is older than `before` (their instance is gone) go back to the queue. */
  async requeueStale(before: number): Promise<number> {
    const result = await this.db
      .updateTable("jobs")
      .set({ state: "queued", updated_at: Date.now() })
      .where("kind", "=", SYNC_JOB_KIND)
      .where("state", "=", "running")
      .where("updated_at", "<", before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async runningIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", SYNC_JOB_KIND)
      .where("state", "=", "running")
      .execute();
    return rows.map((row) => row.id);
  }

  /** Refreshes a running task's heartbeat; false when it no longer runs (stopped through another instance). */
  async touch(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable("jobs")
      .set({ updated_at: Date.now() })
      .where("id", "=", id)
      .where("state", "=", "running")
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Moves a task from one of `from` to `state`; false when it was in none of them. */
  async transition(
    id: number,
    from: readonly SyncJobState[],
    state: SyncJobState,
    error: string | null,
    progress?: unknown,
  ): Promise<boolean> {
    const now = Date.now();
    const ended = state !== "queued" && state !== "running";
    const result = await this.db
      .updateTable("jobs")
      .set({
        state,
        error,
        updated_at: now,
        finished_at: ended ? now : null,
        ...(state === "running" ? { started_at: now } : {}),
        ...(progress === undefined ? {} : { progress: JSON.stringify(progress) }),
      })
      .where("kind", "=", SYNC_JOB_KIND)
      .where("id", "=", id)
      .where("state", "in", from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async saveProgress(id: number, progress: unknown): Promise<void> {
    await this.db
      .updateTable("jobs")
      .set({ progress: JSON.stringify(progress), updated_at: Date.now() })
      .where("id", "=", id)
      .where("state", "=", "running")
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom("jobs").where("kind", "=", SYNC_JOB_KIND).where("id", "=", id).execute();
  }

  async credentials(host: string): Promise<{ name: string; password: string } | undefined> {
    return this.db
      .selectFrom("sync_credentials")
      .select(["name", "password"])
      .where("host", "=", host)
      .executeTakeFirst();
  }

  async credentialHosts(): Promise<{ host: string; name: string }[]> {
    return this.db.selectFrom("sync_credentials").select(["host", "name"]).orderBy("host").execute();
  }

  async saveCredentials(host: string, name: string, password: string): Promise<void> {
    const now = Date.now();
    await this.db
      .insertInto("sync_credentials")
      .values({ host, name, password, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("host").doUpdateSet({ name, password, updated_at: now }))
      .execute();
  }

  async deleteCredentials(host: string): Promise<void> {
    await this.db.deleteFrom("sync_credentials").where("host", "=", host).execute();
  }
}
