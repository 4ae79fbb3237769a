import type { QueryClient } from "@tanstack/react-query";
import { usePreferences } from "../../shared/preferences.ts";
import { worksPageQuery, worksWaterfallQuery } from "./api.ts";
import { firstList } from "./first-list.ts";
import { seedFor } from "./seed.ts";

/**
 * Starts loading the works a cold start on the list screen shows, under the query key the page will use,
 * so the request runs beside the page's code instead of after it. Returns whether the address is a list.
 */
export function prefetchFirstWorks(client: QueryClient, pathname: string, search: string): boolean {
  const list = firstList(pathname, search, usePreferences.getState());
  if (!list) return false;
  const { source, filters, key, page } = list;
  const seed = seedFor(key);
  if (page !== null) void client.prefetchQuery(worksPageQuery(source, filters, seed, page));
  else void client.prefetchInfiniteQuery(worksWaterfallQuery(source, filters, seed));
  return true;
}
