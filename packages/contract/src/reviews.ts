import { z } from "zod";
import { message } from "./messages/index.ts";
import { listParams } from "./pagination.ts";

/** Listening progress a user marks on a work (spec 1 §4); any value can follow any other. */
export const PROGRESS_VALUES = ["marked", "listening", "listened", "replay", "postponed"] as const;
export type Progress = (typeof PROGRESS_VALUES)[number];

/** Stars in half steps from 0.5 to 5; 0 or null clears the rating. */
export const MAX_RATING = 5;

/**
 * Sort options of the favourites list (spec 1 §9) plus the work-list columns. `nsfw` and `allage` list
 * adults-only or all-ages works first, newest first (the old client sends `order=nsfw` with `sort`).
 */
export const REVIEW_ORDERS = [
  "updated_at",
  "userRating",
  "rating",
  "release",
  "review_count",
  "dl_count",
  "price",
  "rate_average_2dp",
  "id",
  "created_at",
  "nsfw",
  "allage",
] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

export const reviewMessages = {
  rated: message("reviews.rated"),
  progressUpdated: message("reviews.progressUpdated"),
  deleted: message("reviews.deleted"),
  badRating: message("reviews.badRating", { max: MAX_RATING }),
  ratingRequired: message("reviews.ratingRequired"),
  badProgress: message("reviews.badProgress", { values: PROGRESS_VALUES.join("、") }),
  badWorkId: message("reviews.badWorkId"),
  badText: message("reviews.badText"),
  badFlag: message("reviews.badFlag"),
} as const;

const emptyToNull = (v: unknown) => (v === "" || v === "null" ? null : v);

/** A work id in a body: a number, a numeric string (form bodies) or a code such as "RJ01234567". */
export const workIdBodyField = z.union([z.number().int().positive(), z.string().trim().min(1).max(20)], {
  error: reviewMessages.badWorkId,
});

export const ratingSchema = z.preprocess(
  (v) => {
    const value = emptyToNull(v);
    return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  },
  z
    .number({ error: reviewMessages.badRating })
    .min(0, { error: reviewMessages.badRating })
    .max(MAX_RATING, { error: reviewMessages.badRating })
    .refine((n) => Number.isInteger(n * 2), { error: reviewMessages.badRating })
    .nullable(),
);

export const progressSchema = z.enum(PROGRESS_VALUES, { error: reviewMessages.badProgress });

const flag = z.enum(["true", "false", "1", "0"], { error: reviewMessages.badFlag }).optional();

/** PUT /api/review body (reference §1.5). `user_name` is accepted for old clients and ignored. */
export const reviewBodySchema = z.object({
  user_name: z.unknown().optional(),
  work_id: workIdBodyField,
  rating: ratingSchema.optional(),
  review_text: z
    .preprocess(emptyToNull, z.string({ error: reviewMessages.badText }).max(10_000).nullable())
    .optional(),
  progress: z.preprocess(emptyToNull, progressSchema.nullable()).optional(),
  starOnly: z.unknown().optional(),
  progressOnly: z.unknown().optional(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/**
 * PUT /api/review mode flags, read from the query string as kikoeru does: none = stars only,
 * `progressOnly=true` = progress only, `starOnly=false` = rating, text and progress together.
 */
export const reviewModeQuerySchema = z.object({ starOnly: flag, progressOnly: flag });
export type ReviewModeQuery = z.infer<typeof reviewModeQuerySchema>;

export const deleteReviewQuerySchema = z.object({ work_id: z.string({ error: reviewMessages.badWorkId }) });

/** GET /api/review: the caller's marked, rated or reviewed works. */
export const reviewListQuerySchema = z.object({
  ...listParams,
  order: z.enum(REVIEW_ORDERS, { error: `order 必须是 ${REVIEW_ORDERS.join("、")} 之一` }).optional(),
  filter: z.enum(PROGRESS_VALUES, { error: reviewMessages.badProgress }).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
