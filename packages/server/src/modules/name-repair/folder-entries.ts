import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import { type FolderEntry, joinPath } from "./name-plan.ts";

/** As deep as the scanner walks (library/work-files.ts). */
const MAX_DEPTH = 32;

/** An absolute path of an entry below the work folder, as bytes. */
export const absoluteOf = (workDir: Buffer, relative: Buffer): Buffer =>
  Buffer.concat([workDir, Buffer.from("/"), relative]);

/**
 * Every entry below a work folder with its raw name bytes. Hidden names are skipped as the scanner skips
 * them; symbolic links are entries themselves but are not followed (what they point at is not this work's).
 */
export async function listEntries(workDir: Buffer): Promise<FolderEntry[]> {
  const found: FolderEntry[] = [];
  const walk = async (parent: Buffer, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) return;
    const dir = parent.length === 0 ? workDir : absoluteOf(workDir, parent);
    const entries = (await fs.readdir(dir, { withFileTypes: true, encoding: "buffer" })) as Dirent<Buffer>[];
    for (const entry of entries) {
      if (entry.name[0] === 0x2e) continue;
      found.push({ parent, name: entry.name });
      if (entry.isDirectory()) await walk(joinPath(parent, entry.name), depth + 1);
    }
  };
  await walk(Buffer.alloc(0), 0);
  return found;
}

/** Whether something (a file, folder or link) is at the path. */
export async function exists(path: Buffer): Promise<boolean> {
  try {
    await fs.lstat(path);
    return true;
  } catch {
    return false;
  }
}
