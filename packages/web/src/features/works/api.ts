import type { LabelKind, Pagination, Work } from "@kikoeru/contract";
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../shared/api.ts";
import { type ListFilters, type WorksSource, worksRequest } from "./source.ts";

export interface WorksPage {
  works: Work[];
  pagination: Pagination;
}

const fetchWorks = (path: string, signal: AbortSignal) => api<WorksPage>(path, { signal });

/** Infinite ("waterfall") list: pages are appended until every work is loaded. */
export function useWorksWaterfall(source: WorksSource, filters: ListFilters, seed: number) {
  return useInfiniteQuery({
    queryKey: ["works", "waterfall", source, filters, seed],
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

/** One page of the list; keeps showing the previous page while the next loads, and prefetches the next. */
export function useWorksPage(source: WorksSource, filters: ListFilters, seed: number, page: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ["works", "page", source, filters, seed, page],
    queryFn: ({ signal }) => fetchWorks(worksRequest(source, filters, seed, page), signal),
    placeholderData: keepPreviousData,
  });
  const pagination = query.data?.pagination;
  useEffect(() => {
    if (!pagination || page * pagination.pageSize >= pagination.totalCount) return;
    void client.prefetchQuery({
      queryKey: ["works", "page", source, filters, seed, page + 1],
      queryFn: ({ signal }) => fetchWorks(worksRequest(source, filters, seed, page + 1), signal),
    });
  }, [client, source, filters, seed, page, pagination]);
  return query;
}

/** Name of a circle, tag or voice actor, for the list title. */
export function useLabelName(kind: LabelKind | undefined, id: string | undefined) {
  return useQuery({
    queryKey: ["label", kind, id],
    queryFn: ({ signal }) =>
      api<{ id: number | string; name: string }>(`/${kind}s/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: Boolean(kind && id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 随心听: one random work. */
export function fetchRandomWork() {
  return api<WorksPage>("/works?order=betterRandom");
}
