import path from "node:path";
import type { FileType } from "./file-types.ts";
import { LYRIC_EXTENSIONS } from "./file-types.ts";
import { type ImportantRule, pickImportantFolder } from "./important.ts";

export interface SummaryFile {
  path: string;
  type: FileType | string;
  duration: number | null;
}

/** `works.memo`: kikoeru's two fields plus the folder to open first (importantWorkTreeOption). */
export type WorkMemo = {
  totalDuration: number;
  isContainLyric: boolean;
  importantPath: string | null;
};

const baseKey = (file: string) => path.basename(file).normalize("NFC").toLowerCase();
const stripExt = (name: string) => name.slice(0, name.length - path.extname(name).length);

/**
 * Whether some audio file has a lyric file (.lrc .srt .vtt .ass) of the same base name anywhere in the work:
 * `01.lrc` and `01.mp3.lrc` both match `01.mp3` (reference §11.13).
 */
export function hasMatchingLyric(files: readonly SummaryFile[]): boolean {
  const lyricBases = new Set<string>();
  for (const file of files) {
    if (LYRIC_EXTENSIONS.has(path.extname(file.path).toLowerCase()))
      lyricBases.add(stripExt(baseKey(file.path)));
  }
  if (lyricBases.size === 0) return false;
  return files.some((file) => {
    if (file.type !== "audio" && file.type !== "video") return false;
    const name = baseKey(file.path);
    return lyricBases.has(name) || lyricBases.has(stripExt(name));
  });
}

export function summarize(files: readonly SummaryFile[], rule: ImportantRule | null): WorkMemo {
  let total = 0;
  for (const file of files) if (file.type === "audio" && file.duration) total += file.duration;
  return {
    totalDuration: Math.round(total * 1000) / 1000,
    isContainLyric: hasMatchingLyric(files),
    importantPath: pickImportantFolder(files, rule),
  };
}

/** kikoeru's per-file part of the memo (reference §2.4), keyed by each file's path in the work. */
export type FileTimes = {
  /** Seconds, for the audio and video files whose duration is known. */
  duration: Record<string, number>;
  /** Modification times in ms, for the same audio and video files. */
  mtime: Record<string, number>;
};

/** {@link FileTimes} of a work's files. */
export function fileTimesOf(files: readonly (SummaryFile & { mtime: number })[]): FileTimes {
  const media = files.filter((file) => file.type === "audio" || file.type === "video");
  return {
    // fromEntries defines every key as data, so a file named `__proto__` is a key like any other.
    duration: Object.fromEntries(
      media.flatMap((file) => (file.duration === null ? [] : [[file.path, file.duration]])),
    ),
    mtime: Object.fromEntries(media.map((file) => [file.path, file.mtime])),
  };
}

/** `lyric_status` with its local part recomputed and its AI part kept. */
export function lyricStatusOf(previous: string, hasLocal: boolean): string {
  const ai = previous === "ai" || previous === "ai_local";
  if (ai) return hasLocal ? "ai_local" : "ai";
  return hasLocal ? "local" : "";
}
