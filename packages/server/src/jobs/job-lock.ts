import os from "node:os";
import type { JobRow, JobsRepo } from "./jobs.repo.ts";

/** A job whose heartbeat is older than this belongs to a process that is gone. */
const STALE_AFTER_MS = 30_000;
const HEARTBEAT_MS = 5_000;
const PROGRESS_EVERY_MS = 1_000;

interface Owner {
  host: string;
  pid: number;
  instance: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Who holds a lock: this process, told apart from an earlier process that had the same pid. */
function newOwner(): Owner {
  return { host: os.hostname(), pid: process.pid, instance: Math.random().toString(36).slice(2) };
}

/**
 * A running job of this process: throttled progress saves plus a heartbeat, until `finish`. A heartbeat that
 * finds the job no longer running (another process judged this one dead and took the lock over) calls
 * `onLost`, so the work stops instead of running beside the new holder.
 */
export class RunningJob {
  private timer: NodeJS.Timeout;
  private lastSave = 0;
  private latest: unknown = {};
  private saving: Promise<void> = Promise.resolve();
  private finished = false;

  private constructor(
    readonly row: JobRow,
    private readonly repo: JobsRepo,
    private readonly onLost: () => void,
  ) {
    this.timer = setInterval(() => this.save(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /**
   * Makes the calling process the job's owner before it does the work, so the lock lives exactly as long as
   * the process that works (the scan process, not the server that forked it and may die first). Null when
   * the job no longer runs.
   */
  static async claim(row: JobRow, repo: JobsRepo, onLost: () => void): Promise<RunningJob | null> {
    if (!(await repo.claim(row.id, { owner: newOwner() }))) return null;
    return new RunningJob(row, repo, onLost);
  }

  /** Records progress; it reaches the database at most once a second (and with every heartbeat). */
  progress(value: unknown): void {
    this.latest = value;
    if (Date.now() - this.lastSave >= PROGRESS_EVERY_MS) this.save();
  }

  async finish(state: "finished" | "failed", error: string | null, progress: unknown): Promise<void> {
    this.finished = true;
    clearInterval(this.timer);
    await this.saving;
    await this.repo.finish(this.row.id, state, error, progress);
  }

  private save(): void {
    if (this.finished) return;
    this.lastSave = Date.now();
    const value = this.latest;
    this.saving = this.saving
      .then(async () => {
        if (!(await this.repo.touch(this.row.id, value)) && !this.finished) this.onLost();
      })
      .catch(() => undefined);
  }
}

/**
 * Exclusive jobs across processes: the lock is a unique `lock_key` on the job row, so the server and the
 * `npm run scan` command can share one database. The row names its owner (host, pid): the process that
 * inserts it, then the process that does the work once it claims it. While that owner is alive and its
 * heartbeat is fresh, nobody else gets the lock, even if the process that started the job is gone; a holder
 * that died (its process is gone, or its heartbeat stopped) is marked failed and its lock taken over.
 */
export class JobLocks {
  private readonly owner = newOwner();

  constructor(
    private readonly repo: JobsRepo,
    private readonly interruptedMessage: string,
    /** The job kinds this lock user owns: its interrupted jobs get its message (all kinds when absent). */
    private readonly kinds?: readonly string[],
  ) {}

  /** Marks every running job (of `kinds`) whose process is gone as failed (call at start). */
  async failInterrupted(): Promise<number> {
    let failed = 0;
    for (const job of await this.repo.running()) {
      if (this.kinds && !this.kinds.includes(job.kind)) continue;
      if (this.isDead(job)) {
        await this.repo.finish(job.id, "failed", this.interruptedMessage);
        failed++;
      }
    }
    return failed;
  }

  /**
   * Inserts a running job holding `lockKey` (whoever runs it keeps it alive with a RunningJob), or returns
   * the live job that holds the lock. With `queued`, the job is inserted queued instead, for another process
   * to claim (its payload carries `queued` beside the owner; its heartbeat is the requester's to keep).
   */
  async acquire(
    lockKey: string,
    kind: string,
    queued?: unknown,
  ): Promise<{ row: JobRow } | { holder: JobRow }> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const row =
        queued === undefined
          ? await this.repo.insertLocked(lockKey, kind, { owner: this.owner })
          : await this.repo.insertLocked(lockKey, kind, { owner: this.owner, queued }, "queued");
      if (row) return { row };
      const holder = await this.repo.holder(lockKey);
      if (holder && !this.isDead(holder)) return { holder };
      if (holder) await this.repo.finish(holder.id, "failed", this.interruptedMessage);
    }
    const holder = await this.repo.holder(lockKey);
    if (!holder) throw new Error(`could not take the ${lockKey} lock`);
    return { holder };
  }

  private isDead(job: JobRow): boolean {
    if (Date.now() - job.updated_at > STALE_AFTER_MS) return true;
    const owner = ownerOf(job);
    if (!owner || owner.host !== this.owner.host) return false;
    if (owner.pid === this.owner.pid) return owner.instance !== this.owner.instance;
    return !isAlive(owner.pid);
  }
}

function ownerOf(job: JobRow): Owner | null {
  try {
    const owner = (JSON.parse(job.payload) as { owner?: Owner }).owner;
    return owner && typeof owner.pid === "number" ? owner : null;
  } catch {
    return null;
  }
}
