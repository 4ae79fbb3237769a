import fs from "node:fs/promises";
import path from "node:path";
import { message } from "@kikoeru/contract";

/**
 * Names stay well under the 255-byte limit of most file systems, leaving room for the hidden partial name
 * (`.<name>.kikoeru-part.json`).
 */
const MAX_NAME_BYTES = 200;
/** Control characters and the characters Windows and SMB shares refuse in names. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f<>:"|?*]/g;
/** The library is shared with the scanner and other users of the box; the process umask is 077. */
export const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;

export class UnsafePathError extends Error {
  constructor(readonly remotePath: string) {
    super(message("syncer.unsafePath", { path: remotePath }));
  }
}

function truncateBytes(name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const ext = path.extname(name);
  const keep = Buffer.byteLength(ext) < 32 ? ext : "";
  let stem = name.slice(0, name.length - keep.length);
  while (Buffer.byteLength(stem + keep) > MAX_NAME_BYTES) stem = stem.slice(0, -1);
  return stem.trimEnd() + keep;
}

/** A name made safe for any file system: unsafe characters and separators become "_", no leading dot. */
export function cleanName(text: string): string {
  const cleaned = text.normalize("NFC").replace(UNSAFE_CHARACTERS, "_").replace(/[/\\]/g, "_").trim();
  return truncateBytes(cleaned.replace(/^\.+/, (dots) => "_".repeat(dots.length)));
}

/**
 * One remote path segment (a node title) as a local name; refuses what could leave the folder or name
 * nothing: separators, NUL, "", "." and "..".
 */
export function remoteSegment(title: string, remotePath: string): string {
  const trimmed = title.trim();
  if (
    /[/\\]/.test(trimmed) ||
    trimmed.includes("\0") ||
    trimmed === "" ||
    trimmed === "." ||
    trimmed === ".."
  )
    throw new UnsafePathError(remotePath);
  return cleanName(trimmed);
}

/** The folder a pulled work lands in: `<CODE> <title>`. */
export function workFolderName(code: string, title: string): string {
  return cleanName(`${code} ${title}`);
}

/** Creates a folder (0755) unless it exists; refuses anything there that is not a real folder (a symlink). */
async function ensureFolder(dir: string, remotePath: string): Promise<void> {
  try {
    await fs.mkdir(dir, { mode: FOLDER_MODE });
    await fs.chmod(dir, FOLDER_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const stat = await fs.lstat(dir);
    if (!stat.isDirectory()) throw new UnsafePathError(remotePath);
  }
}

/**
 * The absolute path of `relative` (safe segments joined by "/") inside `workDir`, with its folders created:
 * each is a real folder, and the parent's real path is checked to be inside the work folder's.
 */
export async function placeInside(workDir: string, relative: string): Promise<string> {
  const segments = relative.split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\\") || s.includes("\0")))
    throw new UnsafePathError(relative);
  await ensureFolder(workDir, relative);
  let dir = workDir;
  for (const segment of segments.slice(0, -1)) {
    dir = path.join(dir, segment);
    await ensureFolder(dir, relative);
  }
  const realWork = await fs.realpath(workDir);
  const realDir = await fs.realpath(dir);
  if (realDir !== realWork && !realDir.startsWith(`${realWork}${path.sep}`))
    throw new UnsafePathError(relative);
  return path.join(realDir, segments.at(-1)!);
}

/** The hidden partial file and its validator file beside a final file. */
export function partialNames(final: string): { part: string; meta: string } {
  const part = path.join(path.dirname(final), `.${path.basename(final)}.kikoeru-part`);
  return { part, meta: `${part}.json` };
}
