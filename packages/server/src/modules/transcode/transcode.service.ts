import type { Readable } from "node:stream";
import {
  message,
  type PreTranscodeResponse,
  TRANSCODE_BIT_RATES,
  type TranscodeBitRate,
  type TranscodeProgressEvent,
  type TranscodeStatus,
} from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import type { JobLocks } from "../../jobs/job-lock.ts";
import type { JobsRepo } from "../../jobs/jobs.repo.ts";
import { fileTypeOf, hasDuration } from "../../library/file-types.ts";
import { type Entity, fileEntity, type WorkFiles } from "../media/index.ts";
import type { TrackRef, TracksService } from "../tracks/index.ts";
import { type CacheLimits, cacheKeyOf, type TranscodeCache } from "./cache.ts";
import { EncodeJob, type EncodeTarget, type JobPriority, TRANSCODE_LOCK_PREFIX } from "./encode-job.ts";
import type { EncodeQueue } from "./encode-queue.ts";
import { runEncode } from "./encoder.ts";
import { detectFfmpeg } from "./ffmpeg.ts";
import type { TranscodeOptions } from "./options.ts";
import { Scheduler } from "./scheduler.ts";
import { tailStream } from "./tail-stream.ts";

export interface TranscodeServiceDeps {
  tracks: TracksService;
  files: WorkFiles;
  cache: TranscodeCache;
  locks: JobLocks;
  jobs: JobsRepo;
  limits: () => CacheLimits;
  options: TranscodeOptions;
  /** Cluster mode: encodes queued for, or claimed from, other instances. */
  queue?: EncodeQueue;
}

/** A GET of the transcode route: the complete file (ranges, validators), or the growing one followed. */
export type TranscodeAnswer = { kind: "complete"; entity: Entity } | { kind: "growing"; body: Readable };

export type ProgressListener = (event: TranscodeProgressEvent, users: ReadonlySet<string>) => void;

const WAITING: TranscodeStatus = { status: "waiting", ready: false, progress: null, error: null };
const READY: TranscodeStatus = { status: "ready", ready: true, progress: null, error: null };
/** A failure as the kikoeru client shows 转码错误: a progress whose percent is not a number. */
const FAILED_PROGRESS = {
  percent: null,
  timemark: null,
  targetSize: null,
  currentKbps: null,
  frames: null,
  currentFps: null,
};

function parseBitRate(text: string | undefined): TranscodeBitRate {
  const value = text === undefined || text === "" ? 128 : Number(text);
  const found = TRANSCODE_BIT_RATES.find((rate) => rate === value);
  if (found === undefined) throw errors.transcodeBitRate(TRANSCODE_BIT_RATES);
  return found;
}

/**
 * AAC transcodes of audio and video tracks: one encode per source version and bit rate, streamed to every
 * requester while it grows, then cached; kikoeru's pre-transcode status; limits per server and per user.
 */
export class TranscodeService {
  private ffmpeg = false;
  private readonly jobs = new Map<string, EncodeJob>();
  private readonly failures = new Map<string, { error: string; at: number }>();
  private readonly listeners = new Set<ProgressListener>();
  private readonly scheduler: Scheduler;
  private evictTimer: NodeJS.Timeout | null = null;
  /** False on a cluster instance without the `transcode` role: it never runs ffmpeg, it queues. */
  private readonly encodes: boolean;

  constructor(private readonly deps: TranscodeServiceDeps) {
    this.encodes = deps.queue?.encodes ?? true;
    const { binaries, unclaimedMs } = deps.options;
    const encoder = { ...deps, binaries, unclaimedMs };
    this.scheduler = new Scheduler(deps.options, (job) => runEncode(job, encoder), !this.encodes);
  }

