import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface FailedWorkRow {
  id: number;
  title: string;
  root_folder: string;
  dir: string;
}

/** How many recent scanner jobs are searched for a work's failure line (each keeps its last 200 failures). */
const JOBS_SEARCHED = 20;

/** SQL for the failed-works list: present works that have no metadata yet, and recent scan jobs' progress. */
export class FailedWorksRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Present works without metadata, lowest id first, and how many there are. */
  async list(limit: number): Promise<{ total: number; works: FailedWorkRow[] }> {
    const base = this.db
      .selectFrom("works")
      .where("metadata_source", "is", null)
      .where("missing_since", "is", null);
    const [count, works] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
      base.select(["id", "title", "root_folder", "dir"]).orderBy("id").limit(limit).execute(),
    ]);
    return { total: Number(count.n), works };
  }

  /** The stored progress of the latest scanner jobs, newest first. */
  async recentProgress(kinds: readonly string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom("jobs")
      .select("progress")
      .where("kind", "in", kinds)
      .orderBy("id", "desc")
      .limit(JOBS_SEARCHED)
      .execute();
    return rows.map((row) => row.progress);
  }
}
