import type { ApiResponse, Progress, ReviewOrder } from "@kikoeru/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

export type ReviewedWork = ApiResponse<"GET /review">["works"][number];

/** Query keys of the favourites lists; `all` is what a changed mark refreshes. */
export const favouritesKeys = {
  all: ["favourites"] as const,
  list: (order: ReviewOrder, desc: boolean, filter: Progress | null) =>
    [...favouritesKeys.all, order, desc, filter] as const,
};

/** Orders of spec 1 §9; the two "new works" orders list all-ages or adults-only works first, newest first. */
export const favouriteOrders: ReviewOrder[] = [
  "updated_at",
  "userRating",
  "release",
  "review_count",
  "dl_count",
  "allage",
  "nsfw",
];

export function isFixedDirection(order: ReviewOrder): boolean {
  return order === "allage" || order === "nsfw";
}

/** The `/api/review` query of one page. */
export function reviewListQuery(order: ReviewOrder, desc: boolean, page: number, filter: Progress | null) {
  return {
    order,
    sort: isFixedDirection(order) || desc ? "desc" : "asc",
    page,
    ...(filter ? { filter } : {}),
  };
}

/** GET /api/review: the caller's rated, reviewed or marked works (progress tab: one progress value). */
export function useReviewed(order: ReviewOrder, desc: boolean, filter: Progress | null) {
  return useInfiniteQuery({
    queryKey: favouritesKeys.list(order, desc, filter),
    queryFn: ({ pageParam, signal }) =>
      api.get("/review", { query: reviewListQuery(order, desc, pageParam, filter), signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.works.length, 0);
      return loaded < last.pagination.totalCount && last.works.length > 0 ? pages.length + 1 : undefined;
    },
  });
}
