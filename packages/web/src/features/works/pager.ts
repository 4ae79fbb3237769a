export type PagerItem = number | "gap-start" | "gap-end";

/** Page numbers around `current` (`window` either side) with gaps where pages are left out. */
export function pagerItems(current: number, max: number, window = 2): PagerItem[] {
  if (max < 1) return [];
  const page = clampPage(current, max);
  const from = Math.max(1, page - window);
  const to = Math.min(max, page + window);
  const items: PagerItem[] = [];
  if (from > 1) items.push("gap-start");
  for (let n = from; n <= to; n++) items.push(n);
  if (to < max) items.push("gap-end");
  return items;
}

/** A page number the user typed, clamped to 1..max (NaN becomes 1). */
export function clampPage(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.round(value)), Math.max(1, max));
}

export function pageCount(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(totalCount / pageSize)) : 1;
}
