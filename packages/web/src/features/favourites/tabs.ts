import type { Progress } from "@kikoeru/contract";
import { isProgress } from "../reviews/index.ts";

export type FavouritesTab = "histroy" | "review" | "progress" | "folder";
export const favouritesTabs: FavouritesTab[] = ["histroy", "review", "progress", "folder"];

/**
 * The tab and progress filter of a /favourites path: "" and /histroy are the history (sic, the kikoeru
 * spelling), /progress alone is 想听 (marked).
 */
export function readFavouritesPath(pathname: string): { tab: FavouritesTab; filter: Progress } {
  const [, , tab = "", filter = ""] = pathname.split("/");
  const progress: Progress = isProgress(filter) ? filter : "marked";
  if (tab === "review" || tab === "progress" || tab === "folder") return { tab, filter: progress };
  return { tab: "histroy", filter: progress };
}

export function favouritesPath(tab: FavouritesTab, filter?: Progress): string {
  if (tab === "histroy") return "/favourites";
  if (tab === "progress") return `/favourites/progress/${filter ?? "marked"}`;
  return `/favourites/${tab}`;
}
