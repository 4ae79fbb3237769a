import { EventEmitter } from "node:events";
import type { TranscodeBitRate, TranscodeProgress } from "@kikoeru/contract";
import type { JobRow } from "../../jobs/jobs.repo.ts";
import type { SourceVersion } from "./cache.ts";
import type { ProgressBlock } from "./ffmpeg.ts";

export const TRANSCODE_JOB_KIND = "media.transcode";
/** The lock of one cache key is `transcode:<key>`. */
export const TRANSCODE_LOCK_PREFIX = "transcode:";

export type JobState = "queued" | "running" | "done" | "failed" | "cancelled";
export type JobPriority = "live" | "pre";

/** What to encode: the source version, the rate, and the file as clients name it (for the socket event). */
export interface EncodeTarget {
  key: string;
  bitRate: TranscodeBitRate;
  source: SourceVersion;
  /** The duration the scanner stored, if any (else ffprobe measures it). */
  duration: number | null;
  workId: number;
  path: string;
}

const number = (value: string | undefined): number | null => {
  const parsed = Number.parseFloat(value ?? "");
  return Number.isFinite(parsed) ? parsed : null;
};

/** kikoeru's progress object from one ffmpeg `-progress` block; percent from out_time_us / duration. */
export function progressOf(block: ProgressBlock, durationSeconds: number | null): TranscodeProgress {
  const outUs = number(block.out_time_us);
  const percent =
    block.progress === "end"
      ? 100
      : outUs !== null && durationSeconds
        ? Math.min(100, Math.max(0, (outUs / (durationSeconds * 1e6)) * 100))
        : 0;
  return {
    percent,
    timemark: block.out_time ?? null,
    targetSize: number(block.total_size),
    currentKbps: number(block.bitrate?.replace(/kbits\/s$/, "")),
    frames: number(block.frame),
    currentFps: number(block.fps),
  };
}

/**
 * One encode of one cache key, shared by every requester: its state, progress and readers. Emits `change`
 * on every progress block and state change. `settled` resolves once it is done, failed or cancelled.
 */
export class EncodeJob extends EventEmitter {
  state: JobState = "queued";
  progress: TranscodeProgress | null = null;
  error: string | null = null;
  /** Streams and waiters attached now; the job is never stopped while one is. */
  readers = 0;
  /** When interest was last shown (a reader left, a status poll); idle jobs are cancelled after a while. */
  lastInterest = Date.now();
  /** Users who asked for it (owner first): they get its socket events. */
  readonly users = new Set<string>();
  readonly settled: Promise<void>;
  private settle!: () => void;
  /**
   * The queued row of another instance's request, claimed here (cluster): the encode runs for readers this
   * instance cannot see, so it is never stopped as idle.
   */
  claimed: JobRow | null = null;
  /** Set once a stop was asked for: the encoder checks it between its steps. */
  cancelRequested = false;
  private stopper: (() => void) | null = null;

  constructor(
    readonly target: EncodeTarget,
    public priority: JobPriority,
    readonly owner: string,
  ) {
    super();
    this.setMaxListeners(0);
    this.users.add(owner);
    this.settled = new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  get active(): boolean {
    return this.state === "queued" || this.state === "running";
  }

  attach(): () => void {
    this.readers++;
    let detached = false;
    return () => {
      if (detached) return;
      detached = true;
      this.readers--;
      this.lastInterest = Date.now();
    };
  }

  /** Asks a started job to stop: kills ffmpeg if it runs (the encoder then ends the job as cancelled). */
  cancel(): void {
    this.cancelRequested = true;
    this.stopper?.();
  }

  /** The encoder's way to stop ffmpeg; called at once if a stop was asked for already. */
  onStop(stopper: () => void): void {
    this.stopper = stopper;
    if (this.cancelRequested) stopper();
  }

  started(): void {
    this.state = "running";
    this.progress = progressOf({}, null);
    this.emit("change");
  }

  /** The encode this job followed died before anyone read its bytes: it waits for the next encode again. */
  requeued(): void {
    if (this.state !== "running") return;
    this.state = "queued";
    this.progress = null;
    this.emit("change");
  }

  update(progress: TranscodeProgress): void {
    this.progress = progress;
    this.emit("change");
  }

  end(state: "done" | "failed" | "cancelled", error: string | null = null): void {
    if (!this.active) return;
    this.state = state;
    this.error = error;
    this.stopper = null;
    this.emit("change");
    this.settle();
  }

  /** Resolves at the next change, or after `ms` at the latest (a reader waiting for more bytes). */
  nextChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.off("change", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.once("change", done);
    });
  }
}
