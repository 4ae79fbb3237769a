import type { LibraryRepo, NewWork } from "./library.repo.ts";

/** The longest a new work waits for its group to fill. */
const MAX_WAIT_MS = 250;

interface Waiting {
  work: NewWork;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The new works of a full scan, written a group at a time in one transaction each: the circles, tags and
 * voice actors they share are written once per group instead of once per work, and a first scan makes a
 * commit per group instead of one per work. A group that fails is written again work by work, so a bad work
 * fails alone, as it did when each had its own transaction. A queued work is still a task in progress on the
 * admin page, so `groupSize` (the scan's parallelism) also bounds how many more tasks it lists than before.
 */
export class NewWorkBatch {
  private waiting: Waiting[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: LibraryRepo,
    private readonly tagLanguage: string,
    private readonly groupSize: number,
    /** Called for each work once its row is committed. */
    private readonly onWritten: (id: number) => void,
  ) {}

  /** Queues a new work; settles once it is committed (or its own write failed). */
  add(work: NewWork): Promise<void> {
    const written = new Promise<void>((resolve, reject) => this.waiting.push({ work, resolve, reject }));
    if (this.waiting.length >= this.groupSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), MAX_WAIT_MS);
      this.timer.unref();
    }
    return written;
  }

  /** Writes what is queued; resolves once every group queued so far is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const group = this.waiting;
    this.waiting = [];
    if (group.length > 0) this.writing = this.writing.then(() => this.write(group));
    return this.writing;
  }

  private async write(group: Waiting[]): Promise<void> {
    try {
      await this.repo.insertWorks(
        group.map((w) => w.work),
        this.tagLanguage,
      );
      for (const waiting of group) this.written(waiting);
    } catch {
      for (const waiting of group) {
        try {
          await this.repo.insertWorks([waiting.work], this.tagLanguage);
          this.written(waiting);
        } catch (error) {
          waiting.reject(error);
        }
      }
    }
  }

  private written(waiting: Waiting): void {
    this.onWritten(waiting.work.id);
    waiting.resolve();
  }
}
