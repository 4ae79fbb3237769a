import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface WorkerTokenRow {
  id: number;
  name: string;
  created_by: string;
  created_at: number;
  last_used_at: number | null;
}

const COLUMNS = ["id", "name", "created_by", "created_at", "last_used_at"] as const;

function toRow(row: Record<(typeof COLUMNS)[number], unknown>): WorkerTokenRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    created_by: String(row.created_by),
    created_at: Number(row.created_at),
    last_used_at: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/** SQL of the worker tokens; only each token's SHA-256 is stored. */
export class WorkerTokensRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(
    token: { name: string; hash: string; createdBy: string },
    now: number,
  ): Promise<WorkerTokenRow> {
    const row = await this.db
      .insertInto("lyric_worker_tokens")
      .values({ name: token.name, token_hash: token.hash, created_by: token.createdBy, created_at: now })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  async list(): Promise<WorkerTokenRow[]> {
    const rows = await this.db.selectFrom("lyric_worker_tokens").select(COLUMNS).orderBy("id").execute();
    return rows.map(toRow);
  }

  async byHash(hash: string): Promise<WorkerTokenRow | undefined> {
    const row = await this.db
      .selectFrom("lyric_worker_tokens")
      .select(COLUMNS)
      .where("token_hash", "=", hash)
      .executeTakeFirst();
    return row && toRow(row);
  }

  async touch(id: number, now: number): Promise<void> {
    await this.db
      .updateTable("lyric_worker_tokens")
      .set({ last_used_at: now })
      .where("id", "=", id)
      .execute();
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom("lyric_worker_tokens").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
