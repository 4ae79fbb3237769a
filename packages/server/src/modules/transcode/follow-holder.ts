import fs from "node:fs/promises";
import { message } from "@kikoeru/contract";
import type { JobLocks } from "../../jobs/job-lock.ts";
import type { JobRow, JobsRepo } from "../../jobs/jobs.repo.ts";
import type { TranscodeCache } from "./cache.ts";
import type { EncodeJob } from "./encode-job.ts";

/** How often a follower reads the holder's row (its progress reaches the row about once a second). */
const FOLLOW_EVERY_MS = 250;

export interface FollowDeps {
  cache: TranscodeCache;
  locks: JobLocks;
  jobs: JobsRepo;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));

function progressOfRow(row: JobRow): EncodeJob["progress"] {
  try {
    const value = JSON.parse(row.progress) as EncodeJob["progress"];
    return value && typeof value.percent === "number" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Another process (an instance of a cluster) holds the key's lock and encodes: instead of failing, this job
 * follows it. Its readers read the part file the holder writes in the shared cache folder, its status mirrors
 * the holder's row, and it ends as the holder's job ends. A holder that died is taken over — the lock is then
 * ours and returned, so the encode runs here — unless readers already follow the dead holder's bytes, which
 * a new encode could not continue: that job fails, and the next request encodes. Null when the job ended.
 */
export async function followHolder(
  job: EncodeJob,
  deps: FollowDeps,
  lock: { key: string; kind: string },
  first: JobRow,
): Promise<JobRow | null> {
  const { key } = job.target;
  const lost = message("cluster.holderLost");
  let holder = first;
  for (;;) {
    if (job.cancelRequested) return end(job, "cancelled", message("transcode.cancelled"));
    const row = await deps.jobs.byId(holder.id);
    if (row?.state !== "running") {
      if (row?.state === "finished" && (await deps.cache.exists(key))) return end(job, "done");
      return end(job, "failed", row?.error ?? lost);
    }
    if (job.state === "queued" && (await exists(deps.cache.part(key)))) job.started();
    const progress = progressOfRow(row);
    if (job.state === "running" && progress) job.update(progress);
    const again = await deps.locks.acquire(lock.key, lock.kind);
    if ("row" in again) {
      // The holder ended (or died) between the two reads: the lock is ours now.
      if (await deps.cache.exists(key)) {
        await deps.jobs.finish(again.row.id, "finished", null);
        return end(job, "done");
      }
      if (job.state === "queued") return again.row;
      await deps.jobs.finish(again.row.id, "failed", lost);
      return end(job, "failed", lost);
    }
    if (again.holder.id !== holder.id) {
      if (job.state === "running") return end(job, "failed", lost);
      holder = again.holder;
    }
    await pause();
  }
}

function end(job: EncodeJob, state: "done" | "failed" | "cancelled", error: string | null = null): null {
  job.end(state, error);
  return null;
}

function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
