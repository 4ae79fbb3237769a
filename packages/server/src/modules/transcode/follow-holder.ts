import fs from "node:fs/promises";
import { message } from "@kikoeru/contract";
import type { JobLocks } from "../../jobs/job-lock.ts";
import type { JobRow, JobsRepo } from "../../jobs/jobs.repo.ts";
import type { TranscodeCache } from "./cache.ts";
import type { EncodeJob } from "./encode-job.ts";
import { type EncodeQueue, QUEUED_TOUCH_MS, queuedPayload } from "./encode-queue.ts";

/** How often a follower reads the holder's row (its progress reaches the row about once a second). */
const FOLLOW_EVERY_MS = 250;

export interface FollowDeps {
  cache: TranscodeCache;
  locks: JobLocks;
  jobs: JobsRepo;
  /** In a cluster: queued encodes between the instances with and without the `transcode` role. */
  queue?: EncodeQueue;
  /** How long a queued encode waits while no transcode instance is alive before it fails. */
  unclaimedMs: number;
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
 * Another process (an instance of a cluster) holds the key's lock: instead of failing, this job follows it.
 * Its readers read the part file the holder writes in the shared cache folder, its status mirrors the
 * holder's row, and it ends as the holder's job ends. A queued holder (a request of an instance without the
 * `transcode` role) is kept alive while followed, claimed by a follower that may encode, and given up once no
 * transcode instance has been alive for `unclaimedMs`. A holder that died is taken over — the lock is then
 * ours and returned, so the encode runs here (or queued again, without the role) — unless readers already
 * read the dead holder's bytes, which a new encode could not continue: that job fails, and the next request
 * encodes. Null when the job ended.
 */
export async function followHolder(
  job: EncodeJob,
  deps: FollowDeps,
  lock: { key: string; kind: string },
  first: JobRow,
): Promise<JobRow | null> {
  const { key } = job.target;
  const lost = message("cluster.holderLost");
  const queue = deps.queue && !deps.queue.encodes ? deps.queue : null;
  let holder = first;
  let transcoderSeen = Date.now();
  let touched = 0;
  for (;;) {
    if (job.cancelRequested) return end(job, "cancelled", message("transcode.cancelled"));
    const row = await deps.jobs.byId(holder.id);
    if (row?.state === "queued") {
      if (!queue) {
        const claimed = await deps.queue?.claim(row);
        if (claimed) return claimed;
      } else {
        if (Date.now() - touched >= QUEUED_TOUCH_MS) {
          touched = Date.now();
          await queue.keepQueued(row);
        }
        if (await queue.anyTranscoder()) transcoderSeen = Date.now();
        else if (Date.now() - transcoderSeen > deps.unclaimedMs) {
          await deps.jobs.finish(row.id, "failed", message("cluster.noTranscoder"));
          return end(job, "failed", message("cluster.noTranscoder"));
        }
      }
    } else if (row?.state !== "running") {
      if (row?.state === "finished" && (await deps.cache.exists(key))) return end(job, "done");
      return end(job, "failed", row?.error ?? lost);
    } else {
      if (job.state === "queued" && (await exists(deps.cache.part(key)))) job.started();
      const progress = progressOfRow(row);
      if (job.state === "running" && progress) job.update(progress);
    }
    const again = await deps.locks.acquire(lock.key, lock.kind, queue ? queuedPayload(job) : undefined);
    const streaming = job.state === "running" && job.readers > 0;
    if ("row" in again) {
      // The holder ended (or died) between the two reads: the lock is ours now.
      if (await deps.cache.exists(key)) {
        await deps.jobs.finish(again.row.id, "finished", null);
        return end(job, "done");
      }
      if (streaming) {
        await deps.jobs.finish(again.row.id, "failed", lost);
        return end(job, "failed", lost);
      }
      job.requeued();
      if (!queue) return again.row;
      queue.wake();
      holder = again.row;
    } else if (again.holder.id !== holder.id) {
      if (streaming) return end(job, "failed", lost);
      job.requeued();
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
