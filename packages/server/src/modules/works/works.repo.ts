import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.ts";

/** A work listed under "related works" on a work page. */
export interface RelatedWork {
  id: number;
  title: string;
}

/** SQL of the work page beyond its card. */
export class WorksRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Up to `limit` visible works of the same series (first) or circle, newest first. */
  async related(
    work: { id: number; series: string | null; circleId: number | null },
    limit: number,
  ): Promise<RelatedWork[]> {
    const { id, series, circleId } = work;
    if (series === null && circleId === null) return [];
    let query = this.db
      .selectFrom("works")
      .select(["works.id", "works.title"])
      .where("works.missing_since", "is", null)
      .where("works.id", "<>", id)
      .where((eb) =>
        eb.or([
          ...(series === null ? [] : [eb("works.series", "=", series)]),
          ...(circleId === null ? [] : [eb("works.circle_id", "=", circleId)]),
        ]),
      );
    if (series !== null) query = query.orderBy(sql`case when works.series = ${series} then 0 else 1 end`);
    return query
      .orderBy("works.release", (ob) => ob.desc().nullsLast())
      .orderBy("works.id", "desc")
      .limit(limit)
      .execute();
  }
}
