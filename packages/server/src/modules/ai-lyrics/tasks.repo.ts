import { type Kysely, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema.ts";

/** A task row as the list and the services read it (ids and times as numbers on both databases). */
export interface TaskRow {
  id: number;
  work_id: number;
  audio_path: string;
  status: number;
  worker_name: string;
  worker_status: string;
  title: string;
  retries: number;
  progress: number | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}

export interface TaskFilter {
  workId: number | undefined;
  fileName: string | undefined;
  statuses: number[];
}

const SUCCESS = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `lyric_status` with its AI part set or cleared and its local part kept (`local`, `ai`, `ai_local`). */
function lyricStatusWithAi(previous: string, hasAi: boolean): string {
  const local = previous === "local" || previous === "ai_local";
  if (hasAi) return local ? "ai_local" : "ai";
  return local ? "local" : "";
}

function toTask(row: Record<string, unknown>): TaskRow {
  return {
    id: Number(row.id),
    work_id: Number(row.work_id),
    audio_path: String(row.audio_path),
    status: Number(row.status),
    worker_name: String(row.worker_name),
    worker_status: String(row.worker_status),
    title: String(row.title ?? ""),
    retries: Number(row.retries),
    progress: row.progress === null ? null : Number(row.progress),
    error: row.error === null ? null : String(row.error),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

/** SQL of the AI lyric task list: what users see and change (the worker side is in queue.repo.ts). */
export class TasksRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(filter: TaskFilter) {
    let query = this.db.selectFrom("lyric_tasks").leftJoin("works", "works.id", "lyric_tasks.work_id");
    if (filter.workId) query = query.where("lyric_tasks.work_id", "=", filter.workId);
    if (filter.fileName) {
      const pattern = `%${escapeLike(filter.fileName)}%`;
      query = query.where(sql<SqlBool>`lyric_tasks.audio_path like ${pattern} escape '\\'`);
    }
    if (filter.statuses.length) query = query.where("lyric_tasks.status", "in", filter.statuses);
    return query;
  }

  async count(filter: TaskFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A page of tasks, the latest change first (kikoeru orders by `updated_at` DESC). */
  async page(filter: TaskFilter, offset: number, limit: number): Promise<TaskRow[]> {
    const rows = await this.filtered(filter)
      .selectAll("lyric_tasks")
      .select("works.title as title")
      .orderBy("lyric_tasks.updated_at", "desc")
      .orderBy("lyric_tasks.id", "desc")
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((row) => toTask(row));
  }

  /** Every task of a work (for the file tree's summary). */
  async ofWork(workId: number): Promise<Pick<TaskRow, "id" | "audio_path" | "status" | "progress">[]> {
    const rows = await this.db
      .selectFrom("lyric_tasks")
      .select(["id", "audio_path", "status", "progress"])
      .where("work_id", "=", workId)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      audio_path: row.audio_path,
      status: Number(row.status),
      progress: row.progress === null ? null : Number(row.progress),
    }));
  }

  /**
   * Inserts a pending task for each path that has none yet, in one transaction (the check and the insert
   * cannot interleave with another create on SQLite, whose writers are serialised). Returns the new ids.
   */
  async insertMissing(workId: number, paths: string[], now: number): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("lyric_tasks")
        .select("audio_path")
        .where("work_id", "=", workId)
        .execute();
      const existing = new Set(rows.map((row) => row.audio_path));
      const ids: number[] = [];
      for (const audioPath of paths.filter((p) => !existing.has(p))) {
        const row = await trx
          .insertInto("lyric_tasks")
          .values({ work_id: workId, audio_path: audioPath, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      return ids;
    });
  }

  /** The works of these tasks (to recompute their lyric status after a change). */
  async worksOf(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom("lyric_tasks")
      .select("work_id")
      .distinct()
      .where("id", "in", ids)
      .execute();
    return rows.map((row) => Number(row.work_id));
  }

  async delete(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const result = await this.db.deleteFrom("lyric_tasks").where("id", "in", ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Back to pending with a clean slate: no worker, no secret, no lease, no retries (kikoeru's redo). */
  async redo(ids: number[], now: number): Promise<number> {
    if (!ids.length) return 0;
    const result = await this.db
      .updateTable("lyric_tasks")
      .set({
        status: 1,
        worker_name: "",
        worker_status: "",
        secret: "",
        error: null,
        progress: null,
        retries: 0,
        lease_expires_at: null,
        heartbeat_at: null,
        updated_at: now,
      })
      .where("id", "in", ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The status of one task, undefined when there is none. */
  async status(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom("lyric_tasks")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? Number(row.status) : undefined;
  }

  /** Sets or clears `ai` in each work's `lyric_status`: set while the work has a successful task. */
  async refreshWorkLyricStatus(workIds: number[]): Promise<void> {
    for (const workId of new Set(workIds)) {
      await this.db.transaction().execute(async (trx) => {
        const work = await trx
          .selectFrom("works")
          .select("lyric_status")
          .where("id", "=", workId)
          .executeTakeFirst();
        if (!work) return;
        const success = await trx
          .selectFrom("lyric_tasks")
          .select("id")
          .where("work_id", "=", workId)
          .where("status", "=", SUCCESS)
          .limit(1)
          .executeTakeFirst();
        const next = lyricStatusWithAi(work.lyric_status, success !== undefined);
        if (next !== work.lyric_status)
          await trx.updateTable("works").set({ lyric_status: next }).where("id", "=", workId).execute();
      });
    }
  }
}
