import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { WorkFile } from "../tracks/index.ts";

export type RepairState = "applying" | "applied" | "undoing" | "undone" | "rolled_back";

export interface JournalRow {
  id: number;
  work_id: number;
  actor: string;
  state: RepairState;
  steps: string;
  created_at: number;
}

export interface HistoryRow {
  user_name: string;
  work_id: number;
  state: string;
}

/** What the rewrite of one completion reads: the work's files, the play states and lyric tasks naming it. */
export interface StoredPaths {
  files: WorkFile[];
  histories: HistoryRow[];
  tasks: { id: number; audio_path: string }[];
}

/** What it writes: the file rows that moved (whole), the play states and task paths that changed. */
export interface PathChanges {
  removed: string[];
  files: WorkFile[];
  histories: HistoryRow[];
  tasks: { id: number; audio_path: string }[];
}

const JOURNAL = ["id", "work_id", "actor", "state", "steps", "created_at"] as const;
const present = (row: Omit<JournalRow, "state"> & { state: string }): JournalRow => ({
  ...row,
  id: Number(row.id),
  work_id: Number(row.work_id),
  created_at: Number(row.created_at),
  state: row.state as RepairState,
});

/** SQL for the name-repair journal and for moving the paths stored under a work's files. */
export class NameRepairRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async findWork(id: number) {
    return this.db
      .selectFrom("works")
      .select(["id", "root_folder", "dir", "raw_dir"])
      .where("id", "=", id)
      .executeTakeFirst();
  }

  async latest(workId: number): Promise<JournalRow | undefined> {
    const row = await this.db
      .selectFrom("name_repairs")
      .select(JOURNAL)
      .where("work_id", "=", workId)
      .orderBy("id", "desc")
      .executeTakeFirst();
    return row && present(row);
  }

  /** Journals a process left half done (it stopped between renames). */
  async unfinished(): Promise<JournalRow[]> {
    const rows = await this.db
      .selectFrom("name_repairs")
      .select(JOURNAL)
      .where("state", "in", ["applying", "undoing"])
      .orderBy("id")
      .execute();
    return rows.map(present);
  }

  async insert(workId: number, actor: string, steps: string): Promise<number> {
    const now = Date.now();
    const row = await this.db
      .insertInto("name_repairs")
      .values({ work_id: workId, actor, state: "applying", steps, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async setState(id: number, state: RepairState): Promise<void> {
    await this.db
      .updateTable("name_repairs")
      .set({ state, updated_at: Date.now() })
      .where("id", "=", id)
      .execute();
  }

  /**
   * In one transaction: reads the stored paths, writes what `rewrite` makes of them and moves the journal to
   * `state`, so the database names either the old paths or the new ones, never a mix.
   */
  async complete(
    id: number,
    workId: number,
    state: RepairState,
    rewrite: (stored: StoredPaths) => PathChanges,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const changes = rewrite(await this.stored(trx, workId));
      for (const path of changes.removed)
        await trx.deleteFrom("work_files").where("work_id", "=", workId).where("path", "=", path).execute();
      for (const file of changes.files)
        await trx
          .insertInto("work_files")
          .values({ ...file, work_id: workId })
          .execute();
      for (const row of changes.histories) {
        await trx
          .updateTable("play_history")
          .set({ state: row.state })
          .where("user_name", "=", row.user_name)
          .where("work_id", "=", row.work_id)
          .execute();
      }
      for (const task of changes.tasks)
        await trx
          .updateTable("lyric_tasks")
          .set({ audio_path: task.audio_path })
          .where("id", "=", task.id)
          .execute();
      await trx
        .updateTable("name_repairs")
        .set({ state, updated_at: Date.now() })
        .where("id", "=", id)
        .execute();
    });
  }

  private async stored(trx: Transaction<DB>, workId: number): Promise<StoredPaths> {
    const files = await trx
      .selectFrom("work_files")
      .select(["path", "raw_path", "type", "size", "mtime", "duration"])
      .where("work_id", "=", workId)
      .execute();
    // A queue may hold tracks of several works, and it is saved under the work of its current track.
    const histories = await trx
      .selectFrom("play_history")
      .select(["user_name", "work_id", "state"])
      .where((eb) => eb.or([eb("work_id", "=", workId), eb("state", "like", `%"${workId}/%`)]))
      .execute();
    const tasks = await trx
      .selectFrom("lyric_tasks")
      .select(["id", "audio_path"])
      .where("work_id", "=", workId)
      .execute();
    return {
      files: files.map((f) => ({ ...f, size: Number(f.size), mtime: Number(f.mtime) })),
      histories: histories.map((h) => ({ ...h, work_id: Number(h.work_id) })),
      tasks: tasks.map((t) => ({ ...t, id: Number(t.id) })),
    };
  }
}
