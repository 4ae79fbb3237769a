import type { TranscodeBitRate } from "@kikoeru/contract";
import { type JobLocks, RunningJob } from "../../jobs/job-lock.ts";
import type { JobRow, JobsRepo } from "../../jobs/jobs.repo.ts";
import { type EncodeJob, type EncodeTarget, type JobPriority, TRANSCODE_JOB_KIND } from "./encode-job.ts";
import type { EncodeQueueRepo } from "./encode-queue.repo.ts";

/** The kind of the row by which a transcode instance shows it is alive (one per process, heartbeat 5 s). */
export const TRANSCODER_JOB_KIND = "media.transcoder";
/** The wake-up note's queue name on the cluster bus. */
const WAKE = "transcode";
/** A heartbeat older than this is a process that is gone (the jobs table's rule, job-lock.ts). */
const STALE_AFTER_MS = 30_000;
/** Followers refresh a queued row's heartbeat this often. */
export const QUEUED_TOUCH_MS = 5_000;
/** How long the answer to "is a transcode instance alive?" is kept. */
const SEEN_FOR_MS = 1_000;

/** What a queued row carries: the encode, its owner (per-user limits) and its priority. */
export interface QueuedEncode {
  target: EncodeTarget;
  user: string;
  priority: JobPriority;
}

/** The cluster as the transcoder sees it: its role, and a wake-up note between instances. */
export interface TranscodeCluster {
  instanceId: string;
  has(role: "transcode"): boolean;
  wake(queue: string): void;
  onWake(queue: string, listener: () => void): () => void;
}

/** The payload of a queued row (the source's real path is bytes: stored as base64). */
export function queuedPayload(job: EncodeJob): unknown {
  const { source, ...rest } = job.target;
  return {
    target: { ...rest, source: { ...source, realPath: source.realPath.toString("base64") } },
    user: job.owner,
    priority: job.priority,
  };
}

/** The encode a queued row asks for; null for a payload this version cannot read. */
function queuedOf(row: JobRow): QueuedEncode | null {
  try {
    const { queued } = JSON.parse(row.payload) as { queued?: Record<string, unknown> };
    const target = queued?.target as
      | (Omit<EncodeTarget, "source"> & { source: Record<string, unknown> })
      | null;
    if (!queued || !target || typeof target.source?.realPath !== "string") return null;
    const source = {
      realPath: Buffer.from(target.source.realPath, "base64"),
      size: Number(target.source.size),
      mtimeMs: Number(target.source.mtimeMs),
    };
    return {
      target: { ...target, bitRate: target.bitRate as TranscodeBitRate, source },
      user: String(queued.user),
      priority: queued.priority === "pre" ? "pre" : "live",
    };
  } catch {
    return null;
  }
}

/**
 * Encodes shared through the jobs table in a cluster. An instance without the `transcode` role queues an
 * encode (a queued row holding the key's lock, kept alive by its followers) and wakes the others; an
 * instance with the role (and ffmpeg) shows it is alive with a row of its own and claims queued rows when
 * woken, or every `claimEveryMs` as the fallback, as far as its own scheduler has room.
 */
export class EncodeQueue {
  readonly encodes: boolean;
  private presence: RunningJob | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopWake: (() => void) | null = null;
  private seen = { live: false, at: 0 };
  private claiming = false;

  constructor(
    private readonly deps: {
      repo: EncodeQueueRepo;
      locks: JobLocks;
      jobs: JobsRepo;
      cluster: TranscodeCluster;
      claimEveryMs: number;
    },
  ) {
    this.encodes = deps.cluster.has("transcode");
  }

  /**
   * Starts showing this instance (when it encodes and has ffmpeg) and calling `claim` when work may wait:
   * woken by a note, and every `claimEveryMs` as the fallback.
   */
  async start(ffmpeg: boolean, claim: () => Promise<void>): Promise<void> {
    const works = this.encodes && ffmpeg;
    const claimNow = () => {
      if (this.claiming) return;
      this.claiming = true;
      // A failure (the database unreachable) waits for the next note or poll.
      void claim()
        .catch(() => undefined)
        .finally(() => {
          this.claiming = false;
        });
    };
    if (works) {
      await this.showAlive();
      this.stopWake = this.deps.cluster.onWake(WAKE, claimNow);
    } else if (!this.encodes) await this.anyTranscoder().catch(() => undefined);
    this.timer = setInterval(() => {
      if (works) {
        if (!this.presence) void this.showAlive().catch(() => undefined);
        claimNow();
      } else if (!this.encodes) void this.anyTranscoder().catch(() => undefined);
    }, this.deps.claimEveryMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopWake?.();
    await this.presence?.finish("finished", null, {}).catch(() => undefined);
  }

  /** Whether a transcode instance was alive at the last look (for /api/version's ffmpeg flag). */
  get transcodersSeen(): boolean {
    return this.seen.live;
  }

  /** Whether some instance with the role and ffmpeg is alive now (looked up at most once a second). */
  async anyTranscoder(): Promise<boolean> {
    if (Date.now() - this.seen.at < SEEN_FOR_MS) return this.seen.live;
    const live = (await this.deps.repo.liveCount(TRANSCODER_JOB_KIND, Date.now() - STALE_AFTER_MS)) > 0;
    this.seen = { live, at: Date.now() };
    return live;
  }

  /** Tells the transcode instances a row was queued. */
  wake(): void {
    this.deps.cluster.wake(WAKE);
  }

  /** A follower's share of keeping a queued row alive (every `QUEUED_TOUCH_MS`). */
  async keepQueued(row: JobRow): Promise<void> {
    await this.deps.repo.touchQueued(row.id);
  }

  /** Claims one queued row (a follower with the role takes the row it follows); null if taken already. */
  claim(row: JobRow): Promise<JobRow | null> {
    return this.deps.repo.claim(row.id, JSON.parse(row.payload));
  }

  /** Claims queued rows `accept` takes, one by one, and hands each to `run`, until none is left for it. */
  async claimWhile(
    accept: (queued: QueuedEncode) => boolean,
    run: (queued: QueuedEncode, row: JobRow) => void,
  ): Promise<void> {
    for (;;) {
      const claimed = await this.claimNext(accept);
      if (!claimed) return;
      run(claimed.queued, claimed.row);
    }
  }

  /** Claims the queued row `accept` takes (it sees the rows in order, live before pre-transcodes). */
  private async claimNext(
    accept: (queued: QueuedEncode) => boolean,
  ): Promise<{ row: JobRow; queued: QueuedEncode } | null> {
    let chosen: QueuedEncode | null = null;
    const row = await this.deps.repo.claimNext(TRANSCODE_JOB_KIND, Date.now() - STALE_AFTER_MS, (rows) => {
      const ordered = rows
        .map((row) => ({ row, queued: queuedOf(row) }))
        .sort((a, b) => Number(a.queued?.priority === "pre") - Number(b.queued?.priority === "pre"));
      for (const { row, queued } of ordered) {
        if (!queued || !accept(queued)) continue;
        chosen = queued;
        return { row, payload: JSON.parse(row.payload) };
      }
      return undefined;
    });
    return row && chosen ? { row, queued: chosen } : null;
  }

  private async showAlive(): Promise<void> {
    const lockKey = `transcode-instance:${this.deps.cluster.instanceId}:${process.pid}:${Date.now()}`;
    const acquired = await this.deps.locks.acquire(lockKey, TRANSCODER_JOB_KIND);
    if (!("row" in acquired)) return;
    this.presence = await RunningJob.claim(acquired.row, this.deps.jobs, () => {
      this.presence = null;
    });
  }
}
