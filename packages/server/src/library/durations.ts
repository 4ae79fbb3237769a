import path from "node:path";
import { loadMusicMetadata } from "../lazy-modules.ts";
import { openFileTokenizer } from "./blocking-file-tokenizer.ts";
import type { FileEntry } from "./work-files.ts";

const OPTIONS = { duration: true, skipCovers: true, skipPostHeaders: true };

/**
 * The playing time of an audio or video file in seconds, read in-process by music-metadata (no ffprobe per
 * file) through blocking reads of one open file; null when the format has no readable duration.
 */
export async function readDuration(file: FileEntry): Promise<number | null> {
  try {
    const { parseFromTokenizer } = await loadMusicMetadata();
    // The display name's extension picks the parser, as parseFile's path did; `abs` may be raw bytes.
    const tokenizer = await openFileTokenizer(file.abs, path.basename(file.path));
    try {
      const { format } = await parseFromTokenizer(tokenizer, OPTIONS);
      const seconds = format.duration;
      return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
    } finally {
      await tokenizer.close();
    }
  } catch {
    return null;
  }
}
