import type { LyricOption } from "../../shared/preferences.ts";

export const lyricOptions: LyricOption[] = ["lyric_local", "lyric_ai", "lyric_no"];

/**
 * The lyric filter after the user changes the selection: 'no lyric' excludes the others, so picking it
 * keeps only it, and picking another option drops it.
 */
export function nextLyricSelection(
  previous: readonly LyricOption[],
  next: readonly LyricOption[],
): LyricOption[] {
  const added = next.filter((option) => !previous.includes(option));
  if (added.includes("lyric_no")) return ["lyric_no"];
  if (added.length > 0) return next.filter((option) => option !== "lyric_no");
  return [...next];
}

/** The `lyric` parameter: prefixes stripped, sorted, joined with "_" ("", "ai", "ai_local", "no"). */
export function lyricParam(selection: readonly LyricOption[]): string {
  return selection
    .map((option) => option.replace(/^lyric_/, ""))
    .sort()
    .join("_");
}
