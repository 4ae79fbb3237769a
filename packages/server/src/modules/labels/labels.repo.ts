import type { LabelKind } from "@kikoeru/contract";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface LabelCountRow {
  id: number | string;
  name: string;
  count: number;
}

/** SQL for circles, tags and voice actors. */
export class LabelsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Every label with at least one visible work, with the number of such works: all links counted on their
   * covering index, minus the links of missing works (few), instead of joining every link to its work.
   */
  async list(kind: LabelKind): Promise<LabelCountRow[]> {
    const [totals, missing] = await Promise.all([this.totals(kind), this.missing(kind)]);
    const hidden = new Map(missing.map((row) => [String(row.id), Number(row.n)]));
    return totals
      .map((row) => ({
        id: row.id,
        name: row.name,
        count: Number(row.n) - (hidden.get(String(row.id)) ?? 0),
      }))
      .filter((row) => row.count > 0);
  }

  private totals(kind: LabelKind) {
    const n = this.db.fn.countAll<number>().as("n");
    if (kind === "circle") {
      const counts = this.db.selectFrom("works").select(["circle_id as id", n]).groupBy("circle_id");
      return this.db
        .selectFrom(counts.as("c"))
        .innerJoin("circles", "circles.id", "c.id")
        .select(["circles.id", "circles.name", "c.n"])
        .execute();
    }
    if (kind === "tag") {
      const counts = this.db.selectFrom("work_tags").select(["tag_id as id", n]).groupBy("tag_id");
      return this.db
        .selectFrom(counts.as("c"))
        .innerJoin("tags", "tags.id", "c.id")
        .select(["tags.id", "tags.name", "c.n"])
        .execute();
    }
    const counts = this.db.selectFrom("work_vas").select(["va_id as id", n]).groupBy("va_id");
    return this.db
      .selectFrom(counts.as("c"))
      .innerJoin("vas", "vas.id", "c.id")
      .select(["vas.id", "vas.name", "c.n"])
      .execute();
  }

  /** Per label, how many of its works are missing. */
  private missing(kind: LabelKind): Promise<{ id: number | string | null; n: number }[]> {
    const n = this.db.fn.countAll<number>().as("n");
    const missing = this.db
      .selectFrom("works")
      .select("works.id")
      .where("works.missing_since", "is not", null);
    if (kind === "circle") {
      return this.db
        .selectFrom("works")
        .select(["circle_id as id", n])
        .where("works.id", "in", missing)
        .groupBy("circle_id")
        .execute();
    }
    if (kind === "tag") {
      return this.db
        .selectFrom("work_tags")
        .select(["tag_id as id", n])
        .where("work_id", "in", missing)
        .groupBy("tag_id")
        .execute();
    }
    return this.db
      .selectFrom("work_vas")
      .select(["va_id as id", n])
      .where("work_id", "in", missing)
      .groupBy("va_id")
      .execute();
  }

  async find(
    kind: LabelKind,
    id: number | string,
  ): Promise<{ id: number | string; name: string } | undefined> {
    if (kind === "va") {
      return this.db.selectFrom("vas").select(["id", "name"]).where("id", "=", String(id)).executeTakeFirst();
    }
    const table = kind === "circle" ? "circles" : "tags";
    return this.db.selectFrom(table).select(["id", "name"]).where("id", "=", Number(id)).executeTakeFirst();
  }
}