  /** At start: finds ffmpeg, fails jobs a stopped process left running, and clears what they left. */
  async start(): Promise<{ ffmpeg: boolean; interrupted: number }> {
    this.ffmpeg = await detectFfmpeg(this.deps.options.binaries);
    const interrupted = await this.deps.locks.failInterrupted();
    const busy = await this.deps.jobs.heldLockKeys(TRANSCODE_LOCK_PREFIX);
    await this.deps.cache.prepare(
      new Set(busy.map((lockKey) => lockKey.slice(TRANSCODE_LOCK_PREFIX.length))),
    );
    await this.evict();
    this.evictTimer = setInterval(() => void this.evict(), this.deps.options.evictEveryMs);
    this.evictTimer.unref();
    const { queue } = this.deps;
    await queue?.start(this.ffmpeg, () => this.claimQueued(queue));
    return { ffmpeg: this.ffmpeg, interrupted };
  }

  /** Whether transcodes can be had: ffmpeg here, or (without the role) a live transcode instance. */
  get ffmpegAvailable(): boolean {
    return this.encodes ? this.ffmpeg : (this.deps.queue?.transcodersSeen ?? false);
  }

  async close(): Promise<void> {
    if (this.evictTimer) clearInterval(this.evictTimer);
    await this.deps.queue?.close();
    await this.scheduler.close();
  }

