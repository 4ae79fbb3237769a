import path from "node:path";
import { message } from "@kikoeru/contract";
import type { FastifyInstance } from "fastify";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { JobLocks } from "../../jobs/job-lock.ts";
import { JobsRepo } from "../../jobs/jobs.repo.ts";
import type { WorkFiles } from "../media/index.ts";
import type { TracksService } from "../tracks/index.ts";
import { TranscodeCache } from "./cache.ts";
import { TRANSCODE_JOB_KIND } from "./encode-job.ts";
import { EncodeQueueRepo } from "./encode-queue.repo.ts";
import { EncodeQueue, TRANSCODER_JOB_KIND, type TranscodeCluster } from "./encode-queue.ts";
import { defaultTranscodeOptions, type TranscodeOptions } from "./options.ts";
import { TranscodeRepo } from "./transcode.repo.ts";
import { transcodeRoutes } from "./transcode.routes.ts";
import { TranscodeService } from "./transcode.service.ts";

const MB = 1024 * 1024;
const DAY_MS = 86_400_000;

export interface TranscodeModuleDeps {
  config: ConfigStore;
  database: Database;
  paths: DataPaths;
  tracks: TracksService;
  files: WorkFiles;
  options?: Partial<TranscodeOptions>;
  /** Cluster mode: without the `transcode` role encodes are queued for the instances that have it. */
  cluster?: TranscodeCluster;
}

/**
 * Creates the transcoder: finds ffmpeg (a missing one is logged, and the routes answer 503), fails encodes
 * a stopped process left running and deletes their files, registers the routes and stops every encode on close.
 * In a cluster an instance without the `transcode` role never runs ffmpeg: it queues encodes (encode-queue.ts).
 */
export async function registerTranscode(
  app: FastifyInstance,
  deps: TranscodeModuleDeps,
): Promise<TranscodeService> {
  const jobs = new JobsRepo(deps.database.db);
  const locks = new JobLocks(jobs, message("transcode.interrupted"), [
    TRANSCODE_JOB_KIND,
    TRANSCODER_JOB_KIND,
  ]);
  const options = { ...defaultTranscodeOptions(), ...deps.options };
  const queue = deps.cluster
    ? new EncodeQueue({
        repo: new EncodeQueueRepo(deps.database.db),
        locks,
        jobs,
        cluster: deps.cluster,
        claimEveryMs: options.claimEveryMs,
      })
    : null;
  const service = new TranscodeService({
    tracks: deps.tracks,
    files: deps.files,
    cache: new TranscodeCache(
      path.join(deps.paths.cacheDir, "transcode"),
      new TranscodeRepo(deps.database.db),
    ),
    locks,
    jobs,
    limits: () => {
      const settings = deps.config.get();
      return {
        maxBytes: settings.transcodeCacheMaxMB * MB,
        maxAgeMs: settings.transcodeCacheMaxAgeDays * DAY_MS,
      };
    },
    options,
    ...(queue ? { queue } : {}),
  });
  const started = await service.start();
  if (!started.ffmpeg && (queue?.encodes ?? true)) app.log.warn(message("transcode.ffmpegMissing"));
  await app.register(transcodeRoutes(service));
  app.addHook("preClose", () => service.close());
  return service;
}
