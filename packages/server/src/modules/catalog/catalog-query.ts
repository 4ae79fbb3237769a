import type { AgeCategory, LabelKind, LyricKind, SortDirection, WorkOrder } from "@kikoeru/contract";

/** One condition a work must meet to match a search; a search is the conjunction of its terms. */
export type SearchTerm =
  /** Folded text found anywhere in `works.search_text` (code, title, circle, voice actors, tags). */
  | { kind: "text"; text: string }
  /** A voice actor, tag or circle given by id or exact name (advanced search). */
  | { kind: "label"; label: LabelKind; value: string }
  /** One of these work ids (a product code). */
  | { kind: "ids"; ids: number[] };

/** What ranks first in a plain keyword search: the work whose code was typed, then a title typed exactly. */
export interface Relevance {
  codeIds: number[];
  titles: string[];
}

export interface SearchPlan {
  terms: SearchTerm[];
  relevance: Relevance | null;
}

/** Which works a list shows. Missing works are never shown. */
export interface WorkFilter {
  /** kikoeru's filter: 1 not adults-only, 2 adults-only. */
  nsfw: 0 | 1 | 2;
  /** One age category only (ours, beside `nsfw`). */
  age: AgeCategory | null;
  lyric: LyricKind[];
  label: { kind: LabelKind; id: number | string } | null;
  terms: SearchTerm[];
}

export type ListOrder = Exclude<WorkOrder, "betterRandom">;
export type ColumnOrder = Exclude<ListOrder, "rating" | "random">;

/** How a list is ordered; `user` owns the stars of `order=rating`, `seed` picks the shuffle of `random`. */
export interface WorkSort {
  order: ListOrder;
  direction: SortDirection;
  seed: number;
  user: string;
}

/**
 * How the page query finds a searched or labelled list on SQLite (which keeps no statistics, so we choose):
 * `driven` reads the matches from the search index / label links and sorts them (cheap when they are few);
 * `scan` walks the sort index and tests each row (cheap when matches are dense). `count` is for counting.
 */
export type FilterMode = "count" | "driven" | "scan";

/**
 * Picks the cheaper page plan from the cached counts: driving costs about one lookup per match, scanning
 * about (offset + limit) × base / matches row tests at roughly half the cost of a lookup.
 */
export function pageMode(
  matches: number,
  base: number,
  window: { offset: number; limit: number },
): FilterMode {
  return (window.offset + window.limit) * base < 2 * matches * matches ? "scan" : "driven";
}

/** A stable cache key for the set of works a filter selects. */
export function filterKey(filter: WorkFilter): string {
  return JSON.stringify([filter.nsfw, filter.age, [...filter.lyric].sort(), filter.label, filter.terms]);
}

/** What a list is restricted to besides the query's filters: one circle, tag or voice actor, or a search. */
export interface ListScope {
  label?: { kind: LabelKind; id: number | string };
  search?: SearchPlan;
}
