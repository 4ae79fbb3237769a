import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { refreshSearchText } from "../../library/search-text.repo.ts";

type Db = Kysely<DB> | Transaction<DB>;

export interface Label<Id> {
  id: Id;
  name: string;
}

/** The editable part of a work: what an edit changes and an undo restores. */
export interface WorkValues {
  title: string;
  circle: Label<number> | null;
  tags: Label<number>[];
  vas: Label<string>[];
}

export interface EditRow {
  id: number;
  before: string;
  after: string;
}

/** SQL of metadata edits: a work's editable values, their history and its locked fields. */
export class EditingRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async lockedFields(workId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("works")
      .select("locked_fields")
      .where("id", "=", workId)
      .executeTakeFirst();
    return row?.locked_fields;
  }

  async values(workId: number): Promise<WorkValues | undefined> {
    return readValues(this.db, workId);
  }

  async circleById(id: number): Promise<Label<number> | undefined> {
    return this.db.selectFrom("circles").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  }

  async circleByName(name: string): Promise<Label<number> | undefined> {
    return this.db.selectFrom("circles").select(["id", "name"]).where("name", "=", name).executeTakeFirst();
  }

  async tagsById(ids: number[]): Promise<Label<number>[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom("tags").select(["id", "name"]).where("id", "in", ids).execute();
  }

  /** A tag by its shown name or by its name in any language, as the scanner finds tags known by name. */
  async tagByName(name: string): Promise<Label<number> | undefined> {
    const byName = await this.db
      .selectFrom("tags")
      .select(["id", "name"])
      .where("name", "=", name)
      .executeTakeFirst();
    if (byName) return byName;
    return this.db
      .selectFrom("tag_names")
      .innerJoin("tags", "tags.id", "tag_names.tag_id")
      .select(["tags.id", "tags.name"])
      .where("tag_names.name", "=", name)
      .executeTakeFirst();
  }

  async vasById(ids: string[]): Promise<Label<string>[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom("vas").select(["id", "name"]).where("id", "in", ids).execute();
  }

  /** The latest edit of the work not undone yet. */
  async latestEdit(workId: number): Promise<EditRow | undefined> {
    return this.db
      .selectFrom("work_edits")
      .select(["id", "before", "after"])
      .where("work_id", "=", workId)
      .where("undone_at", "is", null)
      .orderBy("id", "desc")
      .executeTakeFirst();
  }

  /** The `after` of the other edits of the work not undone yet: the fields they changed. */
  async otherActiveEdits(workId: number, exceptId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom("work_edits")
      .select("after")
      .where("work_id", "=", workId)
      .where("undone_at", "is", null)
      .where("id", "!=", exceptId)
      .execute();
    return rows.map((row) => row.after);
  }

  /**
   * Writes `changes` over the work in one transaction, with the labels they name (created when new), its
   * locked fields, its search text and, when `edit` is given, the edit's history row (or, with `undoId`, the
   * undo of an earlier one).
   */
  async write(
    workId: number,
    changes: Partial<WorkValues>,
    lockedFields: string[],
    tagLanguage: string,
    history: { actor: string; before: string; after: string; at: number } | { undoId: number; at: number },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const set: { title?: string; circle_id?: number | null; locked_fields: string; updated_at: number } = {
        locked_fields: JSON.stringify(lockedFields),
        updated_at: history.at,
      };
      if (changes.title !== undefined) set.title = changes.title;
      if (changes.circle !== undefined) {
        if (changes.circle) await ensureCircle(trx, changes.circle);
        set.circle_id = changes.circle?.id ?? null;
      }
      await trx.updateTable("works").set(set).where("id", "=", workId).execute();
      if (changes.tags) await replaceTags(trx, workId, changes.tags, tagLanguage);
      if (changes.vas) await replaceVas(trx, workId, changes.vas);
      if ("undoId" in history) {
        await trx
          .updateTable("work_edits")
          .set({ undone_at: history.at })
          .where("id", "=", history.undoId)
          .execute();
      } else {
        await trx
          .insertInto("work_edits")
          .values({
            work_id: workId,
            actor: history.actor,
            before: history.before,
            after: history.after,
            created_at: history.at,
          })
          .execute();
      }
      await refreshSearchText(trx, [workId]);
    });
  }

  async setLockedFields(workId: number, lockedFields: string[]): Promise<void> {
    await this.db
      .updateTable("works")
      .set({ locked_fields: JSON.stringify(lockedFields) })
      .where("id", "=", workId)
      .execute();
  }
}

async function readValues(db: Db, workId: number): Promise<WorkValues | undefined> {
  const work = await db
    .selectFrom("works")
    .leftJoin("circles", "circles.id", "works.circle_id")
    .select(["works.title", "circles.id as circle_id", "circles.name as circle_name"])
    .where("works.id", "=", workId)
    .executeTakeFirst();
  if (!work) return undefined;
  const [tags, vas] = await Promise.all([
    db
      .selectFrom("work_tags")
      .innerJoin("tags", "tags.id", "work_tags.tag_id")
      .select(["tags.id", "tags.name"])
      .where("work_tags.work_id", "=", workId)
      .orderBy("tags.id")
      .execute(),
    db
      .selectFrom("work_vas")
      .innerJoin("vas", "vas.id", "work_vas.va_id")
      .select(["vas.id", "vas.name"])
      .where("work_vas.work_id", "=", workId)
      .orderBy("work_vas.position")
      .execute(),
  ]);
  const circle =
    work.circle_id === null || work.circle_name === null
      ? null
      : { id: Number(work.circle_id), name: work.circle_name };
  return { title: work.title, circle, tags: tags.map((t) => ({ ...t, id: Number(t.id) })), vas };
}

async function ensureCircle(db: Db, circle: Label<number>): Promise<void> {
  await db
    .insertInto("circles")
    .values(circle)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

async function replaceTags(db: Db, workId: number, tags: Label<number>[], lang: string): Promise<void> {
  await db.deleteFrom("work_tags").where("work_id", "=", workId).execute();
  if (tags.length === 0) return;
  await db
    .insertInto("tags")
    .values(tags)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("tag_names")
    .values(tags.map((tag) => ({ tag_id: tag.id, lang, name: tag.name })))
    .onConflict((oc) => oc.columns(["tag_id", "lang"]).doNothing())
    .execute();
  await db
    .insertInto("work_tags")
    .values(tags.map((tag) => ({ work_id: workId, tag_id: tag.id })))
    .execute();
}

async function replaceVas(db: Db, workId: number, vas: Label<string>[]): Promise<void> {
  await db.deleteFrom("work_vas").where("work_id", "=", workId).execute();
  if (vas.length === 0) return;
  await db
    .insertInto("vas")
    .values(vas)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("work_vas")
    .values(vas.map((va, position) => ({ work_id: workId, va_id: va.id, position })))
    .execute();
}
