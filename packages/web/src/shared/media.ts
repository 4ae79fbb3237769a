import type { CoverType } from "@kikoeru/contract";
import { tokenStorageKey } from "./api.ts";

/** Appends the stored token as `?token=` (kikoeru media URLs carry it in the query string). */
export function withToken(url: string): string {
  const token = localStorage.getItem(tokenStorageKey);
  if (!token) return url;
  return `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
}

export function coverUrl(workId: number, type: CoverType = "main"): string {
  return withToken(`/api/cover/${workId}?type=${type}`);
}
