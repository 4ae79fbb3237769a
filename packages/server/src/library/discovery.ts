import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import { formatWorkCode, parseWorkCode, type RootFolder, workIdOf } from "@kikoeru/contract";
import { decodeName } from "./names.ts";

/** A folder whose name holds a product code. */
export interface WorkFolder {
  id: number;
  code: string;
  root: string;
  /** Relative to the root, "/" separators, decoded for display. */
  dir: string;
  /** Hex of the on-disk bytes of `dir` when they are not UTF-8, else null. */
  rawDir: string | null;
  /** Absolute path bytes, and whether they are valid UTF-8. */
  abs: Buffer;
  absUtf8: boolean;
  rootReal: string;
}

export interface RootReport {
  name: string;
  /** False when the root is missing or unreadable (an unmounted disk): none of its works may be marked missing. */
  reachable: boolean;
  /** False when some sub-folder could not be read: works below it may simply not have been seen. */
  complete: boolean;
  entries: number;
  error: string | null;
}

export interface Duplicate {
  kept: WorkFolder;
  dropped: WorkFolder;
}

export interface Discovery {
  works: WorkFolder[];
  duplicates: Duplicate[];
  roots: RootReport[];
}

interface RootWalk {
  root: RootFolder;
  rootReal: string;
  report: RootReport;
  found: WorkFolder[];
}

const SLASH = Buffer.from("/");

/**
 * Finds work folders under each active root, down to `maxDepth` levels (kikoeru's rule: a plain folder at
 * depth d is entered while d + 1 < maxDepth), without descending into a work folder. The same code in two
 * places is reported; the folder the database already knows (`known`), else the first found, is kept.
 */
export async function discoverWorks(
  roots: readonly RootFolder[],
  maxDepth: number,
  known: ReadonlyMap<number, { root_folder: string; dir: string }>,
): Promise<Discovery> {
  const walks: RootWalk[] = [];
  for (const root of roots.filter((r) => !r.inactive)) {
    const report: RootReport = { name: root.name, reachable: true, complete: true, entries: 0, error: null };
    const walk: RootWalk = { root, rootReal: root.path, report, found: [] };
    walks.push(walk);
    try {
      walk.rootReal = await fs.realpath(root.path);
      const top = await readDir(Buffer.from(walk.rootReal));
      report.entries = top.length;
      await walkLevel(walk, Buffer.from(walk.rootReal), top, [], true, 0, maxDepth);
    } catch (error) {
      report.reachable = false;
      report.error = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    }
  }
  const byId = new Map<number, WorkFolder>();
  const duplicates: Duplicate[] = [];
  for (const folder of walks.flatMap((w) => w.found)) {
    const other = byId.get(folder.id);
    if (!other) {
      byId.set(folder.id, folder);
      continue;
    }
    const place = known.get(folder.id);
    const preferNew = place?.root_folder === folder.root && place.dir === folder.dir;
    duplicates.push(preferNew ? { kept: folder, dropped: other } : { kept: other, dropped: folder });
    if (preferNew) byId.set(folder.id, folder);
  }
  return { works: [...byId.values()], duplicates, roots: walks.map((w) => w.report) };
}

async function readDir(dir: Buffer): Promise<Dirent<Buffer>[]> {
  const entries = (await fs.readdir(dir, { withFileTypes: true, encoding: "buffer" })) as Dirent<Buffer>[];
  return entries.sort((a, b) => Buffer.compare(a.name, b.name));
}

async function walkLevel(
  walk: RootWalk,
  dir: Buffer,
  entries: Dirent<Buffer>[],
  names: string[],
  utf8: boolean,
  depth: number,
  maxDepth: number,
): Promise<void> {
  for (const entry of entries) {
    if (entry.name[0] === 0x2e) continue;
    const abs = Buffer.concat([dir, SLASH, entry.name]);
    if (!(await isDirectory(entry, abs))) continue;
    const decoded = decodeName(entry.name);
    const code = parseWorkCode(decoded.name);
    const here = [...names, decoded.name];
    const hereUtf8 = utf8 && decoded.utf8;
    if (code) {
      const id = workIdOf(code);
      walk.found.push({
        id,
        code: formatWorkCode(id),
        root: walk.root.name,
        dir: here.join("/"),
        rawDir: hereUtf8 ? null : abs.subarray(Buffer.byteLength(walk.rootReal) + 1).toString("hex"),
        abs,
        absUtf8: hereUtf8,
        rootReal: walk.rootReal,
      });
    } else if (depth + 1 < maxDepth) {
      let children: Dirent<Buffer>[];
      try {
        children = await readDir(abs);
      } catch (error) {
        walk.report.complete = false;
        walk.report.error = `${here.join("/")}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
        continue;
      }
      await walkLevel(walk, abs, children, here, hereUtf8, depth + 1, maxDepth);
    }
  }
}

async function isDirectory(entry: Dirent<Buffer>, abs: Buffer): Promise<boolean> {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  return fs.stat(abs).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
}
