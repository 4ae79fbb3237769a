import { formatWorkCode } from "@kikoeru/contract";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { foldForSearch } from "./search-text.ts";

/** Recomputes `works.search_text` (code, title, circle, voice actors, tags) for the given works. */
export async function refreshSearchText(db: Kysely<DB>, workIds: readonly number[]): Promise<void> {
  for (let start = 0; start < workIds.length; start += 500) {
    const ids = workIds.slice(start, start + 500);
    const works = await db
      .selectFrom("works")
      .leftJoin("circles", "circles.id", "works.circle_id")
      .select(["works.id", "works.title", "circles.name as circle"])
      .where("works.id", "in", ids)
      .execute();
    const vas = await db
      .selectFrom("work_vas")
      .innerJoin("vas", "vas.id", "work_vas.va_id")
      .select(["work_vas.work_id", "vas.name"])
      .where("work_vas.work_id", "in", ids)
      .execute();
    const tags = await db
      .selectFrom("work_tags")
      .innerJoin("tags", "tags.id", "work_tags.tag_id")
      .select(["work_tags.work_id", "tags.name"])
      .where("work_tags.work_id", "in", ids)
      .execute();
    const names = new Map<number, string[]>();
    for (const row of [...vas, ...tags])
      names.set(row.work_id, [...(names.get(row.work_id) ?? []), row.name]);
    // One commit for the chunk's single-row updates, not one each (10,000 imported works: seconds on PostgreSQL).
    await inOneTransaction(db, async (trx) => {
      for (const work of works) {
        const text = [
          formatWorkCode(work.id),
          work.title,
          work.circle ?? "",
          ...(names.get(work.id) ?? []),
        ].join("\n");
        await trx
          .updateTable("works")
          .set({ search_text: foldForSearch(text) })
          .where("id", "=", work.id)
          .execute();
      }
    });
  }
}

function inOneTransaction(db: Kysely<DB>, write: (trx: Kysely<DB>) => Promise<void>): Promise<void> {
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
