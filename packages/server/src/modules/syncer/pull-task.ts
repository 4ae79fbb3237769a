import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { message, type SyncTaskState } from "@kikoeru/contract";
import { runPool } from "../../library/pool.ts";
import type { RemoteFile } from "./remote-tree.ts";
import { placeInside } from "./safe-path.ts";
import type { PulledWork } from "./work-import.ts";

/** Files downloaded at once per task: polite to the remote, and enough to fill a home connection. */
const FILES_AT_ONCE = 2;

/** What a `syncer.pull` job row holds: the task as created, with the remote's tree already read. */
export interface PullPayload extends PulledWork {
  host: string;
  title: string;
  overwrite: boolean;
  files: RemoteFile[];
}

export interface PullProgress {
  state: SyncTaskState;
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface PullDeps {
  /** Downloads one file to `final`, verified (file-download.ts), reporting the bytes on disk as they grow. */
  download(file: RemoteFile, final: string, at: (bytes: number) => void): Promise<void>;
  signal: AbortSignal;
  /** The path of an active root folder, or null. */
  rootPath(name: string): string | null;
  report(progress: PullProgress): void;
  importWork(work: PulledWork): Promise<void>;
}

async function existingSize(file: string): Promise<number | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

async function sameDigest(file: string, sha256: string | null): Promise<boolean> {
  if (!sha256) return true;
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex") === sha256.toLowerCase();
}

export function initialProgress(files: readonly RemoteFile[]): PullProgress {
  return {
    state: "queued",
    filesDone: 0,
    filesTotal: files.length,
    bytesDone: 0,
    bytesTotal: files.reduce((sum, file) => sum + file.size, 0),
  };
}

/**
 * Runs one pull: the selected files into `<root>/<CODE> <title>/`, two at a time. A file already there with
 * the same size (and digest, when offered) is kept; a different one is replaced only by a verified download,
 * and only when `overwrite` is on. Every file is tried; the first failure is thrown at the end, before the
 * import. Then the work joins the library.
 */
export async function runPull(payload: PullPayload, deps: PullDeps): Promise<PullProgress> {
  const progress: PullProgress = { ...initialProgress(payload.files), state: "downloading" };
  const root = deps.rootPath(payload.rootFolderName);
  if (!root) throw new Error(message("syncer.rootMissing", { name: payload.rootFolderName }));
  const workDir = path.join(root, payload.folder);
  const onDisk = new Map<string, number>();
  const at = (file: RemoteFile, bytes: number) => {
    progress.bytesDone += bytes - (onDisk.get(file.path) ?? 0);
    onDisk.set(file.path, bytes);
    deps.report(progress);
  };
  deps.report({ ...progress });
  const failures: Error[] = [];
  await runPool(payload.files, FILES_AT_ONCE, deps.signal, async (file) => {
    try {
      const final = await placeInside(workDir, file.path);
      const size = await existingSize(final);
      const keep =
        size !== null &&
        (!payload.overwrite || (size === file.size && (await sameDigest(final, file.sha256))));
      if (!keep) await deps.download(file, final, (bytes) => at(file, bytes));
      at(file, file.size);
      progress.filesDone++;
      deps.report({ ...progress });
    } catch (error) {
      deps.signal.throwIfAborted();
      failures.push(error as Error);
    }
  });
  if (failures.length > 0) throw failures[0]!;
  progress.state = "importing";
  deps.report({ ...progress });
  await deps.importWork(payload);
  return { ...progress, state: "done" };
}
