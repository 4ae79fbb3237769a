import { randomBytes } from "node:crypto";
import path from "node:path";
import { type AiLyricAcquired, message } from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import type { Entity } from "../media/index.ts";
import type { TrackRef } from "../tracks/index.ts";
import { type LyricFiles, vttFromLrc } from "./lyric-files.ts";
import type { HeldTask, QueueRepo } from "./queue.repo.ts";
import type { TasksRepo } from "./tasks.repo.ts";

export interface LeaseSettings {
  lyricLeaseSeconds: number;
  lyricSilentLeaseHours: number;
  lyricMaxRetries: number;
}

export interface WorkerQueueDeps {
  queue: QueueRepo;
  tasks: TasksRepo;
  files: LyricFiles;
  /** The audio of a task, as the media module sends it (Range, ETag). */
  openAudio: (ref: TrackRef) => Promise<Entity>;
  settings: () => LeaseSettings;
  now?: () => number;
}

/** A trailing percent in a progress text, e.g. "翻译进度: 42%" or "42.5 %". */
const PERCENT = /(\d{1,3}(?:\.\d+)?)\s*%\s*$/;

function progressOf(workerStatus: string, progress: number | undefined): number | null {
  if (progress !== undefined) return Math.round(progress);
  const match = PERCENT.exec(workerStatus);
  const value = match ? Number(match[1]) : Number.NaN;
  return value >= 0 && value <= 100 ? Math.round(value) : null;
}

/**
 * The worker side of the queue (docs/ai-lyrics.md): kikoeru's protocol with a lease. Every call first returns
 * the tasks whose lease ran out to pending (or to error after too many returns): a sweep per call instead of a
 * timer, one indexed read that finds nothing almost always.
 */
export class WorkerQueue {
  private readonly now: () => number;

  constructor(private readonly deps: WorkerQueueDeps) {
    this.now = deps.now ?? Date.now;
  }

  async sweep(): Promise<void> {
    const now = this.now();
    const expired = await this.deps.queue.expired(now);
    if (!expired.length) return;
    const { lyricMaxRetries } = this.deps.settings();
    for (const task of expired) {
      const retries = task.retries + 1;
      const failed = retries > lyricMaxRetries;
      const sentence = failed
        ? message("aiLyrics.leaseExhausted", { retries: task.retries })
        : message("aiLyrics.leaseExpired", { retries });
      await this.deps.queue.release(
        task.id,
        { status: failed ? 4 : 1, retries, workerStatus: sentence, error: failed ? sentence : null },
        now,
      );
    }
  }

  async acquire(workerName: string): Promise<AiLyricAcquired> {
    await this.sweep();
    const now = this.now();
    const settings = this.deps.settings();
    const secret = randomBytes(32).toString("hex");
    const task = await this.deps.queue.claim(
      {
        workerName,
        secret,
        workerStatus: message("aiLyrics.acquired"),
        leaseExpiresAt: now + settings.lyricSilentLeaseHours * 3_600_000,
      },
      now,
    );
    if (!task) throw errors.aiLyricNoPendingTask();
    return {
      id: task.id,
      secret,
      audio_ext: path.posix.extname(task.audio_path),
      work_id: task.work_id,
      audio_path: task.audio_path,
      lease_seconds: settings.lyricLeaseSeconds,
    };
  }

  /** The heartbeat; `success: false` tells the worker the task is no longer its own. */
  async status(beat: {
    id: number;
    secret: string;
    worker_status: string;
    progress?: number | undefined;
  }): Promise<{ success: boolean }> {
    await this.sweep();
    const now = this.now();
    const success = await this.deps.queue.heartbeat(
      beat.id,
      beat.secret,
      {
        workerStatus: beat.worker_status,
        progress: progressOf(beat.worker_status, beat.progress),
        leaseExpiresAt: now + this.deps.settings().lyricLeaseSeconds * 1000,
      },
      now,
    );
    return { success };
  }

  /** kikoeru's `get`: `{task}` while the pair holds it, `{}` otherwise. */
  async get(id: number, secret: string): Promise<{ task?: HeldTask }> {
    await this.sweep();
    const task = await this.deps.queue.held(id, secret);
    return task ? { task } : {};
  }

  async download(id: number, secret: string): Promise<Entity> {
    await this.sweep();
    const task = await this.deps.queue.held(id, secret);
    if (!task) throw errors.aiLyricTaskNotFound();
    return this.deps.openAudio({ workId: task.work_id, path: task.audio_path });
  }

  /**
   * Stores the result and ends the task. The files are written only after the pair was seen to hold the task,
   * so a late worker cannot overwrite the lyric of a task someone else has finished since.
   */
  async finish(result: {
    id: number;
    secret: string;
    success: boolean;
    lrc_content: string;
    vtt_content?: string | undefined;
    error?: string | undefined;
  }): Promise<Record<string, never>> {
    await this.sweep();
    const task = await this.deps.queue.held(result.id, result.secret);
    if (!task) throw errors.aiLyricTaskNotFound();
    if (result.success) {
      const vtt = result.vtt_content?.trim() ? result.vtt_content : vttFromLrc(result.lrc_content);
      await this.deps.files.write(task.id, result.lrc_content, vtt);
    }
    const ended = await this.deps.queue.finish(
      task.id,
      result.secret,
      result.success
        ? { status: 3, error: null, progress: 100 }
        : { status: 4, error: result.error?.trim() || null, progress: null },
      this.now(),
    );
    if (!ended) throw errors.aiLyricTaskNotFound();
    if (result.success) await this.deps.tasks.refreshWorkLyricStatus([task.work_id]);
    return {};
  }
}
