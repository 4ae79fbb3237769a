import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { WorkFile } from "./track-order.ts";

/** Where a work lives on disk and what to call it. */
export interface WorkLocation {
  id: number;
  title: string;
  root_folder: string;
  dir: string;
  /** Hex of `dir`'s on-disk bytes when they are not UTF-8, else null. */
  raw_dir: string | null;
}

/** SQL for a work's location and its files. */
export class TracksRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async findWork(id: number): Promise<WorkLocation | undefined> {
    const row = await this.db
      .selectFrom("works")
      .select(["id", "title", "root_folder", "dir", "raw_dir"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? { ...row, id: Number(row.id) } : undefined;
  }

  /** The work's file rows, ordered by path (the order only needs to be the same from one call to the next). */
  async listFiles(workId: number): Promise<WorkFile[]> {
    const rows = await this.db
      .selectFrom("work_files")
      .select(["path", "raw_path", "type", "size", "mtime", "duration"])
      .where("work_id", "=", workId)
      .orderBy("path")
      .execute();
    return rows.map((row) => ({ ...row, size: Number(row.size), mtime: Number(row.mtime) }));
  }
}
