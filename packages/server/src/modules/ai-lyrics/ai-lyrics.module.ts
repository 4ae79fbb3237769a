import type { FastifyInstance } from "fastify";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import type { Entity } from "../media/index.ts";
import type { TrackRef, TracksService } from "../tracks/index.ts";
import { aiLyricsRoutes } from "./ai-lyrics.routes.ts";
import { AiLyricsService } from "./ai-lyrics.service.ts";
import { LyricFiles } from "./lyric-files.ts";
import { QueueRepo } from "./queue.repo.ts";
import { TasksRepo } from "./tasks.repo.ts";
import { workerRoutes } from "./worker.routes.ts";
import { WorkerQueue } from "./worker-queue.service.ts";
import type { WorkerTokens } from "./worker-tokens.ts";

export interface AiLyricsModuleDeps {
  config: ConfigStore;
  database: Database;
  paths: DataPaths;
  tracks: TracksService;
  /** The worker tokens the auth hook checks (built with the app, before the modules). */
  workerTokens: WorkerTokens;
  /** A task's audio as the media module sends a download. */
  openAudio: (ref: TrackRef) => Promise<Entity>;
}

/** Builds the AI lyric task queue and registers its routes (users', workers', worker tokens'). */
export async function registerAiLyrics(app: FastifyInstance, deps: AiLyricsModuleDeps): Promise<void> {
  const { db } = deps.database;
  const tasks = new TasksRepo(db);
  const files = new LyricFiles(deps.paths);
  const queue = new WorkerQueue({
    queue: new QueueRepo(db),
    tasks,
    files,
    openAudio: deps.openAudio,
    settings: () => deps.config.get(),
  });
  const service = new AiLyricsService({
    tasks,
    tracks: deps.tracks,
    files,
    sweep: () => queue.sweep(),
    pageSize: () => deps.config.get().pageSize,
  });
  await app.register(aiLyricsRoutes(service));
  await app.register(workerRoutes({ queue, tokens: deps.workerTokens }));
}
