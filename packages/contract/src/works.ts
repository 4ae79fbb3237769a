import { z } from "zod";
import { playStateSchema } from "./history.ts";
import { message } from "./messages/index.ts";
import { listParams, paginationSchema } from "./pagination.ts";
import { progressSchema } from "./reviews.ts";
import { AGE_CATEGORIES, LYRIC_KINDS, type LyricKind, WORK_ORDERS } from "./work-orders.ts";

/**
 * Advanced-search term types (`isAdvance=1`, keyword `[{t,d,name}]`). 1 fuzzy text (title, circle, voice
 * actors, tags, code), 2 voice actor, 3 tag, 4 circle (`d` is the label's id or exact name), 5 product code
 * (`d` is RJ/BJ/VJ + 6 or 8 digits, or the bare digits). Every term must match.
 */
export const SEARCH_TERM_TYPES = { fuzzy: 1, va: 2, tag: 3, circle: 4, code: 5 } as const;
export const MAX_SEARCH_TERMS = 20;
export const MAX_KEYWORD_LENGTH = 256;
/** The advanced keyword is a JSON list whose terms carry ids (voice-actor UUIDs) and names. */
export const MAX_ADVANCED_KEYWORD_LENGTH = 8192;

/** Shown for a work without voice actors (spec 1 §3); a UUID string like every voice-actor id. */
export const NO_VA = { id: "00000000-0000-0000-0000-000000000000", name: "N/A" } as const;
/** Shown for a work whose circle is unknown. */
export const NO_CIRCLE = { id: 0, name: "N/A" } as const;
/** Related works shown on a work page: same series first, then same circle. */
export const MAX_RELATED_WORKS = 10;

export const LABEL_KINDS = ["circle", "tag", "va"] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

export const workMessages = {
  notFound: (id: string) => message("works.notFound", { id }),
  badOrder: message("works.badOrder", { orders: WORK_ORDERS.join("、") }),
  badNsfw: message("works.badNsfw"),
  badAge: message("works.badAge"),
  badKeyword: message("works.badKeyword", { max: MAX_KEYWORD_LENGTH }),
  badAdvanced: message("works.badAdvanced", {
    maxTerms: MAX_SEARCH_TERMS,
    maxLength: MAX_ADVANCED_KEYWORD_LENGTH,
  }),
  badCode: message("works.badCode"),
} as const;

export const labelMessages: Record<LabelKind, (id: string) => string> = {
  circle: (id) => message("labels.circleNotFound", { id }),
  tag: (id) => message("labels.tagNotFound", { id }),
  va: (id) => message("labels.vaNotFound", { id }),
};

/** Parses `lyric` ("lyric_ai_lyric_local", "ai_local", "local", "lyric_no"…); null when it is not valid. */
export function parseLyricFilter(raw: string): LyricKind[] | null {
  const kinds = new Set<LyricKind>();
  for (const part of raw.trim().split("_")) {
    if (part === "" || part === "lyric") continue;
    if (!(LYRIC_KINDS as readonly string[]).includes(part)) return null;
    kinds.add(part as LyricKind);
  }
  return [...kinds];
}

const advancedTermSchema = z.object({
  t: z.coerce.number().int().min(1).max(5),
  d: z.union([z.string().max(MAX_KEYWORD_LENGTH), z.number()]).transform((d) => String(d).trim()),
  name: z.unknown().optional(),
});
export type AdvancedTerm = { t: number; d: string };

/** Parses the advanced-search keyword; null when it is not a valid term list. */
export function parseAdvancedKeyword(raw: string): AdvancedTerm[] | null {
  let json: unknown;
  try {
    json = raw.trim() === "" ? [] : JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = z.array(advancedTermSchema).max(MAX_SEARCH_TERMS).safeParse(json);
  if (!parsed.success || parsed.data.some((term) => term.d === "")) return null;
  return parsed.data.map(({ t, d }) => ({ t, d }));
}

const listFilterParams = {
  ...listParams,
  order: z.enum(WORK_ORDERS, { error: workMessages.badOrder }).optional(),
  /** kikoeru's filter on `nsfw`: 0 every rating, 1 not adults-only (all ages and R-15), 2 adults only. */
  nsfw: z.coerce
    .number({ error: workMessages.badNsfw })
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: workMessages.badNsfw }))
    .optional(),
  /** Ours, beside `nsfw`: one age category only (`general`, `r15` or `adult`). */
  age: z.enum(AGE_CATEGORIES, { error: workMessages.badAge }).optional(),
  /** A value that is not a lyric filter (or a repeated one) means no filter: kikoeru ignored it (§1.3). */
  lyric: z.string().optional().catch(undefined),
};

