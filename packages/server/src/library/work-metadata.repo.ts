import { type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { DB } from "../db/schema.ts";
import { nameOnlyId, vaIdOf } from "./ids.ts";
import type { NamedRef, WorkMetadata } from "./metadata/types.ts";

type Db = Kysely<DB> | Transaction<DB>;
const CHUNK = 400;

export const NOTHING_LOCKED: ReadonlySet<string> = new Set();

/** Runs `write` on `rows` a chunk at a time (multi-row statements stay under the drivers' parameter limits). */
export async function inChunks<T>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
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

const refKey = (ref: NamedRef) => `${ref.id}\u0000${ref.name}`;

/**
 * The circles, tags and voice actors of the works written in one transaction, each written once: thousands of
 * works share a few hundred of them. The same reference always resolves to the same id within a transaction.
 */
export class SharedRefs {
  private readonly circles = new Map<string, number>();
  private readonly tags = new Map<string, number>();
  private readonly pendingVas = new Map<string, { id: string; name: string }>();

  constructor(
    private readonly db: Db,
    private readonly lang: string,
  ) {}

  async circle(ref: NamedRef): Promise<number> {
    let id = this.circles.get(refKey(ref));
    if (id === undefined) {
      id = await circleId(this.db, ref);
      this.circles.set(refKey(ref), id);
    }
    return id;
  }

  /** The ids of a work's tags, without repeats, in order (one after the other: name lookups see earlier ones). */
  async tagIds(refs: readonly NamedRef[]): Promise<number[]> {
    const ids: number[] = [];
    for (const ref of refs) {
      let id = this.tags.get(refKey(ref));
      if (id === undefined) {
        id = await tagId(this.db, ref, this.lang);
        this.tags.set(refKey(ref), id);
      }
      ids.push(id);
    }
    return [...new Set(ids)];
  }

  /** A work's voice actors, without repeats, in order; their rows are written by `writeVas`. */
  vas(names: readonly string[]): { id: string; name: string }[] {
    const vas = [...new Set(names)].map((name) => ({ id: vaIdOf(name), name }));
    for (const va of vas) this.pendingVas.set(va.id, va);
    return vas;
  }

  async writeVas(): Promise<void> {
    await inChunks([...this.pendingVas.values()], (chunk) =>
      this.db
        .insertInto("vas")
        .values(chunk)
        .onConflict((oc) => oc.column("id").doNothing())
        .execute(),
    );
    this.pendingVas.clear();
  }
}

/** The `works` columns metadata sets, leaving the fields its users locked. */
export async function metadataColumns(
  metadata: WorkMetadata,
  locked: ReadonlySet<string>,
  refs: SharedRefs,
): Promise<Updateable<DB["works"]>> {
  const set: Record<string, unknown> = { metadata_source: metadata.source, updated_at: Date.now() };
  if (!locked.has("title") && metadata.title) set.title = metadata.title;
  if (!locked.has("circle") && metadata.circle) set.circle_id = await refs.circle(metadata.circle);
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
  return set as Updateable<DB["works"]>;
}

/** Writes metadata over a work that is already there, leaving the fields its users locked. */
export async function writeMetadata(
  db: Db,
  id: number,
  metadata: WorkMetadata,
  locked: ReadonlySet<string>,
  lang: string,
): Promise<void> {
  const refs = new SharedRefs(db, lang);
  await db
    .updateTable("works")
    .set(await metadataColumns(metadata, locked, refs))
    .where("id", "=", id)
    .execute();
  if (!locked.has("tags")) {
    const ids = await refs.tagIds(metadata.tags);
    await db.deleteFrom("work_tags").where("work_id", "=", id).execute();
    if (ids.length > 0) {
      await db
        .insertInto("work_tags")
        .values(ids.map((tag_id) => ({ work_id: id, tag_id })))
        .execute();
    }
  }
  if (!locked.has("vas")) {
    const vas = refs.vas(metadata.vas);
    await db.deleteFrom("work_vas").where("work_id", "=", id).execute();
    await refs.writeVas();
    if (vas.length > 0) {
      await db
        .insertInto("work_vas")
        .values(vas.map((va, position) => ({ work_id: id, va_id: va.id, position })))
        .execute();
    }
  }
}
