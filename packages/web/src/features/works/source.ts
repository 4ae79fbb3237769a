import type { AgeCategory, LabelKind } from "@kikoeru/contract";
import type { LyricOption, Preferences } from "../../shared/preferences.ts";
import { lyricParam } from "./lyric-filter.ts";

/** An advanced-search condition as /api/search?isAdvance=1 takes it. */
export interface SearchTerm {
  t: number;
  d: string;
  name: string;
}

/** What a works list shows, read from the route and its query parameters. */
export type WorksSource =
  | { kind: "all" }
  | { kind: "keyword"; keyword: string }
  | { kind: "label"; label: LabelKind; id: string }
  | { kind: "advanced"; terms: SearchTerm[] };

const labelParams: [string, LabelKind][] = [
  ["circleId", "circle"],
  ["tagId", "tag"],
  ["vaId", "va"],
];

/** URL parameter of the advanced-search conditions on /search (JSON, as the API takes them). */
export const termsParam = "terms";

export function parseTerms(raw: string | null): SearchTerm[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== "object" || item === null) return [];
      const { t, d, name } = item as Record<string, unknown>;
      if (typeof t !== "number" || (typeof d !== "string" && typeof d !== "number")) return [];
      return [{ t, d: String(d), name: typeof name === "string" ? name : String(d) }];
    });
  } catch {
    return [];
  }
}

export function readSource(pathname: string, params: URLSearchParams): WorksSource {
  if (pathname.startsWith("/search")) return { kind: "advanced", terms: parseTerms(params.get(termsParam)) };
  for (const [param, label] of labelParams) {
    const id = params.get(param);
    if (id) return { kind: "label", label, id };
  }
  const keyword = params.get("keyword")?.trim();
  return keyword ? { kind: "keyword", keyword } : { kind: "all" };
}

export type ListFilters = Pick<Preferences, "order" | "sortDesc" | "age" | "lyric">;

type ListQuery = Record<"order" | "sort" | "lyric", string> &
  Record<"seed" | "page", number> & { age?: AgeCategory; keyword?: string; isAdvance?: string };

/** One page of a works list as a route of the API map with its params and query (spec 1 §7). */
export type WorksRequest =
  | { path: "/works" | "/search"; params?: never; query: ListQuery }
  | { path: `/${LabelKind}s/:id/works`; params: { id: string }; query: ListQuery };

export function worksRequest(
  source: WorksSource,
  filters: ListFilters,
  seed: number,
  page: number,
): WorksRequest {
  const query: ListQuery = {
    order: filters.order,
    sort: filters.sortDesc ? "desc" : "asc",
    lyric: lyricParam(filters.lyric as LyricOption[]),
    seed,
    page,
    // One category (R-15 included), not kikoeru's `nsfw`, whose 1 means all ages and R-15 together.
    ...(filters.age === "all" ? {} : { age: filters.age }),
  };
  if (source.kind === "keyword") return { path: "/search", query: { ...query, keyword: source.keyword } };
  if (source.kind === "advanced") {
    return { path: "/search", query: { ...query, isAdvance: "1", keyword: JSON.stringify(source.terms) } };
  }
  if (source.kind === "label")
    return { path: `/${source.label}s/:id/works`, params: { id: source.id }, query };
  return { path: "/works", query };
}

/** Changes of this key re-roll the random seed and reset the list (spec 1 "Works list"). */
export function resetKey(pathname: string, source: WorksSource, filters: ListFilters): string {
  return JSON.stringify([pathname.split("/")[1], source, filters]);
}
