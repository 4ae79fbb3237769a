import { readDuration } from "./durations.ts";
import { hasDuration } from "./file-types.ts";
import type { FileRow } from "./library.repo.ts";
import type { Limiter } from "./pool.ts";
import type { WorkListing } from "./work-files.ts";

export interface FileDiff {
  /** Every file on disk now, durations filled in. */
  rows: FileRow[];
  /** The rows that are new or whose size or mtime changed (the only ones whose duration was read). */
  changed: FileRow[];
  /** Paths that are gone. */
  removed: string[];
}

/**
 * Compares a folder listing with the stored rows: durations are read (through `limiter`) only for new or
 * changed audio and video files; an unchanged file keeps its stored duration.
 */
export async function diffFiles(
  listing: WorkListing,
  stored: readonly FileRow[],
  limiter: Limiter,
): Promise<FileDiff> {
  const before = new Map(stored.map((row) => [row.path, row]));
  const changed: FileRow[] = [];
  const rows = await Promise.all(
    listing.files.map(async (file) => {
      const old = before.get(file.path);
      before.delete(file.path);
      if (old && old.size === file.size && old.mtime === file.mtime && old.raw_path === file.rawPath)
        return old;
      const duration = hasDuration(file.type) ? await limiter.run(() => readDuration(file)) : null;
      const row: FileRow = {
        path: file.path,
        raw_path: file.rawPath,
        type: file.type,
        size: file.size,
        mtime: file.mtime,
        duration,
      };
      changed.push(row);
      return row;
    }),
  );
  return { rows, changed, removed: [...before.keys()] };
}
