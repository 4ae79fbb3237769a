import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

const COVER_FIELD = "cover";

function parseLocked(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** SQL of cover edits: whether the work exists, and the `cover` entry of its `locked_fields`. */
export class CoverEditsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async workExists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom("works").select("id").where("id", "=", id).executeTakeFirst();
    return row !== undefined;
  }

  /** Adds or removes `cover` in `locked_fields` (the scanner then leaves the cover files alone, or not). */
  async setCoverLocked(id: number, locked: boolean): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("works")
        .select("locked_fields")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return;
      const fields = parseLocked(row.locked_fields).filter((field) => field !== COVER_FIELD);
      if (locked) fields.push(COVER_FIELD);
      await trx
        .updateTable("works")
        .set({ locked_fields: JSON.stringify(fields) })
        .where("id", "=", id)
        .execute();
    });
  }
}
