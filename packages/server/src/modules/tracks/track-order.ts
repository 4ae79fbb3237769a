import path from "node:path";
import { compareNaturalKeys, type NaturalKey, naturalKey } from "./natural-order.ts";

/** Extensions kikoeru lists in a work's file tree (reference §4.12); every other file is invisible. */
const AUDIO_EXTENSIONS = [
  ".mp3",
  ".ogg",
  ".opus",
  ".wav",
  ".aac",
  ".flac",
  ".webm",
  ".mp4",
  ".m4a",
  ".mka",
] as const;
export const TEXT_EXTENSIONS = [".txt", ".lrc", ".srt", ".ass", ".vtt"] as const;
export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"] as const;
export const OTHER_EXTENSIONS = [".pdf"] as const;

const KEPT = new Set<string>([
  ...AUDIO_EXTENSIONS,
  ...TEXT_EXTENSIONS,
  ...IMAGE_EXTENSIONS,
  ...OTHER_EXTENSIONS,
]);

/** One file of a work as stored in `work_files`. */
export interface WorkFile {
  path: string;
  raw_path: string | null;
  type: string;
  size: number;
  mtime: number;
  duration: number | null;
}

/** A listed file with its kikoeru position: `index` is the `<index>` of the hash `"<workId>/<index>"`. */
export interface Track<F extends WorkFile = WorkFile> {
  index: number;
  /** File name with extension. */
  title: string;
  /** Folder relative to the work, `/`-separated, or null at the top level. */
  subtitle: string | null;
  /** Lower-cased extension with its dot. */
  ext: string;
  file: F;
}

/** The lower-cased extension of a file name, as Node's `path.extname` sees it (`.mp3`; `""` for `.hidden`). */
export function extensionOf(name: string): string {
  return path.posix.extname(name).toLowerCase();
}

/**
 * Kikoeru's track list: listed files only, naturally ordered by (folder, name, extension), so files in
 * sub-folders come before top-level files and `2.wav` before `10.wav`; ties keep the path order.
 */
export function orderTracks<F extends WorkFile>(files: readonly F[]): Track<F>[] {
  const entries: { keys: NaturalKey[]; track: Omit<Track<F>, "index"> }[] = [];
  const byPath = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of byPath) {
    const slash = file.path.lastIndexOf("/");
    const title = file.path.slice(slash + 1);
    const ext = extensionOf(title);
    if (!KEPT.has(ext)) continue;
    const subtitle = slash < 0 ? null : file.path.slice(0, slash);
    entries.push({
      keys: [naturalKey(subtitle), naturalKey(title), naturalKey(ext)],
      track: { title, subtitle, ext, file },
    });
  }
  // Array.prototype.sort is stable, which is the tie rule natural-orderby applies with its own index.
  entries.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i++) {
      const result = compareNaturalKeys(a.keys[i]!, b.keys[i]!);
      if (result !== 0) return result;
    }
    return 0;
  });
  return entries.map((entry, index) => ({ index, ...entry.track }));
}
