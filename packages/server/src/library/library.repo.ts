import type { Insertable, Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import type { WorkMetadata } from "./metadata/types.ts";
import {
  inChunks,
  metadataColumns,
  NOTHING_LOCKED,
  SharedRefs,
  writeMetadata,
} from "./work-metadata.repo.ts";

/** What a scan needs to know about a work already in the database. */
export interface IndexedWork {
  id: number;
  root_folder: string;
  dir: string;
  raw_dir: string | null;
  fingerprint: string | null;
  missing_since: number | null;
  metadata_source: string | null;
  lyric_status: string;
  locked_fields: string;
}

export interface FileRow {
  path: string;
  raw_path: string | null;
  type: string;
  size: number;
  mtime: number;
  duration: number | null;
}

/** A work the database does not have yet: its row, its files and, when known, its metadata. */
export interface NewWork {
  id: number;
  title: string;
  state: WorkFolderState;
  files: FileRow[];
  metadata: WorkMetadata | null;
}

/** A work's place on disk and what its files add up to. */
export interface WorkFolderState {
  root_folder: string;
  dir: string;
  raw_dir: string | null;
  memo: string;
  lyric_status: string;
  fingerprint: string;
}

const INDEX_COLUMNS = [
  "id",
  "root_folder",
  "dir",
  "raw_dir",
  "fingerprint",
  "missing_since",
  "metadata_source",
  "lyric_status",
  "locked_fields",
] as const;
const CHUNK = 400;

export function lockedSet(lockedFields: string): Set<string> {
  try {
    const list = JSON.parse(lockedFields);
    return new Set(Array.isArray(list) ? list.map(String) : []);
  } catch {
    return new Set();
  }
}

/** The scanner's SQL: works, their files, circles, tags and voice actors. */
export class LibraryRepo {
  constructor(readonly db: Kysely<DB>) {}

  async index(): Promise<IndexedWork[]> {
    return this.db.selectFrom("works").select(INDEX_COLUMNS).execute();
  }

  async find(id: number): Promise<IndexedWork | undefined> {
    return this.db.selectFrom("works").select(INDEX_COLUMNS).where("id", "=", id).executeTakeFirst();
  }

  async files(workId: number): Promise<FileRow[]> {
    return this.db
      .selectFrom("work_files")
      .select(["path", "raw_path", "type", "size", "mtime", "duration"])
      .where("work_id", "=", workId)
      .execute();
  }

  /** Inserts a new work with its files and, when known, its metadata, in one transaction. */
  async insertWork(
    id: number,
    title: string,
    state: WorkFolderState,
    files: FileRow[],
    metadata: WorkMetadata | null,
    tagLanguage: string,
  ): Promise<void> {
    await this.insertWorks([{ id, title, state, files, metadata }], tagLanguage);
  }

  /**
   * Inserts new works, each with its files and metadata, in one transaction: the circles, tags and voice actors
   * they share are written once, and their file, tag and voice actor rows go in multi-row statements. The
   * import writes thousands of works this way, a batch at a time; the scanner one at a time.
   */
  async insertWorks(works: readonly NewWork[], tagLanguage: string): Promise<void> {
    if (works.length === 0) return;
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      const refs = new SharedRefs(trx, tagLanguage);
      // Rows by the columns they set, so that each statement's rows name the same columns (a column one row
      // leaves out takes the table's default: SQLite has no DEFAULT inside a multi-row VALUES).
      const rows = new Map<string, Insertable<DB["works"]>[]>();
      const files: (FileRow & { work_id: number })[] = [];
      const tags: { work_id: number; tag_id: number }[] = [];
      const vas: { work_id: number; va_id: string; position: number }[] = [];
      for (const { id, title, state, metadata, ...work } of works) {
        const columns = metadata ? await metadataColumns(metadata, NOTHING_LOCKED, refs) : {};
        const row = { id, title, ...state, created_at: now, updated_at: now, ...columns };
        const shape = Object.keys(row).sort().join();
        const same = rows.get(shape);
        if (same) same.push(row);
        else rows.set(shape, [row]);
        files.push(...work.files.map((f) => ({ ...f, work_id: id })));
        if (!metadata) continue;
        for (const tag_id of await refs.tagIds(metadata.tags)) tags.push({ work_id: id, tag_id });
        vas.push(...refs.vas(metadata.vas).map((va, position) => ({ work_id: id, va_id: va.id, position })));
      }
      for (const same of rows.values()) {
        await inChunks(same, (chunk) => trx.insertInto("works").values(chunk).execute());
      }
      await refs.writeVas();
      await inChunks(files, (chunk) => trx.insertInto("work_files").values(chunk).execute());
      await inChunks(tags, (chunk) => trx.insertInto("work_tags").values(chunk).execute());
      await inChunks(vas, (chunk) => trx.insertInto("work_vas").values(chunk).execute());
    });
  }

  /** Replaces a work's file rows by `files` (unchanged rows stay as they are) and records its folder state. */
  async saveFolder(id: number, state: WorkFolderState, files: FileRow[], removed: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < removed.length; i += CHUNK) {
        await trx
          .deleteFrom("work_files")
          .where("work_id", "=", id)
          .where("path", "in", removed.slice(i, i + CHUNK))
          .execute();
      }
      for (let i = 0; i < files.length; i += CHUNK) {
        await trx
          .insertInto("work_files")
          .values(files.slice(i, i + CHUNK).map((f) => ({ ...f, work_id: id })))
          .onConflict((oc) =>
            oc.columns(["work_id", "path"]).doUpdateSet((eb) => ({
              raw_path: eb.ref("excluded.raw_path"),
              type: eb.ref("excluded.type"),
              size: eb.ref("excluded.size"),
              mtime: eb.ref("excluded.mtime"),
              duration: eb.ref("excluded.duration"),
            })),
          )
          .execute();
      }
      await trx
        .updateTable("works")
        .set({ ...state, missing_since: null, updated_at: Date.now() })
        .where("id", "=", id)
        .execute();
    });
  }

  /** Writes metadata over a work, leaving the fields its users locked. */
  async applyMetadata(id: number, metadata: WorkMetadata, locked: Set<string>, tagLanguage: string) {
    await this.db.transaction().execute((trx) => writeMetadata(trx, id, metadata, locked, tagLanguage));
  }

  /** Sets `missing_since` on works that are not already missing; their rows and everything linked stay. */
  async markMissing(ids: number[], now: number): Promise<void> {
    for (let i = 0; i < ids.length; i += CHUNK) {
      await this.db
        .updateTable("works")
        .set({ missing_since: now })
        .where("id", "in", ids.slice(i, i + CHUNK))
        .where("missing_since", "is", null)
        .execute();
    }
  }

  /** Works the VA fix of the update lock refreshes: those linked to one of the named voice actors. */
  async worksWithVas(vaIds: string[]): Promise<number[]> {
    if (vaIds.length === 0) return [];
    const rows = await this.db
      .selectFrom("work_vas")
      .select("work_id")
      .distinct()
      .where("va_id", "in", vaIds)
      .execute();
    return rows.map((r) => r.work_id);
  }
}
