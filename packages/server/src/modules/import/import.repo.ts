import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Db = Kysely<DB> | Transaction<DB>;
const CHUNK = 400;

export interface UserInsert {
  name: string;
  group: string;
  password: string;
  /** Accepts kikoeru's tokens (without `uid`), signed with our key or the imported one (kikoeru-token-keys.ts). */
  legacyTokens: boolean;
}
export interface ReviewInsert {
  user_name: string;
  work_id: number;
  rating: number | null;
  review_text: string | null;
  progress: string | null;
  created_at: number;
  updated_at: number;
}
export interface HistoryInsert {
  user_name: string;
  work_id: number;
  state: string;
  created_at: number;
  updated_at: number;
}
export interface TaskInsert {
  work_id: number;
  audio_path: string;
  status: number;
  worker_name: string;
  worker_status: string;
  error: string | null;
  created_at: number;
  updated_at: number;
}

/** `user\0work` keys of (user, work) pairs. */
export const pairKey = (user: string, work: number | string) => `${user}\u0000${Number(work)}`;

async function chunked<T, R>(items: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await read(items.slice(i, i + CHUNK))));
  return out;
}

/** The import's SQL on our database: what is already here, and the inserts of each group. */
export class ImportRepo {
  constructor(private readonly db: Db) {}

  /** Runs `write` in one transaction: a group arrives whole or not at all. */
  transaction<T>(write: (repo: ImportRepo) => Promise<T>): Promise<T> {
    return (this.db as Kysely<DB>).transaction().execute((trx) => write(new ImportRepo(trx)));
  }

  async workIds(ids: readonly number[]): Promise<Set<number>> {
    const rows = await chunked(ids, (chunk) =>
      this.db.selectFrom("works").select("id").where("id", "in", chunk).execute(),
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** Names taken here, and those of them the import created. */
  async users(names: readonly string[]): Promise<{ taken: Set<string>; imported: Set<string> }> {
    const taken = await chunked(names, (chunk) =>
      this.db.selectFrom("users").select("name").where("name", "in", chunk).execute(),
    );
    const imported = await chunked(names, (chunk) =>
      this.db.selectFrom("imported_users").select("name").where("name", "in", chunk).execute(),
    );
    return { taken: new Set(taken.map((r) => r.name)), imported: new Set(imported.map((r) => r.name)) };
  }

  async insertUsers(users: readonly UserInsert[]): Promise<void> {
    const now = Date.now();
    for (const user of users) {
      await this.db
        .insertInto("users")
        .values({
          name: user.name,
          group: user.group,
          password: user.password,
          uid: randomBytes(16).toString("hex"),
          legacy_tokens: user.legacyTokens ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.db.insertInto("imported_users").values({ name: user.name, imported_at: now }).execute();
    }
  }

  async reviewKeys(users: readonly string[]): Promise<Set<string>> {
    const rows = await chunked(users, (chunk) =>
      this.db
        .selectFrom("reviews")
        .select(["user_name", "work_id"])
        .where("user_name", "in", chunk)
        .execute(),
    );
    return new Set(rows.map((r) => pairKey(r.user_name, r.work_id)));
  }

  async insertReviews(rows: readonly ReviewInsert[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db
        .insertInto("reviews")
        .values(rows.slice(i, i + CHUNK))
        .execute();
    }
  }

  async historyKeys(users: readonly string[]): Promise<Set<string>> {
    const rows = await chunked(users, (chunk) =>
      this.db
        .selectFrom("play_history")
        .select(["user_name", "work_id"])
        .where("user_name", "in", chunk)
        .execute(),
    );
    return new Set(rows.map((r) => pairKey(r.user_name, r.work_id)));
  }

  async insertHistory(rows: readonly HistoryInsert[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db
        .insertInto("play_history")
        .values(rows.slice(i, i + CHUNK))
        .execute();
    }
  }

  /** `work\0path` keys of the lyric tasks the works already have (kikoeru's own duplicate rule). */
  async taskKeys(workIds: readonly number[]): Promise<Set<string>> {
    const rows = await chunked(workIds, (chunk) =>
      this.db
        .selectFrom("lyric_tasks")
        .select(["work_id", "audio_path"])
        .where("work_id", "in", chunk)
        .execute(),
    );
    return new Set(rows.map((r) => pairKey(r.audio_path, r.work_id)));
  }

  async insertTask(task: TaskInsert): Promise<number> {
    const row = await this.db
      .insertInto("lyric_tasks")
      .values(task)
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Adds the `ai` flag of `lyric_status` to works that now have a finished AI lyric (design change 17). */
  async flagAiLyrics(workIds: readonly number[]): Promise<void> {
    for (let i = 0; i < workIds.length; i += CHUNK) {
      const chunk = workIds.slice(i, i + CHUNK);
      await this.db
        .updateTable("works")
        .set({ lyric_status: "ai" })
        .where("id", "in", chunk)
        .where("lyric_status", "=", "")
        .execute();
      await this.db
        .updateTable("works")
        .set({ lyric_status: "ai_local" })
        .where("id", "in", chunk)
        .where("lyric_status", "=", "local")
        .execute();
    }
  }
}
