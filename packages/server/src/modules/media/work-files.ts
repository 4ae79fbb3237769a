import { constants } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import type { ConfigStore } from "../../config/store.ts";
import { errors } from "../../http/errors.ts";
import { PathSafetyError, resolveInside } from "../../http/path-safety.ts";
import type { WorkFile, WorkLocation } from "../tracks/index.ts";

/** An open regular file; whoever receives it closes `handle` (a read stream made from it does). */
export interface OpenedFile {
  handle: FileHandle;
  size: number;
  mtimeMs: number;
  realPath: Buffer;
}

// O_NOFOLLOW: the final component was resolved by realpath, so a symlink there now means it was swapped since.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/** Opens the regular file `relative` inside `root` (see `resolveInside`); throws PathSafetyError otherwise. */
export async function openInside(root: string | Buffer, relative: string | Buffer): Promise<OpenedFile> {
  const realPath = await resolveInside(root, relative);
  let handle: FileHandle;
  try {
    handle = await fs.open(realPath, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ELOOP" || code === "EACCES" || code === "EISDIR") {
      throw new PathSafetyError("missing");
    }
    throw error;
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    throw new PathSafetyError("missing");
  }
  return { handle, size: stats.size, mtimeMs: Math.trunc(stats.mtimeMs), realPath };
}

/** Turns a refused path into the HTTP error clients see: 403 for paths outside the root, 404 for the rest. */
function pathErrorToHttp(error: unknown): unknown {
  if (!(error instanceof PathSafetyError)) return error;
  return error.reason === "missing" ? errors.fileMissing() : errors.pathRefused();
}

/** Opens the files of works: root folder by alias from the config, then the work folder, then the file. */
export class WorkFiles {
  constructor(private readonly config: ConfigStore) {}

  async open(work: WorkLocation, file: WorkFile): Promise<OpenedFile> {
    const workDir = await this.workDir(work);
    try {
      return await openInside(workDir, file.raw_path ? Buffer.from(file.raw_path, "hex") : file.path);
    } catch (error) {
      throw pathErrorToHttp(error);
    }
  }

  /** The real path of the work's folder, inside its active root folder. */
  async workDir(work: WorkLocation): Promise<Buffer> {
    const root = this.config.get().rootFolders.find((r) => r.name === work.root_folder && !r.inactive);
    if (!root) throw errors.rootFolderNotFound(work.root_folder);
    try {
      return await resolveInside(root.path, work.raw_dir ? Buffer.from(work.raw_dir, "hex") : work.dir);
    } catch (error) {
      throw pathErrorToHttp(error);
    }
  }
}
