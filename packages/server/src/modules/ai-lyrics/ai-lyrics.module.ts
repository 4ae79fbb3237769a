import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import type { Entity } from "../media/index.ts";
import type { TrackRef, TracksService } from "../tracks/index.ts";
import { aiLyricsRoutes } from "./ai-lyrics.routes.ts";
import { AiLyricsService } from "./ai-lyrics.service.ts";
import { BuiltinWorker, type BuiltinWorkerOptions } from "./builtin-worker.ts";
import { inTreeWorker } from "./builtin-worker-launch.ts";
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
  /** This instance in a cluster: its id and whether it has the `lyric` role (runs the built-in worker). */
  cluster?: { instanceId: string; lyric: boolean };
  /** The built-in worker's launcher and pauses other than the defaults (tests: a fake worker script). */
  builtinWorker?: BuiltinWorkerOptions;
  log: { info(line: string): void; warn(line: string): void };
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
  const builtin = new BuiltinWorker({
    settings: () => deps.config.get(),
    tokens: deps.workerTokens,
    launch: inTreeWorker,
    ...deps.builtinWorker,
    dataDir: deps.paths.root,
    instanceId: deps.cluster?.instanceId ?? "local",
    role: deps.cluster?.lyric ?? true,
    cluster: deps.cluster !== undefined,
    log: deps.log,
  });
  deps.config.onChange(() => void builtin.settingsChanged());
  // The worker talks to this server over loopback, so it starts once the server listens; it stops before
  // the server closes, so that its connections do not hold the close up.
  app.addHook("onListen", async () => builtin.listening(loopbackUrl(app.addresses())));
  app.addHook("preClose", async () => builtin.close());
  await app.register(workerRoutes({ queue, tokens: deps.workerTokens, builtin }));
}

/** The address the built-in worker reaches this server at: loopback when it listens on every interface. */
function loopbackUrl(addresses: (string | AddressInfo)[]): string {
  const ip = addresses.flatMap((a) => (typeof a === "string" ? [] : [a]));
  const chosen = ip.find((a) => a.family === "IPv4") ?? ip[0];
  if (!chosen) return "http://127.0.0.1";
  if (chosen.family !== "IPv4") {
    const host = chosen.address === "::" ? "::1" : chosen.address;
    return `http://[${host}]:${chosen.port}`;
  }
  return `http://${chosen.address === "0.0.0.0" ? "127.0.0.1" : chosen.address}:${chosen.port}`;
}
