import os from "node:os";
import type { FfmpegBinaries } from "./ffmpeg.ts";
import type { SchedulerLimits } from "./scheduler.ts";

/** How transcoding runs; the defaults suit a small home server, tests shorten the durations. */
export interface TranscodeOptions extends SchedulerLimits {
  binaries: FfmpegBinaries;
  /** How long a failure is reported (status `failed`) before the status reverts to `waiting`. */
  failureMs: number;
  /** How often the cache is checked against its cap and age limit (also after every encode). */
  evictEveryMs: number;
  /** Cluster: how often a transcode instance looks for queued encodes without a wake-up note. */
  claimEveryMs: number;
  /** Cluster: how long a queued encode waits while no transcode instance is alive before it fails. */
  unclaimedMs: number;
}

/** One encode per two cores: an AAC encode keeps one core busy and the server must stay responsive. */
export function defaultTranscodeOptions(): TranscodeOptions {
  return {
    binaries: { ffmpeg: "ffmpeg", ffprobe: "ffprobe" },
    maxConcurrent: Math.max(1, Math.floor(os.availableParallelism() / 2)),
    perUserRunning: 1,
    perUserQueued: 2,
    liveIdleMs: 30_000,
    preIdleMs: 60_000,
    failureMs: 60_000,
    evictEveryMs: 3_600_000,
    claimEveryMs: 2_000,
    unclaimedMs: 10_000,
  };
}
