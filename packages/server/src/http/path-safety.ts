import fs from "node:fs/promises";
import path from "node:path";

/** Why a path was refused: malformed input, a real location outside the root, or nothing there. */
export type PathRefusal = "invalid" | "outside" | "missing";

export class PathSafetyError extends Error {
  constructor(readonly reason: PathRefusal) {
    super(`path refused: ${reason}`);
  }
}

const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const SEPARATOR = Buffer.from(path.sep);
const WINDOWS = process.platform === "win32";

function isDotDot(bytes: Buffer, start: number, end: number): boolean {
  return end - start === 2 && bytes[start] === 0x2e && bytes[start + 1] === 0x2e;
}

/**
 * Refuses empty, absolute (`/x`; `\x` and `C:x` on Windows), NUL-containing and `..`-containing relative paths;
 * `..` is refused between backslashes too, whatever the OS.
 */
function checkRelative(bytes: Buffer): void {
  if (bytes.length === 0 || bytes.includes(0) || bytes[0] === SLASH) throw new PathSafetyError("invalid");
  if (WINDOWS && (bytes[0] === BACKSLASH || /^[A-Za-z]:/.test(bytes.subarray(0, 2).toString("latin1")))) {
    throw new PathSafetyError("invalid");
  }
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === SLASH || bytes[i] === BACKSLASH) {
      if (isDotDot(bytes, start, i)) throw new PathSafetyError("invalid");
      start = i + 1;
    }
  }
}

async function realpath(target: Buffer): Promise<Buffer> {
  try {
    return await fs.realpath(target, { encoding: "buffer" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") throw new PathSafetyError("missing");
    throw error;
  }
}

/**
 * Resolves `relative` (a string, or the raw bytes of a name that is not valid UTF-8) inside the folder `root`
 * and returns its real absolute path, symlinks resolved. Refuses `..`, absolute paths and anything whose real
 * location is not strictly below the real root, such as a symlink pointing out of it; nothing outside is read.
 */
export async function resolveInside(root: string | Buffer, relative: string | Buffer): Promise<Buffer> {
  const rel = Buffer.isBuffer(relative) ? relative : Buffer.from(relative);
  checkRelative(rel);
  const realRoot = await realpath(Buffer.isBuffer(root) ? root : Buffer.from(root));
  const real = await realpath(Buffer.concat([realRoot, SEPARATOR, rel]));
  const prefix = realRoot.subarray(-SEPARATOR.length).equals(SEPARATOR)
    ? realRoot
    : Buffer.concat([realRoot, SEPARATOR]);
  if (real.length <= prefix.length || !real.subarray(0, prefix.length).equals(prefix)) {
    throw new PathSafetyError("outside");
  }
  return real;
}
