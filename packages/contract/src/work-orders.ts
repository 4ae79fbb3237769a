/* Constants of the work lists without zod, so the web app can import them without evaluating any schema. */

/** `order` of the work lists (reference §1.3): a column, the caller's own stars, or a shuffle. */
export const WORK_ORDERS = [
  "release",
  "rating",
  "dl_count",
  "price",
  "rate_average_2dp",
  "review_count",
  "id",
  "created_at",
  "random",
  "betterRandom",
] as const;
export type WorkOrder = (typeof WORK_ORDERS)[number];

/** Kinds of the `lyric` filter; a work matches when it matches any selected kind. */
export const LYRIC_KINDS = ["local", "ai", "no"] as const;
export type LyricKind = (typeof LYRIC_KINDS)[number];

/**
 * DLsite's age categories (its `age_category_string`): all ages, R-15, adults only. kikoeru's boolean `nsfw`
 * is true for `adult` alone; the work object carries the category beside it as `age_category_string`, and
 * the lists' `age` parameter picks one category.
 */
export const AGE_CATEGORIES = ["general", "r15", "adult"] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];
