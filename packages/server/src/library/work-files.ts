import { createHash } from "node:crypto";
import fs, { type Dirent } from "node:fs";
import { type FileType, fileTypeOf } from "./file-types.ts";
import { decodeName } from "./names.ts";

/** One file below a work folder, as found on disk. */
export interface FileEntry {
  /** Relative to the work folder, "/" separators, NFC, decoded for display. */
  path: string;
  /** Hex of the on-disk relative path bytes when a name in it is not UTF-8, else null. */
  rawPath: string | null;
  /** Absolute path for fs calls: a Buffer when the bytes are not UTF-8. */
  abs: string | Buffer;
  type: FileType;
  size: number;
  mtime: number;
}

export interface WorkListing {
  files: FileEntry[];
  /** SHA-1 over every file's path, size and mtime: equal fingerprints mean an unchanged folder. */
  fingerprint: string;
}

const SLASH = Buffer.from("/");
/** Deeper than this inside one work is a symlink loop or not a voice work. */
const MAX_DEPTH = 32;

interface Walk {
  files: FileEntry[];
  rootReal: string | null;
}

/** The bytes of a path as a Buffer, or the string when they are valid UTF-8 (every fs call takes both). */
export function fsPath(bytes: Buffer, utf8: boolean): string | Buffer {
  return utf8 ? bytes.toString("utf8") : bytes;
}

/**
 * Lists every file below a work folder (hidden names skipped; symlinks followed only when they stay inside
 * `rootReal`). Names that are not UTF-8 are decoded for display and keep their raw bytes.
 *
 * The walk makes blocking calls, one per directory and one per file: a rescan of an unchanged library is
 * nothing but these calls, and each costs a few microseconds this way against tens through the thread pool
 * (whose four threads also limit how many run at once). A folder of a few files takes a fraction of a ms.
 */
export async function listWorkFiles(
  workDir: Buffer,
  workDirUtf8: boolean,
  rootReal: string | null,
): Promise<WorkListing> {
  const walk: Walk = { files: [], rootReal };
  walkDir(walk, workDir, { names: [], raws: [], relUtf8: true, absUtf8: workDirUtf8 }, 0);
  walk.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const hash = createHash("sha1");
  for (const file of walk.files) hash.update(`${file.rawPath ?? file.path}\0${file.size}\0${file.mtime}\n`);
  return { files: walk.files, fingerprint: hash.digest("base64url") };
}

interface Place {
  names: string[];
  raws: Buffer[];
  relUtf8: boolean;
  absUtf8: boolean;
}

function walkDir(walk: Walk, dir: Buffer, at: Place, depth: number): void {
  if (depth > MAX_DEPTH) return;
  const entries = fs.readdirSync(dir, { withFileTypes: true, encoding: "buffer" }) as Dirent<Buffer>[];
  for (const entry of entries) {
    const raw = entry.name;
    if (raw[0] === 0x2e) continue;
    const decoded = decodeName(raw);
    const abs = Buffer.concat([dir, SLASH, raw]);
    const here: Place = {
      names: [...at.names, decoded.name],
      raws: [...at.raws, raw],
      relUtf8: at.relUtf8 && decoded.utf8,
      absUtf8: at.absUtf8 && decoded.utf8,
    };
    let isDir = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      const target = resolveLink(abs, walk.rootReal);
      if (!target) continue;
      isDir = target.isDirectory();
      isFile = target.isFile();
    }
    if (isDir) {
      walkDir(walk, abs, here, depth + 1);
    } else if (isFile) {
      const path = fsPath(abs, here.absUtf8);
      const stat = fs.statSync(path);
      walk.files.push({
        path: here.names.join("/"),
        rawPath: here.relUtf8 ? null : joinRaw(here.raws).toString("hex"),
        abs: path,
        type: fileTypeOf(decoded.name),
        size: stat.size,
        mtime: Math.floor(stat.mtimeMs),
      });
    }
  }
}

function joinRaw(parts: Buffer[]): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [SLASH, part])));
}

/** The target's stat when a symlink points inside the root, else null (dangling or escaping links). */
function resolveLink(abs: Buffer, rootReal: string | null) {
  try {
    const real = fs.realpathSync(abs);
    if (rootReal && real !== rootReal && !real.startsWith(`${rootReal}/`)) return null;
    return fs.statSync(real);
  } catch {
    return null;
  }
}
