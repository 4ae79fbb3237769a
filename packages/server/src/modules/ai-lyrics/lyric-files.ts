import path from "node:path";
import type { DataPaths } from "../../config/data-dir.ts";

/**
 * Where the text of AI lyric task `id` lives: `<data>/lyrics/<id>.lrc`, UTF-8, as kikoeru's
 * `<lyricFolderDir>/<id>.lrc` (reference §2.4). Whoever finishes or deletes a task writes or removes it.
 */
export function aiLyricFileOf(paths: DataPaths, id: number): string {
  return path.join(paths.root, "lyrics", `${id}.lrc`);
}
