import type { Kysely, Updateable } from "kysely";
import type { DB, LyricTasksTable } from "../../db/schema.ts";

const PENDING = 1;
const TRANSCRIBING = 2;

/** A task as a worker holds it. */
export interface HeldTask {
  id: number;
  work_id: number;
  audio_path: string;
  worker_status: string;
}

/** A claimed task whose lease ran out. */
export interface ExpiredLease {
  id: number;
  work_id: number;
  retries: number;
}

/** SQL of the worker side of the queue: claims, heartbeats, results and expired leases. */
export class QueueRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Claims the oldest pending task for a worker (kikoeru: `updated_at` ASC). The UPDATE repeats the pending
   * condition, so two workers racing for one task cannot both win; the loser tries the next one.
   */
  async claim(
    claim: { workerName: string; secret: string; workerStatus: string; leaseExpiresAt: number },
    now: number,
  ): Promise<HeldTask | undefined> {
    for (;;) {
      const next = await this.db
        .selectFrom("lyric_tasks")
        .select("id")
        .where("status", "=", PENDING)
        .orderBy("updated_at")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      if (!next) return undefined;
      const result = await this.db
        .updateTable("lyric_tasks")
        .set({
          status: TRANSCRIBING,
          worker_name: claim.workerName,
          worker_status: claim.workerStatus,
          secret: claim.secret,
          progress: null,
          error: null,
          lease_expires_at: claim.leaseExpiresAt,
          heartbeat_at: null,
          updated_at: now,
        })
        .where("id", "=", next.id)
        .where("status", "=", PENDING)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return this.held(Number(next.id), claim.secret);
    }
  }

  /** The task while `secret` holds it (status transcribing), else undefined. */
  async held(id: number, secret: string): Promise<HeldTask | undefined> {
    if (!secret) return undefined;
    const row = await this.db
      .selectFrom("lyric_tasks")
      .select(["id", "work_id", "audio_path", "worker_status"])
      .where("id", "=", id)
      .where("secret", "=", secret)
      .where("status", "=", TRANSCRIBING)
      .executeTakeFirst();
    return row && { ...row, id: Number(row.id), work_id: Number(row.work_id) };
  }

  /** The heartbeat: progress text and percent, and a renewed lease; false when the secret no longer holds it. */
  async heartbeat(
    id: number,
    secret: string,
    beat: { workerStatus: string; progress: number | null; leaseExpiresAt: number },
    now: number,
  ): Promise<boolean> {
    return this.updateHeld(id, secret, {
      worker_status: beat.workerStatus,
      progress: beat.progress,
      lease_expires_at: beat.leaseExpiresAt,
      heartbeat_at: now,
      updated_at: now,
    });
  }

  /** Ends a held task as success (3) or error (4) and clears its secret; false when the secret no longer holds it. */
  async finish(
    id: number,
    secret: string,
    end: { status: 3 | 4; error: string | null; progress: number | null },
    now: number,
  ): Promise<boolean> {
    return this.updateHeld(id, secret, {
      status: end.status,
      error: end.error,
      progress: end.progress,
      secret: "",
      lease_expires_at: null,
      updated_at: now,
    });
  }

  /** Writes `values` to a task only while `secret` holds it (status transcribing); false when it no longer does. */
  private async updateHeld(
    id: number,
    secret: string,
    values: Updateable<LyricTasksTable>,
  ): Promise<boolean> {
    if (!secret) return false;
    const result = await this.db
      .updateTable("lyric_tasks")
      .set(values)
      .where("id", "=", id)
      .where("secret", "=", secret)
      .where("status", "=", TRANSCRIBING)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Claimed tasks whose lease ended before `now` (an indexed read; usually none). */
  async expired(now: number): Promise<ExpiredLease[]> {
    const rows = await this.db
      .selectFrom("lyric_tasks")
      .select(["id", "work_id", "retries"])
      .where("status", "=", TRANSCRIBING)
      .where("lease_expires_at", "<", now)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      work_id: Number(row.work_id),
      retries: Number(row.retries),
    }));
  }

  /** Takes an expired task from its worker: back to pending, or to error; only while its lease is still the expired one. */
  async release(
    id: number,
    outcome: { status: 1 | 4; retries: number; workerStatus: string; error: string | null },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable("lyric_tasks")
      .set({
        status: outcome.status,
        retries: outcome.retries,
        worker_status: outcome.workerStatus,
        error: outcome.error,
        secret: "",
        worker_name: "",
        progress: null,
        lease_expires_at: null,
        heartbeat_at: null,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("status", "=", TRANSCRIBING)
      .where("lease_expires_at", "<", now)
      .execute();
  }
}
