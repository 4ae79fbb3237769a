import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { refreshSearchText } from "../../library/search-text.repo.ts";

export interface TagRename {
  id: number;
  from: string;
  to: string;
}

/** SQL of tag uncensoring: tag names in one language, and the names they replaced. */
export class UncensorRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Renames the tags whose name in `lang` is a key of `names` to its value, keeping each previous name in
   * `tag_name_edits` (a tag renamed before keeps its first previous name). One transaction.
   */
  async rename(lang: string, names: Readonly<Record<string, string>>, at: number): Promise<TagRename[]> {
    const censored = Object.keys(names);
    if (censored.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("tag_names")
        .select(["tag_id", "name"])
        .where("lang", "=", lang)
        .where("name", "in", censored)
        .execute();
      const renames = rows.map((row) => ({ id: row.tag_id, from: row.name, to: names[row.name]! }));
      for (const { id, from, to } of renames) {
        await trx
          .insertInto("tag_name_edits")
          .values({ tag_id: id, lang, previous_name: from, name: to, created_at: at })
          .onConflict((oc) => oc.columns(["tag_id", "lang"]).doUpdateSet({ name: to, created_at: at }))
          .execute();
        await setName(trx, id, lang, from, to);
      }
      await refreshTagWorks(trx, renames);
      return renames;
    });
  }

  /** Gives every tag renamed in `lang` its previous name back (unless renamed since) and forgets the rows. */
  async revert(lang: string): Promise<TagRename[]> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("tag_name_edits")
        .select(["tag_id", "previous_name", "name"])
        .where("lang", "=", lang)
        .execute();
      const renames = rows.map((row) => ({ id: row.tag_id, from: row.name, to: row.previous_name }));
      for (const { id, from, to } of renames) await setName(trx, id, lang, from, to);
      await trx.deleteFrom("tag_name_edits").where("lang", "=", lang).execute();
      await refreshTagWorks(trx, renames);
      return renames;
    });
  }
}

/** The name in `lang`, and the shown name when it is the one in `lang`, go from `from` to `to`. */
async function setName(trx: Transaction<DB>, id: number, lang: string, from: string, to: string) {
  await trx
    .updateTable("tag_names")
    .set({ name: to })
    .where("tag_id", "=", id)
    .where("lang", "=", lang)
    .where("name", "=", from)
    .execute();
  await trx.updateTable("tags").set({ name: to }).where("id", "=", id).where("name", "=", from).execute();
}

async function refreshTagWorks(trx: Transaction<DB>, renames: TagRename[]): Promise<void> {
  if (renames.length === 0) return;
  const works = await trx
    .selectFrom("work_tags")
    .select("work_id")
    .distinct()
    .where(
      "tag_id",
      "in",
      renames.map((rename) => rename.id),
    )
    .execute();
  await refreshSearchText(
    trx,
    works.map((row) => row.work_id),
  );
}
