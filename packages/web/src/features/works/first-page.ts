import type { QueryClient } from "@tanstack/react-query";
import { usePreferences } from "../../shared/preferences.ts";
import { worksPageQuery, worksWaterfallQuery } from "./api.ts";
import { pageOf } from "./page-param.ts";
import { seedFor } from "./seed.ts";
import { type ListFilters, readSource, resetKey } from "./source.ts";

/**
 * Starts loading the works a cold start on the list screen shows, under the query key the page will use,
 * so the request runs beside the page's code instead of after it. `/` is the list of /works.
 */
export function prefetchFirstWorks(client: QueryClient, pathname: string, search: string): void {
  const path = pathname === "/" ? "/works" : pathname;
  const params = new URLSearchParams(search);
  const source = readSource(path, params);
  const { order, sortDesc, age, lyric, listMode } = usePreferences.getState();
  const filters: ListFilters = { order, sortDesc, age, lyric };
  const seed = seedFor(resetKey(path, source, filters));
  if (listMode === "pagination")
    void client.prefetchQuery(worksPageQuery(source, filters, seed, pageOf(params)));
  else void client.prefetchInfiniteQuery(worksWaterfallQuery(source, filters, seed));
}
