import type { EncodeJob } from "./encode-job.ts";

export interface SchedulerLimits {
  /** Encodes at once across all users. */
  maxConcurrent: number;
  /** Encodes of one user at once; more of theirs wait. */
  perUserRunning: number;
  /** Jobs of one user that may wait beyond those; more are refused (TASK_QUEUE_FULL). */
  perUserQueued: number;
  /** A live job with no reader for this long is stopped. */
  liveIdleMs: number;
  /** A pre-transcode nobody polled for this long is stopped. */
  preIdleMs: number;
}

/**
 * Which jobs run: at most `maxConcurrent`, one per user at a time, live requests before pre-transcodes,
 * first come first served otherwise. Jobs nobody reads or polls any more are cancelled by a sweep. An
 * instance that only follows (cluster, no `transcode` role) starts every job at once: its jobs wait in the
 * shared queue instead, and the encoding instances apply their limits there.
 */
export class Scheduler {
  private readonly jobs: EncodeJob[] = [];
  /** Jobs handed to the encoder (running, or taking their lock): they hold the concurrency slots. */
  private readonly started = new Set<EncodeJob>();
  private readonly runs = new Set<Promise<void>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly limits: SchedulerLimits,
    private readonly run: (job: EncodeJob) => Promise<void>,
    private readonly onlyFollows = false,
  ) {
    const every = Math.max(50, Math.min(limits.liveIdleMs, limits.preIdleMs) / 4);
    this.sweeper = setInterval(() => this.sweep(), every);
    this.sweeper.unref();
  }

  /** Whether `user` may start another job. */
  admits(user: string): boolean {
    const theirs = this.jobs.filter((job) => job.owner === user).length;
    return theirs < this.limits.perUserRunning + this.limits.perUserQueued;
  }

  /** Whether a job of `user` would start now (a queued row of another instance may be claimed for it). */
  hasRoomFor(user: string): boolean {
    const started = [...this.started];
    return (
      started.length < this.limits.maxConcurrent &&
      started.filter((job) => job.owner === user).length < this.limits.perUserRunning
    );
  }

  add(job: EncodeJob): void {
    this.jobs.push(job);
    void job.settled.then(() => {
      this.jobs.splice(this.jobs.indexOf(job), 1);
      this.started.delete(job);
      this.pump();
    });
    this.pump();
  }

  /** A live request joined a waiting pre-transcode: it moves up to the live ones. */
  promote(job: EncodeJob): void {
    job.priority = "live";
    this.pump();
  }

  /** Cancels every job and waits until each encoder has cleaned up. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const job of [...this.jobs]) this.cancel(job);
    await Promise.all(this.runs);
  }

  private pump(): void {
    const busy = [...this.started].map((job) => job.owner);
    const ordered = this.jobs
      .filter((job) => !this.started.has(job))
      .sort((a, b) => Number(a.priority === "pre") - Number(b.priority === "pre"));
    for (const job of ordered) {
      const limited = !this.onlyFollows;
      if (limited && this.started.size >= this.limits.maxConcurrent) break;
      if (limited && busy.filter((owner) => owner === job.owner).length >= this.limits.perUserRunning)
        continue;
      busy.push(job.owner);
      this.started.add(job);
      const run = this.run(job).finally(() => this.runs.delete(run));
      this.runs.add(run);
    }
  }

  private cancel(job: EncodeJob): void {
    if (this.started.has(job)) job.cancel();
    else job.end("cancelled");
  }

  private sweep(): void {
    const now = Date.now();
    for (const job of this.jobs) {
      if (job.readers > 0 || job.claimed) continue;
      const idle = job.priority === "live" ? this.limits.liveIdleMs : this.limits.preIdleMs;
      if (now - job.lastInterest > idle) this.cancel(job);
    }
  }
}