  onProgress(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * GET /api/media/transcode: the cached file if complete; else starts or joins the encode and follows it.
   * A range other than the whole file (`bytes=0-`) waits for the end, as only the complete file has a size.
   */
  async stream(
    ref: TrackRef,
    bitRate: string | undefined,
    user: string,
    range: string | undefined,
    signal: AbortSignal,
  ): Promise<TranscodeAnswer> {
    const target = await this.target(ref, bitRate);
    const complete = await this.completeEntity(target.key);
    if (complete) return { kind: "complete", entity: complete };
    const job = this.jobFor(target, "live", user);
    const detach = job.attach();
    if (!this.encodes) await this.untilClaimed(job, signal, detach);
    if (range === undefined || /^bytes=0-$/.test(range.trim())) {
      return {
        kind: "growing",
        body: tailStream(job, this.filesOf(target.key), signal, detach),
      };
    }
    const aborted = new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
    await Promise.race([job.settled, aborted]).finally(detach);
    const entity = job.state === "done" ? await this.completeEntity(target.key) : null;
    if (!entity) throw errors.transcodeFailed(job.error ?? message("transcode.cancelled"));
    return { kind: "complete", entity };
  }

  /**
   * Without the role, a request answers once a transcode instance took its encode, so that one that never
   * does is answered as a single server without ffmpeg answers (503), not with a stream cut short.
   */
  private async untilClaimed(job: EncodeJob, signal: AbortSignal, detach: () => void): Promise<void> {
    while (job.state === "queued" && !signal.aborted) await job.nextChange(1_000);
    if (job.state !== "failed") return;
    detach();
    throw job.error === message("cluster.noTranscoder")
      ? errors.noTranscoder()
      : errors.transcodeFailed(job.error ?? "");
  }

  /** GET /api/media/pre-transcode: the status. */
  async status(ref: TrackRef, bitRate: string | undefined): Promise<TranscodeStatus> {
    const target = await this.target(ref, bitRate);
    const job = this.jobs.get(target.key);
    // Polls keep a pre-transcode alive; a live one lives as long as someone reads it.
    if (job?.priority === "pre") job.lastInterest = Date.now();
    return this.statusOf(target.key);
  }

  /** POST /api/media/pre-transcode: starts an encode (below live ones) unless it is done or running. */
  async preTranscode(
    ref: TrackRef,
    bitRate: string | undefined,
    user: string,
  ): Promise<PreTranscodeResponse> {
    const target = await this.target(ref, bitRate);
    const before = await this.statusOf(target.key);
    if (before.ready) return { ...before, message: message("transcode.ready"), alreadyTranscoding: false };
    if (this.jobs.get(target.key)?.active) {
      return { ...before, message: message("transcode.running"), alreadyTranscoding: true };
    }
    this.jobFor(target, "pre", user);
    const after = await this.statusOf(target.key);
    return { ...after, message: message("transcode.started"), alreadyTranscoding: false };
  }

  private async target(ref: TrackRef, bitRateText: string | undefined): Promise<EncodeTarget> {
    const bitRate = parseBitRate(bitRateText);
    const { work, file, ext } = await this.deps.tracks.resolve(ref);
    if (!hasDuration(fileTypeOf(file.path))) throw errors.transcodeNotMedia(ext);
    if (this.encodes && !this.ffmpeg) throw errors.ffmpegMissing();
    if (!this.encodes && !(await this.deps.queue?.anyTranscoder())) throw errors.noTranscoder();
    const opened = await this.deps.files.open(work, file);
    await opened.handle.close();
    const source = { realPath: opened.realPath, size: opened.size, mtimeMs: opened.mtimeMs };
    const duration = file.duration && file.duration > 0 ? file.duration : null;
    return { key: cacheKeyOf(source, bitRate), bitRate, source, duration, workId: work.id, path: file.path };
  }

  private async statusOf(key: string): Promise<TranscodeStatus> {
    const job = this.jobs.get(key);
    if (job) return this.jobStatus(job);
    if (await this.deps.cache.exists(key)) return READY;
    const failure = this.failures.get(key);
    if (failure && Date.now() - failure.at < this.deps.options.failureMs) {
      return { status: "failed", ready: false, progress: FAILED_PROGRESS, error: failure.error };
    }
    return WAITING;
  }

  private jobStatus(job: EncodeJob): TranscodeStatus {
    if (job.state === "running")
      return { status: "progress", ready: false, progress: job.progress, error: null };
    if (job.state === "done") return READY;
    if (job.state === "failed") {
      return { status: "failed", ready: false, progress: FAILED_PROGRESS, error: job.error };
    }
    return WAITING;
  }

  /** Joins the active job of the key, or creates one if the user's queue has room (else TASK_QUEUE_FULL). */
  private jobFor(target: EncodeTarget, priority: JobPriority, user: string): EncodeJob {
    const existing = this.jobs.get(target.key);
    if (existing?.active) {
      existing.users.add(user);
      existing.lastInterest = Date.now();
      if (priority === "live" && existing.priority === "pre") this.scheduler.promote(existing);
      return existing;
    }
    if (!this.scheduler.admits(user)) throw errors.taskQueueFull();
    const job = new EncodeJob(target, priority, user);
    this.track(job);
    return job;
  }

  /** Runs queued encodes of other instances, claimed while this scheduler has room for their owners. */
  private claimQueued(queue: EncodeQueue): Promise<void> {
    return queue.claimWhile(
      ({ target, user }) => !this.jobs.get(target.key)?.active && this.scheduler.hasRoomFor(user),
      ({ target, priority, user }, row) => {
        const job = new EncodeJob(target, priority, user);
        job.claimed = row;
        this.track(job);
      },
    );
  }

  private track(job: EncodeJob): void {
    const { target } = job;
    this.failures.delete(target.key);
    this.jobs.set(target.key, job);
    job.on("change", () => this.publish(job));
    void job.settled.then(() => {
      if (this.jobs.get(target.key) === job) this.jobs.delete(target.key);
      if (job.state === "failed") this.failures.set(target.key, { error: job.error ?? "", at: Date.now() });
      if (job.state === "done") void this.evict();
    });
    this.scheduler.add(job);
  }

  private publish(job: EncodeJob): void {
    const { workId, path, bitRate } = job.target;
    const event = { workId, path, bitRate, ...this.jobStatus(job) };
    for (const listener of this.listeners) listener(event, job.users);
  }

  private filesOf(key: string) {
    return { part: this.deps.cache.part(key), complete: this.deps.cache.complete(key) };
  }

  /** The complete file as an entity; held against eviction until sent, and recorded as served. */
  private async completeEntity(key: string): Promise<Entity | null> {
    const handle = await this.deps.cache.open(key);
    if (!handle) return null;
    const { size, mtimeMs } = await handle.stat();
    const release = this.deps.cache.hold(key);
    await this.deps.cache.served(key);
    const entity = fileEntity({ handle, size, mtimeMs: Math.trunc(mtimeMs) }, "audio/mp4");
    return {
      ...entity,
      body: (start, end) => {
        const body = entity.body(start, end) as Readable;
        body.once("close", release);
        return body;
      },
      release: async () => {
        release();
        await entity.release();
      },
    };
  }

  private async evict(): Promise<void> {
    await this.deps.cache.evict(this.deps.limits()).catch(() => undefined);
  }
}
