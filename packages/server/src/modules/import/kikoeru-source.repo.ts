import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { message } from "@kikoeru/contract";
import SqliteDriver from "better-sqlite3";

/** kikoeru's tables (reference §2.1), in the order the plan lists them. */
export const KIKOERU_TABLES = [
  "t_circle",
  "t_work",
  "t_tag",
  "t_va",
  "r_tag_work",
  "r_va_work",
  "t_user",
  "t_review",
  "t_play_histroy",
  "t_translate_task",
] as const;
export type KikoeruTable = (typeof KIKOERU_TABLES)[number];

/** Upstream ≤ 0.6.2 stops before play history, lyric status and translate tasks; Number178's 0.6.7 has them. */
export type Generation = "upstream" | "number178";

export interface SourceWork {
  id: number;
  root_folder: string;
  dir: string;
  title: string;
  circle: { id: number; name: string } | null;
  nsfw: number | null;
  release: string | null;
  dl_count: number | null;
  price: number | null;
  review_count: number | null;
  rate_count: number | null;
  rate_average_2dp: number | null;
  rate_count_detail: string | null;
  rank: string | null;
  lyric_status: string | null;
  tags: { id: number; name: string }[];
  vas: string[];
}
export interface SourceUser {
  name: string;
  password: string;
  group: string;
}
export interface SourceReview {
  user_name: string;
  work_id: string | number;
  rating: number | null;
  review_text: string | null;
  progress: string | null;
  created_at: string | null;
  updated_at: string | null;
}
export interface SourceHistory {
  user_name: string;
  work_id: number;
  state: string;
  created_at: string | null;
  updated_at: string | null;
}
export interface SourceTask {
  id: number;
  work_id: number;
  audio_path: string;
  status: number;
  worker_name: string;
  worker_status: string;
  created_at: string | null;
  updated_at: string | null;
}

export class SourceError extends Error {}

/**
 * A kikoeru-express database, read from a consistent copy (`VACUUM INTO` a temporary file: safe while kikoeru
 * still runs, and the original is only ever opened read-only). Its generation is told by its tables and
 * columns, never by `config.version`.
 */
export class KikoeruSource {
  private readonly tables: Set<string>;

  private constructor(
    private readonly db: SqliteDriver.Database,
    private readonly tempDir: string,
  ) {
    const rows = db.prepare("select name from sqlite_master where type = 'table'").all() as {
      name: string;
    }[];
    this.tables = new Set(rows.map((r) => r.name));
  }

