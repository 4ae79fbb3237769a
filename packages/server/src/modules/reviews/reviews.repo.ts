import type { Progress, ReviewOrder, SortDirection } from "@kikoeru/contract";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { PageWindow, ReviewRow } from "../catalog/index.ts";

/** The review columns a write sets; absent keys are left as they are. */
export interface ReviewFields {
  rating?: number | null;
  review_text?: string | null;
  progress?: Progress | null;
}

const WORK_COLUMNS = {
  review_count: "works.review_count",
  dl_count: "works.dl_count",
  price: "works.price",
  rate_average_2dp: "works.rate_average_2dp",
  id: "works.id",
  created_at: "works.created_at",
} as const;

/** SQL for the caller's reviews (rating, text and progress on one row per user and work). */
export class ReviewsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Upserts the given fields; a row left with no rating, text or progress is removed (nothing is marked). */
  async save(user: string, workId: number, fields: ReviewFields): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("reviews")
        .values({
          user_name: user,
          work_id: workId,
          rating: fields.rating ?? null,
          review_text: fields.review_text ?? null,
          progress: fields.progress ?? null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(["user_name", "work_id"]).doUpdateSet({ ...fields, updated_at: now }))
        .execute();
      await trx
        .deleteFrom("reviews")
        .where("user_name", "=", user)
        .where("work_id", "=", workId)
        .where("rating", "is", null)
        .where("progress", "is", null)
        .where((eb) => eb.or([eb("review_text", "is", null), eb("review_text", "=", "")]))
        .execute();
    });
  }

  async delete(user: string, workId: number): Promise<void> {
    await this.db.deleteFrom("reviews").where("user_name", "=", user).where("work_id", "=", workId).execute();
  }

  private marked(user: string, progress: Progress | null) {
    let query = this.db
      .selectFrom("reviews")
      .innerJoin("works", "works.id", "reviews.work_id")
      .where("reviews.user_name", "=", user)
      .where("works.missing_since", "is", null);
    if (progress !== null) query = query.where("reviews.progress", "=", progress);
    return query;
  }

  async count(user: string, progress: Progress | null): Promise<number> {
    const row = await this.marked(user, progress)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * One page of the caller's marks, each naming its work. Ties (and the `nsfw`/`allage` "newest" orders)
   * fall back to release and id, newest first; unrated works come last when ordering by rating.
   */
  async page(
    user: string,
    progress: Progress | null,
    order: ReviewOrder,
    direction: SortDirection,
    window: PageWindow,
  ): Promise<ReviewRow[]> {
    let query = this.marked(user, progress).select([
      "reviews.work_id",
      "reviews.rating",
      "reviews.review_text",
      "reviews.progress",
      "reviews.updated_at",
    ]);
    if (order === "updated_at") query = query.orderBy("reviews.updated_at", direction);
    else if (order === "userRating" || order === "rating") {
      query = query.orderBy("reviews.rating", (ob) =>
        (direction === "desc" ? ob.desc() : ob.asc()).nullsLast(),
      );
    } else if (order === "nsfw" || order === "allage") {
      query = query.orderBy("works.nsfw", order === "allage" ? "asc" : direction);
    } else if (order === "release") {
      query = query.orderBy("works.release", (ob) =>
        direction === "desc" ? ob.desc().nullsLast() : ob.asc().nullsFirst(),
      );
    } else {
      query = query.orderBy(WORK_COLUMNS[order], direction);
    }
    if (order !== "release") query = query.orderBy("works.release", (ob) => ob.desc().nullsLast());
    return query.orderBy("works.id", "desc").limit(window.limit).offset(window.offset).execute();
  }
}
