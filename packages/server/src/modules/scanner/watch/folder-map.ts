import path from "node:path";
import { parseWorkCode } from "@kikoeru/contract";

/** A watched root: where it is and how deep work folders may lie in it (scannerMaxRecursionDepth). */
export interface WatchedRoot {
  name: string;
  path: string;
}

/** Where a path lies in a root: the names below the root, and the index of the first that is a work folder. */
function placeOf(root: string, target: string): { parts: string[]; work: number } | null {
  const rel = path.relative(root, target);
  if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  // The scanner skips hidden entries (".sync", ".Trash"); so does the watcher.
  if (parts.some((part) => part.startsWith("."))) return null;
  return { parts, work: parts.findIndex((part) => parseWorkCode(part) !== null) };
}

/**
 * The folder a change at `target` asks to scan: the work folder it is in or is (when that folder is within
 * the scan depth), or, for a plain folder added or removed (`isDir`, a circle's folder of works), that
 * folder itself. Null for anything the scanner would not look at.
 */
export function changedFolder(
  roots: readonly WatchedRoot[],
  maxDepth: number,
  target: string,
  isDir: boolean,
): string | null {
  for (const root of roots) {
    const place = placeOf(root.path, target);
    if (!place) continue;
    if (place.work >= 0) {
      return place.work < maxDepth ? path.join(root.path, ...place.parts.slice(0, place.work + 1)) : null;
    }
    return isDir && place.parts.length < maxDepth ? target : null;
  }
  return null;
}

/**
 * What chokidar leaves alone, so that it watches only the root and the plain folders above work folders
 * (chokidar in each work folder cost about 60–140 MB and seconds of CPU at 10,000 works; their insides are
 * watched by work-watcher.ts instead). A work folder appearing, vanishing or being renamed is seen as a raw
 * event of its parent's watch. Left alone: hidden entries, work folders and everything in them, files, and
 * folders too deep to hold work folders.
 */
export function isIgnored(
  roots: readonly WatchedRoot[],
  maxDepth: number,
  target: string,
  isFile: boolean | undefined,
): boolean {
  for (const root of roots) {
    if (target === root.path) return false;
    const place = placeOf(root.path, target);
    if (!place) continue;
    if (place.work >= 0) return true;
    return isFile === true || place.parts.length >= maxDepth;
  }
  return true;
}
