import type { Dirent } from "node:fs";
import fs from "node:fs";
import path from "node:path";
import { parseWorkCode } from "@kikoeru/contract";
import type { WatchedRoot } from "./folder-map.ts";

/** A folder entry that is a folder, through a symbolic link too (the scanner follows them). */
function isFolder(entry: Dirent, full: string): boolean {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return fs.statSync(full).isDirectory();
  } catch {
    return false;
  }
}

function entriesOf(dir: string): Dirent[] | null {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
}

/**
 * The work folders in `folder` (a root, a plain folder in one, or a work folder itself) as discovery finds
 * them: a work folder `d` names below the root counts while d < maxDepth, a plain folder is entered while
 * d + 1 < maxDepth (folder-map.ts `changedFolder`), hidden entries are skipped. None when the folder is gone.
 * One at a time, so that watching a large library holds no list of all its work folders.
 */
function* eachWorkFolder(root: WatchedRoot, maxDepth: number, folder: string): Generator<string> {
  const rel = path.relative(root.path, folder);
  const names = rel === "" ? [] : rel.split(path.sep);
  if (names.some((name) => name.startsWith(".") || name === "..")) return;
  if (names.length > 0 && parseWorkCode(names.at(-1) ?? "") !== null) {
    if (fs.existsSync(folder)) yield folder;
    return;
  }
  yield* foundIn(folder, names.length, maxDepth);
}

function* foundIn(dir: string, depth: number, maxDepth: number): Generator<string> {
  for (const entry of entriesOf(dir) ?? []) {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith(".") || !isFolder(entry, full)) continue;
    if (parseWorkCode(entry.name) !== null) {
      if (depth < maxDepth) yield full;
    } else if (depth + 1 < maxDepth) yield* foundIn(full, depth + 1, maxDepth);
  }
}

/** The work folders in every root (`eachWorkFolder`), one at a time. */
export function* eachWorkFolderOf(roots: readonly WatchedRoot[], maxDepth: number): Generator<string> {
  for (const root of roots) yield* eachWorkFolder(root, maxDepth, root.path);
}

/** The work folders in `folder` (`eachWorkFolder`) as a list. */
export function workFoldersIn(root: WatchedRoot, maxDepth: number, folder: string): string[] {
  return [...eachWorkFolder(root, maxDepth, folder)];
}

/**
 * A work folder and every folder in it, hidden ones left out (the scanner skips them); null when it is gone.
 * Links to folders inside a work are not followed here: one pointing up the tree would never end.
 */
export function foldersOf(work: string): Set<string> | null {
  const top = entriesOf(work);
  if (!top) return null;
  const found = new Set<string>([work]);
  const visit = (dir: string, entries: Dirent[]) => {
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith(".") || !entry.isDirectory()) continue;
      found.add(full);
      visit(full, entriesOf(full) ?? []);
    }
  };
  visit(work, top);
  return found;
}
