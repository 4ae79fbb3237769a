import type { ListMode } from "../../shared/preferences.ts";

/**
 * The list's query parameters for the chosen mode, or null when they are already right: pagination keeps
 * a `page` (added as 1 when missing or invalid), waterfall has none.
 */
export function syncPageParam(params: URLSearchParams, mode: ListMode): URLSearchParams | null {
  const page = params.get("page");
  if (mode === "waterfall") {
    if (page === null) return null;
    const next = new URLSearchParams(params);
    next.delete("page");
    return next;
  }
  if (page !== null && /^[1-9]\d*$/.test(page)) return null;
  const next = new URLSearchParams(params);
  next.set("page", "1");
  return next;
}

/** The current page in pagination mode (1 when missing). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The parameters with `page` set to `page`. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("page", String(page));
  return next;
}
