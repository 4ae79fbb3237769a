import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import { nameOnlyId, vaIdOf } from "./ids.ts";
import type { NamedRef, WorkMetadata } from "./metadata/types.ts";

type Db = Kysely<DB> | Transaction<DB>;

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
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("works")
        .values({ id, title, ...state, created_at: now, updated_at: now })
        .execute();
      await insertFiles(trx, id, files);
      if (metadata) await writeMetadata(trx, id, metadata, new Set(), tagLanguage);
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

async function insertFiles(db: Db, workId: number, files: FileRow[]): Promise<void> {
  for (let i = 0; i < files.length; i += CHUNK) {
    await db
      .insertInto("work_files")
      .values(files.slice(i, i + CHUNK).map((f) => ({ ...f, work_id: workId })))
      .execute();
  }
}

async function circleId(db: Db, circle: NamedRef): Promise<number> {
  if (circle.id !== null) {
    await db
      .insertInto("circles")
      .values({ id: circle.id, name: circle.name })
      .onConflict((oc) => oc.column("id").doUpdateSet({ name: circle.name }))
      .execute();
    return circle.id;
  }
  const known = await db
    .selectFrom("circles")
    .select("id")
    .where("name", "=", circle.name)
    .executeTakeFirst();
  if (known) return known.id;
  const id = nameOnlyId("circle", circle.name);
  await db
    .insertInto("circles")
    .values({ id, name: circle.name })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return id;
}

/** No row of `tag_name_edits` holds the tag (named by the column `tagId`) in `lang`. */
const notRenamed = (tagId: string, lang: string) =>
  sql<boolean>`not exists (select 1 from tag_name_edits e where e.tag_id = ${sql.ref(tagId)} and e.lang = ${lang})`;

/**
 * A tag's name in `lang` renamed by tag uncensoring (a row in `tag_name_edits`) keeps its new name: the source
 * still sends the name it replaced.
 */
async function tagId(db: Db, tag: NamedRef, lang: string): Promise<number> {
  if (tag.id !== null) {
    await db
      .insertInto("tags")
      .values({ id: tag.id, name: tag.name })
      .onConflict((oc) => oc.column("id").doUpdateSet({ name: tag.name }).where(notRenamed("tags.id", lang)))
      .execute();
    await db
      .insertInto("tag_names")
      .values({ tag_id: tag.id, lang, name: tag.name })
      .onConflict((oc) =>
        oc
          .columns(["tag_id", "lang"])
          .doUpdateSet({ name: tag.name })
          .where(notRenamed("tag_names.tag_id", lang)),
      )
      .execute();
    return tag.id;
  }
  const byName =
    (await db.selectFrom("tags").select("id").where("name", "=", tag.name).executeTakeFirst()) ??
    (await db.selectFrom("tag_names").select("tag_id as id").where("name", "=", tag.name).executeTakeFirst());
  if (byName) return byName.id;
  const id = nameOnlyId("tag", tag.name);
  await db
    .insertInto("tags")
    .values({ id, name: tag.name })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("tag_names")
    .values({ tag_id: id, lang, name: tag.name })
    .onConflict((oc) => oc.columns(["tag_id", "lang"]).doNothing())
    .execute();
  return id;
}

async function writeMetadata(
  db: Db,
  id: number,
  metadata: WorkMetadata,
  locked: Set<string>,
  lang: string,
): Promise<void> {
  const set: Record<string, unknown> = { metadata_source: metadata.source, updated_at: Date.now() };
  if (!locked.has("title") && metadata.title) set.title = metadata.title;
  if (!locked.has("circle") && metadata.circle) set.circle_id = await circleId(db, metadata.circle);
  if (!locked.has("nsfw") && metadata.age !== null) {
    set.age_category = metadata.age;
    set.nsfw = metadata.age === "adult" ? 1 : 0;
  }
  if (!locked.has("release") && metadata.release) set.release = metadata.release;
  if (!locked.has("series") && metadata.series) set.series = metadata.series;
  const { rate_count_detail, rank, ...figures } = metadata.dynamic;
  for (const [key, value] of Object.entries(figures)) if (value !== undefined) set[key] = value;
  if (rate_count_detail) set.rate_count_detail = JSON.stringify(rate_count_detail);
  if (rank !== undefined) set.rank = rank === null ? null : JSON.stringify(rank);
  await db.updateTable("works").set(set).where("id", "=", id).execute();

  if (!locked.has("tags")) {
    const ids = [...new Set(await sequential(metadata.tags, (tag) => tagId(db, tag, lang)))];
    await db.deleteFrom("work_tags").where("work_id", "=", id).execute();
    if (ids.length > 0) {
      await db
        .insertInto("work_tags")
        .values(ids.map((tag_id) => ({ work_id: id, tag_id })))
        .execute();
    }
  }
  if (!locked.has("vas")) {
    const vas = [...new Set(metadata.vas)].map((name) => ({ id: vaIdOf(name), name }));
    await db.deleteFrom("work_vas").where("work_id", "=", id).execute();
    if (vas.length > 0) {
      await db
        .insertInto("vas")
        .values(vas)
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      await db
        .insertInto("work_vas")
        .values(vas.map((va, position) => ({ work_id: id, va_id: va.id, position })))
        .execute();
    }
  }
}

async function sequential<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await task(item));
  return results;
}
