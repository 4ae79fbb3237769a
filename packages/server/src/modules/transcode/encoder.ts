import fs from "node:fs/promises";
import { message } from "@kikoeru/contract";
import { RunningJob } from "../../jobs/job-lock.ts";
import type { JobRow } from "../../jobs/jobs.repo.ts";
import type { EncodeJob } from "./encode-job.ts";
import { progressOf, TRANSCODE_JOB_KIND, TRANSCODE_LOCK_PREFIX } from "./encode-job.ts";
import { queuedPayload } from "./encode-queue.ts";
import {
  encodeAac,
  type FfmpegBinaries,
  fileInput,
  probeDuration,
  remuxFaststart,
  SOURCE_FD_INPUT,
  type Source,
} from "./ffmpeg.ts";
import { type FollowDeps, followHolder } from "./follow-holder.ts";

export interface EncoderDeps extends FollowDeps {
  binaries: FfmpegBinaries;
}

class EncodeFailure extends Error {}

/** The source as ffmpeg reads it: its path, or an inherited descriptor for a path that is not UTF-8. */
async function openSource(realPath: Buffer): Promise<{ source: Source; close(): Promise<void> }> {
  const text = realPath.toString("utf8");
  if (Buffer.from(text, "utf8").equals(realPath)) {
    return { source: { input: fileInput(text) }, close: async () => undefined };
  }
  const handle = await fs.open(realPath, "r");
  return { source: { input: SOURCE_FD_INPUT, fd: handle.fd }, close: () => handle.close() };
}

async function sameVersion(job: EncodeJob): Promise<boolean> {
  const { realPath, size, mtimeMs } = job.target.source;
  const stat = await fs.stat(realPath).catch(() => null);
  return stat !== null && stat.size === size && Math.trunc(stat.mtimeMs) === Math.trunc(mtimeMs);
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Runs one job: holds `transcode:<key>` in the jobs table, encodes into `<key>.part.mp4` (which readers
 * follow while it grows), checks the source did not change meanwhile, remuxes to a faststart M4A, syncs it
 * and renames it into place. Whatever happens, the part and temporary files are gone afterwards.
 */
export async function runEncode(job: EncodeJob, deps: EncoderDeps): Promise<void> {
  // Whatever breaks (the database, the disk), the job ends, so that its requesters and its slot are freed.
  await encodeOnce(job, deps).catch((error: unknown) =>
    job.end("failed", message("transcode.failed", { reason: String(error) })),
  );
}

/**
 * Takes the key's lock to encode here, or follows whoever holds it (another process encodes it, or takes
 * over once it is dead). Without the `transcode` role the lock is taken as a queued row for a transcode
 * instance to claim, and followed like any other holder. The row to encode under, or null when followed.
 */
async function lockOrFollow(job: EncodeJob, deps: EncoderDeps): Promise<JobRow | null> {
  const lock = { key: `${TRANSCODE_LOCK_PREFIX}${job.target.key}`, kind: TRANSCODE_JOB_KIND };
  const queue = deps.queue && !deps.queue.encodes ? deps.queue : null;
  const acquired = await deps.locks.acquire(lock.key, lock.kind, queue ? queuedPayload(job) : undefined);
  if ("row" in acquired && !queue) return acquired.row;
  if ("row" in acquired) queue?.wake();
  return followHolder(job, deps, lock, "row" in acquired ? acquired.row : acquired.holder);
}

async function encodeOnce(job: EncodeJob, deps: EncoderDeps): Promise<void> {
  const { cache, binaries } = deps;
  const { key } = job.target;
  const row = job.claimed ?? (await lockOrFollow(job, deps));
  if (!row) return;
  const running = await RunningJob.claim(row, deps.jobs, () => job.cancel());
  if (!running) return job.end("failed", message("transcode.busyElsewhere"));
  const opened = await openSource(job.target.source.realPath).catch(() => null);
  try {
    if (!opened) throw new EncodeFailure(message("media.fileMissing"));
    const duration = job.target.duration ?? (await probeDuration(binaries, opened.source));
    // A new file, not the old one truncated: readers of a dead holder's part must not see it rewritten.
    await fs.rm(cache.part(key), { force: true });
    await fs.writeFile(cache.part(key), "");
    if (job.cancelRequested) throw new EncodeFailure(message("transcode.cancelled"));
    const encode = encodeAac(binaries, opened.source, job.target.bitRate, cache.part(key), (block) => {
      const progress = progressOf(block, duration);
      job.update(progress);
      running.progress(progress);
    });
    job.onStop(() => encode.child.kill("SIGKILL"));
    job.started();
    const exit = await encode.exited;
    if (job.cancelRequested) throw new EncodeFailure(message("transcode.cancelled"));
    if (exit.code !== 0) throw new EncodeFailure(message("transcode.failed", { reason: exit.stderr.trim() }));
    if (!(await sameVersion(job))) throw new EncodeFailure(message("transcode.sourceChanged"));
    const remux = await remuxFaststart(binaries, cache.part(key), cache.temp(key));
    if (remux.code !== 0)
      throw new EncodeFailure(message("transcode.failed", { reason: remux.stderr.trim() }));
    await fsyncFile(cache.temp(key));
    await fs.rename(cache.temp(key), cache.complete(key));
    await cache.add(key);
    await running.finish("finished", null, job.progress);
    job.end("done");
  } catch (error) {
    const reason =
      error instanceof EncodeFailure ? error.message : message("transcode.failed", { reason: String(error) });
    await running.finish("failed", reason, job.progress).catch(() => undefined);
    job.end(job.cancelRequested ? "cancelled" : "failed", reason);
  } finally {
    await opened?.close();
    await fs.rm(cache.part(key), { force: true });
    await fs.rm(cache.temp(key), { force: true });
  }
}
