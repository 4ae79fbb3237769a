import type { Pagination, Progress, ReviewOrder, Work } from "@kikoeru/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

export type ReviewedWork = Work & {
  progress: Progress | null;
  review_text: string | null;
  review_updated_at: string | null;
};

interface ReviewPage {
  works: ReviewedWork[];
  pagination: Pagination;
}

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
export function reviewListPath(
  order: ReviewOrder,
  desc: boolean,
  page: number,
  filter: Progress | null,
): string {
  const query = new URLSearchParams({
    order,
    sort: isFixedDirection(order) || desc ? "desc" : "asc",
    page: String(page),
  });
  if (filter) query.set("filter", filter);
  return `/review?${query}`;
}

/** GET /api/review: the caller's rated, reviewed or marked works (progress tab: one progress value). */
export function useReviewed(order: ReviewOrder, desc: boolean, filter: Progress | null) {
  return useInfiniteQuery({
    queryKey: ["favourites", order, desc, filter],
    queryFn: ({ pageParam, signal }) =>
      api<ReviewPage>(reviewListPath(order, desc, pageParam, filter), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.works.length, 0);
      return loaded < last.pagination.totalCount && last.works.length > 0 ? pages.length + 1 : undefined;
    },
  });
}