  static open(file: string): KikoeruSource {
    if (!fs.existsSync(file)) throw new SourceError(message("import.errorDbMissing", { file }));
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "kikoeru-import-"));
    let copy: SqliteDriver.Database | null = null;
    try {
      const original = new SqliteDriver(file, { readonly: true, fileMustExist: true });
      try {
        original.prepare("vacuum into ?").run(path.join(tempDir, "db.sqlite3"));
      } finally {
        original.close();
      }
      copy = new SqliteDriver(path.join(tempDir, "db.sqlite3"), { readonly: true, fileMustExist: true });
      const source = new KikoeruSource(copy, tempDir);
      for (const table of ["t_work", "t_user", "t_circle"] as const) {
        if (!source.has(table)) throw new SourceError(message("import.errorNotKikoeru", { file, table }));
      }
      return source;
    } catch (error) {
      copy?.close();
      fs.rmSync(tempDir, { recursive: true, force: true });
      if (error instanceof SourceError) throw error;
      throw new SourceError(message("import.errorDbCorrupt", { file, reason: (error as Error).message }));
    }
  }

  close(): void {
    this.db.close();
    fs.rmSync(this.tempDir, { recursive: true, force: true });
  }

  has(table: KikoeruTable): boolean {
    return this.tables.has(table);
  }

  generation(): Generation {
    return this.has("t_play_histroy") ||
      this.has("t_translate_task") ||
      this.columns("t_work").has("lyric_status")
      ? "number178"
      : "upstream";
  }

  /** Row counts of kikoeru's tables present here, and the tables that are not kikoeru's. */
  counts(): { table: KikoeruTable; count: number | null }[] {
    return KIKOERU_TABLES.map((table) => ({
      table,
      count: this.has(table)
        ? (this.db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
        : null,
    }));
  }

  /** Root aliases the works use. */
  aliases(): string[] {
    const rows = this.db.prepare("select distinct root_folder from t_work order by root_folder").all();
    return (rows as { root_folder: string }[]).map((r) => r.root_folder);
  }

  works(): SourceWork[] {
    const cols = this.columns("t_work");
    const optional = (name: string) => (cols.has(name) ? `w.${name}` : `null as ${name}`);
    const rows = this.db
      .prepare(
        `select w.id, w.root_folder, w.dir, w.title, w.circle_id, c.name as circle_name, w.nsfw, w.release,
          w.dl_count, w.price, w.review_count, w.rate_count, w.rate_average_2dp, w.rate_count_detail, w.rank,
          ${optional("lyric_status")}
         from t_work w left join t_circle c on c.id = w.circle_id order by w.id`,
      )
      .all() as (Omit<SourceWork, "circle" | "tags" | "vas"> & { circle_id: number; circle_name: string })[];
    const tags = this.grouped(
      this.has("t_tag") && this.has("r_tag_work")
        ? "select r.work_id as work, t.id, t.name from r_tag_work r join t_tag t on t.id = r.tag_id order by r.rowid"
        : null,
    );
    const vas = this.grouped(
      this.has("t_va") && this.has("r_va_work")
        ? "select r.work_id as work, v.name from r_va_work r join t_va v on v.id = r.va_id order by r.rowid"
        : null,
    );
    return rows.map(({ circle_id, circle_name, ...work }) => ({
      ...work,
      circle: circle_name == null ? null : { id: circle_id, name: circle_name },
      tags: (tags.get(work.id) ?? []) as { id: number; name: string }[],
      vas: (vas.get(work.id) ?? []).map((va) => String(va.name)),
    }));
  }

  users(): SourceUser[] {
    return this.db.prepare('select name, password, "group" from t_user order by name').all() as SourceUser[];
  }

  reviews(): SourceReview[] {
    if (!this.has("t_review")) return [];
    const cols = this.columns("t_review");
    const optional = (name: string) => (cols.has(name) ? name : `null as ${name}`);
    return this.db
      .prepare(
        `select user_name, work_id, rating, review_text, ${optional("progress")}, ${optional("created_at")},
          ${optional("updated_at")} from t_review order by user_name, work_id`,
      )
      .all() as SourceReview[];
  }

  history(): SourceHistory[] {
    if (!this.has("t_play_histroy")) return [];
    return this.db
      .prepare(
        "select user_name, work_id, state, created_at, updated_at from t_play_histroy order by user_name, work_id",
      )
      .all() as SourceHistory[];
  }

  tasks(): SourceTask[] {
    if (!this.has("t_translate_task")) return [];
    return this.db
      .prepare(
        `select id, work_id, audio_path, status, worker_name, worker_status, created_at, updated_at
         from t_translate_task order by id`,
      )
      .all() as SourceTask[];
  }

  private columns(table: KikoeruTable): Set<string> {
    const rows = this.db.prepare("select name from pragma_table_info(?)").all(table) as { name: string }[];
    return new Set(rows.map((r) => r.name));
  }

  private grouped(query: string | null): Map<number, Record<string, unknown>[]> {
    const byWork = new Map<number, Record<string, unknown>[]>();
    if (query === null) return byWork;
    for (const row of this.db.prepare(query).all() as { work: number }[]) {
      const list = byWork.get(Number(row.work)) ?? [];
      list.push(row);
      byWork.set(Number(row.work), list);
    }
    return byWork;
  }
}
