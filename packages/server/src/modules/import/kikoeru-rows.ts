import { type AgeCategory, PROGRESS_VALUES, type Said, said } from "@kikoeru/contract";
import type { RateDetail, WorkMetadata } from "../../library/metadata/types.ts";
import type { SourceReview, SourceTask, SourceWork } from "./kikoeru-source.repo.ts";

/** kikoeru's text dates are UTC `YYYY-MM-DD HH:MM:SS` (knex may also have left epoch ms); else `fallback`. */
export function kikoeruTime(value: string | number | null, fallback: number): number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value !== "string" || value === "") return fallback;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? fallback : time;
}

/** `YYYY-MM-DD`, also out of the stringified regex-match array DLsite's JSON fallback left in `release`. */
function normaliseRelease(value: string | null): string | null {
  if (!value) return null;
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const jp = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(value);
  return jp ? `${jp[1]}-${jp[2]!.padStart(2, "0")}-${jp[3]!.padStart(2, "0")}` : null;
}

/** A path kikoeru stored with the separators of its OS, as ours: `/`, no leading or trailing slash. */
export function normalisePath(value: string): string {
  return value
    .replaceAll("\\", "/")
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const figure = (value: number | null) => (value === null || !Number.isFinite(value) ? undefined : value);

/** A kikoeru work row as the metadata of our scanner (DLsite's data, kept as kikoeru stored it). */
export function workMetadata(work: SourceWork): WorkMetadata {
  const detail = parseJson(work.rate_count_detail);
  const rank = parseJson(work.rank);
  const age: AgeCategory | null = work.nsfw === null ? null : work.nsfw ? "adult" : "general";
  return {
    source: "import",
    title: work.title,
    circle: work.circle,
    age,
    release: normaliseRelease(work.release),
    series: null,
    tags: work.tags.map((tag) => ({ id: Number(tag.id), name: tag.name })),
    vas: work.vas,
    dynamic: {
      dl_count: figure(work.dl_count),
      price: figure(work.price),
      review_count: figure(work.review_count),
      rate_count: figure(work.rate_count),
      rate_average_2dp: figure(work.rate_average_2dp),
      ...(Array.isArray(detail) ? { rate_count_detail: detail as RateDetail[] } : {}),
      rank: Array.isArray(rank) ? rank : null,
    },
    cover: null,
  };
}

export interface ReviewValues {
  rating: number | null;
  review_text: string | null;
  progress: string | null;
  /** What was cleared on the way (an out-of-range rating, an unknown progress). */
  notes: Said[];
}

/** A review's rating (1–5, 0 meaning none as in kikoeru) and progress (`''` meaning none) as ours. */
export function reviewValues(review: SourceReview): ReviewValues {
  const notes: Said[] = [];
  let rating: number | null = review.rating === null ? null : Number(review.rating);
  if (rating !== null && (rating === 0 || Number.isNaN(rating))) rating = null;
  else if (rating !== null && (rating < 1 || rating > 5)) {
    notes.push(said("import.skipBadRating", { rating }));
    rating = null;
  }
  let progress = review.progress === "" ? null : review.progress;
  if (progress !== null && !(PROGRESS_VALUES as readonly string[]).includes(progress)) {
    notes.push(said("import.skipBadProgress", { progress }));
    progress = null;
  }
  return { rating, review_text: review.review_text, progress, notes };
}

const PENDING = 1;
const RUNNING = 2;
const SUCCESS = 3;
const FAILED = 4;

/** A task's status here: a running one lost its worker and waits again; 0 and 5 are not states. */
export function taskStatus(task: SourceTask): { status: number } | { invalid: true } {
  if (task.status === RUNNING) return { status: PENDING };
  if ([PENDING, SUCCESS, FAILED].includes(task.status)) return { status: task.status };
  return { invalid: true };
}

export const TASK_SUCCESS = SUCCESS;
export const TASK_PENDING = PENDING;
export const TASK_RUNNING = RUNNING;
export const TASK_FAILED = FAILED;
