import { type Kysely, sql } from "kysely";
import { prepare } from "../../db/prepared.ts";
import type { DB } from "../../db/schema.ts";

/** A work row with its circle name. */
export interface WorkRow {
  id: number;
  title: string;
  circle_id: number | null;
  circle_name: string | null;
  nsfw: number;
  age_category: string;
  release: string | null;
  dl_count: number;
  price: number;
  review_count: number;
  rate_count: number;
  rate_average_2dp: number;
  rate_count_detail: string;
  rank: string | null;
  series: string | null;
  lyric_status: string;
  memo: string;
  created_at: number;
  updated_at: number;
  missing_since: number | null;
}

/** A voice actor or tag of a work; tag ids come back as text and are turned into numbers by the caller. */
export interface LabelRow {
  work_id: number;
  kind: "va" | "tag";
  label_id: string;
  name: string;
  position: number;
}

/** The caller's review of a work (rating, text and progress share one row). */
export interface ReviewRow {
  work_id: number;
  rating: number | null;
  review_text: string | null;
  progress: string | null;
  updated_at: number;
}

/** The caller's stored play position in a work. */
export interface PlayRow {
  work_id: number;
  state: string;
  updated_at: number;
}

/** Batched reads that turn a page of ids into work cards: one query per kind of data, whatever the page size. */
export class WorkCardsRepo {
  /**
   * One work's rows, compiled once: the work page reads its review and play position on every visit, and a
   * random pick or a work not seen since the catalog changed reads its row and labels.
   */
  private readonly oneReview;
  private readonly onePlay;
  private readonly oneWork;
  private readonly oneWorkLabels;

  constructor(private readonly db: Kysely<DB>) {
    this.oneReview = prepare(
      db,
      (user: string, id: number) =>
        db
          .selectFrom("reviews")
          .select(["work_id", "rating", "review_text", "progress", "updated_at"])
          .where("user_name", "=", user)
          .where("work_id", "=", id),
      "",
      0,
    );
    this.onePlay = prepare(
      db,
      (user: string, id: number) =>
        db
          .selectFrom("play_history")
          .select(["work_id", "state", "updated_at"])
          .where("user_name", "=", user)
          .where("work_id", "=", id),
      "",
      0,
    );
    this.oneWork = prepare(db, (id: number) => this.worksQuery([id]), -1);
    this.oneWorkLabels = prepare(db, (va: number, tag: number) => this.labelsQuery([va], [tag]), -1, -2);
  }

  async works(ids: readonly number[]): Promise<WorkRow[]> {
    if (ids.length === 0) return [];
    if (ids.length === 1) return this.oneWork(ids[0]!);
    return this.worksQuery(ids).execute();
  }

  private worksQuery(ids: readonly number[]) {
    return this.db
      .selectFrom("works")
      .leftJoin("circles", "circles.id", "works.circle_id")
      .select([
        "works.id",
        "works.title",
        "works.circle_id",
        "circles.name as circle_name",
        "works.nsfw",
        "works.age_category",
        "works.release",
        "works.dl_count",
        "works.price",
        "works.review_count",
        "works.rate_count",
        "works.rate_average_2dp",
        "works.rate_count_detail",
        "works.rank",
        "works.series",
        "works.lyric_status",
        "works.memo",
        "works.created_at",
        "works.updated_at",
        "works.missing_since",
      ])
      .where("works.id", "in", ids);
  }

  /** Voice actors and tags of the given works, in one query. */
  async labels(ids: readonly number[]): Promise<LabelRow[]> {
    if (ids.length === 0) return [];
    if (ids.length === 1) return this.oneWorkLabels(ids[0]!, ids[0]!);
    return this.labelsQuery(ids, ids).execute();
  }

  /** Voice actors of the works `vasOf`, then tags of the works `tagsOf` (the same works, in two arguments). */
  private labelsQuery(vasOf: readonly number[], tagsOf: readonly number[]) {
    const vas = this.db
      .selectFrom("work_vas")
      .innerJoin("vas", "vas.id", "work_vas.va_id")
      .select([
        "work_vas.work_id",
        sql<LabelRow["kind"]>`'va'`.as("kind"),
        "vas.id as label_id",
        "vas.name",
        "work_vas.position",
      ])
      .where("work_vas.work_id", "in", vasOf);
    const tags = this.db
      .selectFrom("work_tags")
      .innerJoin("tags", "tags.id", "work_tags.tag_id")
      .select([
        "work_tags.work_id",
        sql<LabelRow["kind"]>`'tag'`.as("kind"),
        sql<string>`cast(tags.id as text)`.as("label_id"),
        "tags.name",
        sql<number>`0`.as("position"),
      ])
      .where("work_tags.work_id", "in", tagsOf);
    return vas.unionAll(tags);
  }

  async reviews(ids: readonly number[], user: string): Promise<ReviewRow[]> {
    if (ids.length === 0) return [];
    if (ids.length === 1) return this.oneReview(user, ids[0]!);
    return this.db
      .selectFrom("reviews")
      .select(["work_id", "rating", "review_text", "progress", "updated_at"])
      .where("user_name", "=", user)
      .where("work_id", "in", ids)
      .execute();
  }

  /** Every work the user has given stars to, with the stars. */
  async ratings(user: string): Promise<{ work_id: number; rating: number }[]> {
    const rows = await this.db
      .selectFrom("reviews")
      .select(["work_id", "rating"])
      .where("user_name", "=", user)
      .where("rating", "is not", null)
      .execute();
    return rows.map((row) => ({ work_id: Number(row.work_id), rating: Number(row.rating) }));
  }

  async plays(ids: readonly number[], user: string): Promise<PlayRow[]> {
    if (ids.length === 0) return [];
    if (ids.length === 1) return this.onePlay(user, ids[0]!);
    return this.db
      .selectFrom("play_history")
      .select(["work_id", "state", "updated_at"])
      .where("user_name", "=", user)
      .where("work_id", "in", ids)
      .execute();
  }
}
