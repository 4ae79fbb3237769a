import type { Preferences } from "../../shared/stored-preferences.ts";
import { pageOf } from "./page-param.ts";
import { type ListFilters, readSource, resetKey, type WorksSource } from "./source.ts";

/** The list a cold start shows first: what the list page will ask for, and under which seed key. */
export interface FirstList {
  source: WorksSource;
  filters: ListFilters;
  /** The list's reset key: its random-order seed is kept per key (seed.ts). */
  key: string;
  /** The page shown in pagination mode; null in waterfall mode. */
  page: number | null;
}

/**
 * The works list a cold start at this address lands on, or null when it lands elsewhere. Only the list
 * screen, where `/` (the list of /works) and most visits land.
 */
export function firstList(pathname: string, search: string, preferences: Preferences): FirstList | null {
  if (pathname !== "/" && pathname !== "/works" && pathname !== "/search") return null;
  const path = pathname === "/" ? "/works" : pathname;
  const params = new URLSearchParams(search);
  const source = readSource(path, params);
  const { order, sortDesc, age, lyric, listMode } = preferences;
  const filters: ListFilters = { order, sortDesc, age, lyric };
  const page = listMode === "pagination" ? pageOf(params) : null;
  return { source, filters, key: resetKey(path, source, filters), page };
}
