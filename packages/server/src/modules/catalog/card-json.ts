import {
  AGE_CATEGORIES,
  type AgeCategory,
  NO_CIRCLE,
  NO_VA,
  PROGRESS_VALUES,
  type Progress,
  type Work,
} from "@kikoeru/contract";
import type { PlayRow, ReviewRow, WorkRow } from "./work-cards.repo.ts";

/**
 * The catalog part of a work card, the same for every user: presented once per catalog version and shared
 * between responses (never mutated).
 */
export interface CatalogCard {
  work: Omit<Work, "userRating">;
  /** `work` as UTF-8 JSON without its closing brace: responses append the caller's fields to it. */
  json: Buffer;
  /** The part of `json` after `updated_at` (a view), for answers that give their own `updated_at`. */
  afterUpdatedAt: Buffer;
  series: string | null;
  missing: boolean;
}

/** A catalog card with the caller's review and play position. */
export interface WorkCard extends CatalogCard {
  review: ReviewRow | null;
  play: PlayRow | null;
}

/** Epoch ms → `YYYY-MM-DD HH:MM:SS` in UTC, the kikoeru time format. */
export function formatTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function rateCountDetail(text: string) {
  const parsed = parseJson(text);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isRecord).flatMap((entry) => {
    const { review_point, count, ratio } = entry;
    return typeof review_point === "number" && typeof count === "number" && typeof ratio === "number"
      ? [{ review_point, count, ratio }]
      : [];
  });
}

function rank(text: string | null) {
  const parsed = parseJson(text);
  return Array.isArray(parsed) ? parsed.filter(isRecord) : null;
}

function memo(text: string) {
  const parsed = parseJson(text);
  const value = isRecord(parsed) ? parsed : {};
  return {
    totalDuration: typeof value.totalDuration === "number" ? value.totalDuration : 0,
    isContainLyric: value.isContainLyric === true,
  };
}

/** The parsed play position, or null when none is stored (or it is not an object). */
export function playState(text: string | null): Record<string, unknown> | null {
  const parsed = parseJson(text);
  return isRecord(parsed) ? parsed : null;
}

/** The stored category; a row written by hand with another value falls back to what its flag says. */
const ageCategory = (row: WorkRow): AgeCategory =>
  (AGE_CATEGORIES as readonly string[]).includes(row.age_category)
    ? (row.age_category as AgeCategory)
    : Number(row.nsfw) === 1
      ? "adult"
      : "general";

const progress = (value: string | null): Progress | null =>
  (PROGRESS_VALUES as readonly (string | null)[]).includes(value) ? (value as Progress) : null;

/** The user-independent fields of a work (reference §1.1), with the placeholders of spec 1 §3. */
export function presentCatalogWork(
  row: WorkRow,
  vas: { id: string; name: string }[],
  tags: { id: number; name: string }[],
): CatalogCard {
  const circle = row.circle_id === null ? NO_CIRCLE : { id: row.circle_id, name: row.circle_name ?? "" };
  const work = {
    id: row.id,
    created_at: formatTime(row.created_at),
    updated_at: formatTime(row.updated_at),
    title: row.title,
    circle_id: circle.id,
    name: circle.name,
    nsfw: Number(row.nsfw) === 1,
    age_category_string: ageCategory(row),
    release: row.release ?? "",
    dl_count: row.dl_count,
    price: row.price,
    review_count: row.review_count,
    rate_count: row.rate_count,
    rate_average_2dp: row.rate_average_2dp,
    rate_count_detail: rateCountDetail(row.rate_count_detail),
    rank: rank(row.rank),
    lyric_status: row.lyric_status,
    circle: { ...circle },
    vas: vas.length > 0 ? vas : [{ ...NO_VA }],
    tags,
    memo: memo(row.memo),
  };
  const json = Buffer.from(JSON.stringify(work).slice(0, -1));
  return {
    work,
    json,
    afterUpdatedAt: json.subarray(Buffer.byteLength(leadingFields(work, work.updated_at))),
    series: row.series,
    missing: row.missing_since !== null,
  };
}

/** The JSON of a work's first three fields, without the closing brace: `updated_at` is the given one. */
export function leadingFields(work: { id: number; created_at: string }, updatedAt: string): string {
  return JSON.stringify({ id: work.id, created_at: work.created_at, updated_at: updatedAt }).slice(0, -1);
}

/** A work as every list returns it; `userRating` is the caller's own stars. */
export function presentWork(card: WorkCard): Work {
  return { ...card.work, userRating: card.review?.rating ?? null };
}

/** The caller's review fields; `user_name` is the caller when they have a review, else null. */
export function userMarks(review: ReviewRow | null, user: string) {
  return {
    progress: progress(review?.progress ?? null),
    review_text: review?.review_text ?? null,
    review_updated_at: review ? formatTime(review.updated_at) : null,
    user_name: review ? user : null,
  };
}
