import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/** `lyric_tasks.status` of a finished AI lyric (reference §6.1). */
export const AI_LYRIC_SUCCESS = 3;

/** SQL for the AI lyric tasks the player reads. */
export class LyricsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Ids of the successful AI lyric tasks made for one audio file, oldest first. */
  async successfulTaskIds(workId: number, audioPath: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom("lyric_tasks")
      .select("id")
      .where("work_id", "=", workId)
      .where("audio_path", "=", audioPath)
      .where("status", "=", AI_LYRIC_SUCCESS)
      .orderBy("id")
      .execute();
    return rows.map((row) => Number(row.id));
  }

  async taskStatus(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom("lyric_tasks")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? Number(row.status) : undefined;
  }
}
