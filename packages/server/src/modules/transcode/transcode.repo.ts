import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface CacheRow {
  key: string;
  size: number;
  served_at: number;
}

/** SQL for `transcode_cache`: the complete transcodes and when each was last served. */
export class TranscodeRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async save(key: string, size: number, now: number): Promise<void> {
    await this.db
      .insertInto("transcode_cache")
      .values({ key, size, created_at: now, served_at: now })
      .onConflict((c) => c.column("key").doUpdateSet({ size, created_at: now, served_at: now }))
      .execute();
  }

  async served(key: string, now: number): Promise<void> {
    await this.db.updateTable("transcode_cache").set({ served_at: now }).where("key", "=", key).execute();
  }

  /** Every entry, least recently served first. */
  async leastRecentFirst(): Promise<CacheRow[]> {
    return this.db
      .selectFrom("transcode_cache")
      .select(["key", "size", "served_at"])
      .orderBy("served_at")
      .orderBy("key")
      .execute();
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom("transcode_cache").where("key", "=", key).execute();
  }
}