/** GET /api/works and /api/{circles|tags|vas}/{id}/works. */
export const worksQuerySchema = z.object(listFilterParams);
export type WorksQuery = z.infer<typeof worksQuerySchema>;

/** GET /api/search and /api/search/{keyword}: plain text, or `isAdvance=1` with a JSON term list. */
export const searchQuerySchema = z
  .object({
    ...listFilterParams,
    keyword: z
      .string({ error: workMessages.badKeyword })
      .max(MAX_ADVANCED_KEYWORD_LENGTH, { error: workMessages.badAdvanced })
      .optional(),
    isAdvance: z.string().max(8).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.isAdvance !== "1" && (query.keyword?.length ?? 0) > MAX_KEYWORD_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["keyword"], message: workMessages.badKeyword });
    }
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchParamsSchema = z.object({ keyword: z.string().max(MAX_KEYWORD_LENGTH) });
export const idParamsSchema = z.object({ id: z.string().max(64) });

export const circleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const vaRefSchema = z.object({ id: z.string(), name: z.string() });
export const tagRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const rateCountDetailSchema = z.array(
  z.object({ review_point: z.number(), count: z.number(), ratio: z.number() }),
);

/**
 * One work as every list returns it (reference §1.1). Times are `YYYY-MM-DD HH:MM:SS` UTC; `release` is
 * `YYYY-MM-DD` or "" when unknown; `userRating` is the caller's own stars.
 */
export const workSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  title: z.string(),
  circle_id: z.number().int(),
  name: z.string(),
  /** kikoeru's meaning: adults-only (18禁) works alone; R-15 works are false. */
  nsfw: z.boolean(),
  age_category_string: z.enum(AGE_CATEGORIES),
  release: z.string(),
  dl_count: z.number().int(),
  price: z.number().int(),
  review_count: z.number().int(),
  rate_count: z.number().int(),
  rate_average_2dp: z.number(),
  rate_count_detail: rateCountDetailSchema,
  rank: z.array(z.record(z.string(), z.unknown())).nullable(),
  lyric_status: z.string(),
  userRating: z.number().nullable(),
  circle: circleRefSchema,
  vas: z.array(vaRefSchema),
  tags: z.array(tagRefSchema),
  memo: z.object({ totalDuration: z.number(), isContainLyric: z.boolean() }),
});
export type Work = z.infer<typeof workSchema>;

/** The caller's own marks on a work; null when there are none. */
const userMarks = {
  progress: progressSchema.nullable(),
  review_text: z.string().nullable(),
  review_updated_at: z.string().nullable(),
  user_name: z.string().nullable(),
};

/**
 * GET /api/work/{id}: the list fields plus the caller's review, progress and play position. kikoeru always
 * sends `play_updated_at` as a string (never null, strict clients decode it as one): "" before the first play.
 */
export const workDetailSchema = workSchema.extend({
  ...userMarks,
  state: playStateSchema.nullable(),
  play_updated_at: z.string(),
  relatedWorks: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type WorkDetail = z.infer<typeof workDetailSchema>;

/**
 * GET /api/review item: `updated_at` is when the caller last changed the mark, as in kikoeru. Every item is
 * one of the caller's marks, so its author and time are never null (kikoeru sends `user_name` on each).
 */
export const reviewedWorkSchema = workSchema.extend({
  ...userMarks,
  review_updated_at: z.string(),
  user_name: z.string(),
});

/** GET /api/histroy item: `state` is the stored play position, `play_updated_at` when it was saved. */
export const historyWorkSchema = workSchema.extend({
  state: playStateSchema,
  play_updated_at: z.string(),
});

export const worksResponseSchema = z.object({ works: z.array(workSchema), pagination: paginationSchema });
export const reviewedWorksResponseSchema = z.object({
  works: z.array(reviewedWorkSchema),
  pagination: paginationSchema,
});
export const historyWorksResponseSchema = z.object({
  works: z.array(historyWorkSchema),
  pagination: paginationSchema,
});

/** Circles and tags have integer ids, voice actors UUID strings. */
export const labelSchema = z.object({ id: z.union([z.number().int(), z.string()]), name: z.string() });
export const labelCountSchema = labelSchema.extend({ count: z.number().int() });
export const labelListSchema = z.array(labelCountSchema);
export type LabelCount = z.infer<typeof labelCountSchema>;
