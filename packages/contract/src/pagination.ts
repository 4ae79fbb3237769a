import { z } from "zod";

/** Largest page a client may ask for with `pageSize`; the default is the `pageSize` setting (12). */
export const MAX_PAGE_SIZE = 100;
export const SORT_DIRECTIONS = ["desc", "asc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** An integer query parameter (query strings are text); a clear message names the parameter. */
export const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} 必须是整数` })
    .int({ error: `${name} 必须是整数` })
    .min(min, { error: `${name} 不能小于 ${min}` })
    .max(max, { error: `${name} 不能大于 ${max}` });

/**
 * Paging parameters shared by every list. `page` is 1-based; 0 and negative pages mean the first page, as
 * kikoeru accepted them.
 */
export const listParams = {
  page: intParam("page", -1_000_000, 1_000_000).optional(),
  pageSize: intParam("pageSize", 1, MAX_PAGE_SIZE).optional(),
  sort: z.enum(SORT_DIRECTIONS, { error: "sort 只能是 desc 或 asc" }).optional(),
  seed: intParam("seed", 0, 2_147_483_647).optional(),
};

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
