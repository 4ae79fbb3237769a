import type { LabelKind } from "@kikoeru/contract";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../shared/api.ts";
import { type ListFilters, type WorksRequest, type WorksSource, worksRequest } from "./source.ts";

/** Query keys of the works lists and of the label named in a list's title. */
const worksKeys = {
  waterfall: (source: WorksSource, filters: ListFilters, seed: number) =>
    ["works", "waterfall", source, filters, seed] as const,
  page: (source: WorksSource, filters: ListFilters, seed: number, page: number) =>
    ["works", "page", source, filters, seed, page] as const,
  labelName: (kind: LabelKind | undefined, id: string | undefined) => ["label", kind, id] as const,
};

function fetchWorks({ path, params, query }: WorksRequest, signal: AbortSignal) {
  return params ? api.get(path, { params, query, signal }) : api.get(path, { query, signal });
}

/** The infinite ("waterfall") list as a query (also started early by a cold start on the list). */
export function worksWaterfallQuery(source: WorksSource, filters: ListFilters, seed: number) {
  return infiniteQueryOptions({
    queryKey: worksKeys.waterfall(source, filters, seed),
    queryFn: ({ pageParam, signal }) => fetchWorks(worksRequest(source, filters, seed, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.works.length, 0);
      return loaded < last.pagination.totalCount && last.works.length > 0
        ? last.pagination.currentPage + 1
        : undefined;
    },
  });
}

/** Infinite ("waterfall") list: pages are appended until every work is loaded. */
export function useWorksWaterfall(source: WorksSource, filters: ListFilters, seed: number) {
  return useInfiniteQuery(worksWaterfallQuery(source, filters, seed));
}

/** One page of the list as a query. */
export function worksPageQuery(source: WorksSource, filters: ListFilters, seed: number, page: number) {
  return queryOptions({
    queryKey: worksKeys.page(source, filters, seed, page),
    queryFn: ({ signal }) => fetchWorks(worksRequest(source, filters, seed, page), signal),
  });
}

/** One page of the list; keeps showing the previous page while the next loads, and prefetches the next. */
export function useWorksPage(source: WorksSource, filters: ListFilters, seed: number, page: number) {
  const client = useQueryClient();
  const query = useQuery({
    ...worksPageQuery(source, filters, seed, page),
    placeholderData: keepPreviousData,
  });
  const pagination = query.data?.pagination;
  useEffect(() => {
    if (!pagination || page * pagination.pageSize >= pagination.totalCount) return;
    void client.prefetchQuery(worksPageQuery(source, filters, seed, page + 1));
  }, [client, source, filters, seed, page, pagination]);
  return query;
}

/** Name of a circle, tag or voice actor, for the list title. */
export function useLabelName(kind: LabelKind | undefined, id: string | undefined) {
  return useQuery({
    queryKey: worksKeys.labelName(kind, id),
    queryFn: kind && id ? ({ signal }) => api.get(`/${kind}s/:id`, { params: { id }, signal }) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Whether any work has AI lyrics: the `lyric=ai` list's count, read from a one-work page. Asked only once
 * `enabled` (the lyric filter opened), so the first list is not held up by it.
 */
export function useAnyAiLyrics(enabled: boolean) {
  return useQuery({
    queryKey: ["works", "anyAiLyrics"],
    queryFn: ({ signal }) => api.get("/works", { query: { lyric: "ai", pageSize: 1 }, signal }),
    select: (data) => data.pagination.totalCount > 0,
    enabled,
    staleTime: 10 * 60_000,
    meta: { quiet: true },
  });
}

/** 随心听: one random work. */
export function fetchRandomWork() {
  return api.get("/works", { query: { order: "betterRandom" } });
}
