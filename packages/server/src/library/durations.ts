import fs from "node:fs/promises";
import path from "node:path";
import { loadMusicMetadata } from "../lazy-modules.ts";
import type { FileEntry } from "./work-files.ts";

const OPTIONS = { duration: true, skipCovers: true, skipPostHeaders: true };

/** music-metadata takes only string paths: a file with a raw (non-UTF-8) name is read through a handle. */
async function parseRaw(file: FileEntry & { abs: Buffer }) {
  const { parseStream } = await loadMusicMetadata();
  const handle = await fs.open(file.abs);
  const stream = handle.createReadStream();
  try {
    return await parseStream(stream, { path: path.basename(file.path), size: file.size }, OPTIONS);
  } finally {
    stream.destroy();
    await handle.close().catch(() => undefined);
  }
}

/**
 * The playing time of an audio or video file in seconds, read in-process by music-metadata (no ffprobe per
 * file); null when the format has no readable duration.
 */
export async function readDuration(file: FileEntry): Promise<number | null> {
  try {
    const { parseFile } = await loadMusicMetadata();
    const { format } =
      typeof file.abs === "string"
        ? await parseFile(file.abs, OPTIONS)
        : await parseRaw(file as FileEntry & { abs: Buffer });
    const seconds = format.duration;
    return typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    return null;
  }
}
