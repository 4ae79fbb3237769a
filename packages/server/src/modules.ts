import { randomBytes } from "node:crypto";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { placeholderCoverFile } from "../assets/index.ts";
import type { Cluster } from "./cluster/cluster.ts";
import type { DataPaths } from "./config/data-dir.ts";
import { chosenFolder } from "./config/folder-settings.ts";
import type { ConfigStore } from "./config/store.ts";
import type { Database } from "./db/database.ts";
import { type LoginAttempts, LoginLimiter } from "./http/login-limiter.ts";
import {
  aiLyricFileOf,
  aiVttFileOf,
  type BuiltinWorkerOptions,
  registerAiLyrics,
  type WorkerTokens,
} from "./modules/ai-lyrics/index.ts";
import { AuditLog, AuditRepo, auditRoutes } from "./modules/audit/index.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createCatalog } from "./modules/catalog/index.ts";
import { configRoutes } from "./modules/config/config.routes.ts";
import {
  CoverEditsRepo,
  CoverEditsService,
  CoversService,
  coverEditsRoutes,
  coversRoutes,
} from "./modules/covers/index.ts";
import {
  EditingRepo,
  EditingService,
  editingRoutes,
  UncensorRepo,
  UncensorService,
} from "./modules/editing/index.ts";
import { HistoryRepo, HistoryService, historyRoutes } from "./modules/history/index.ts";
import { registerImport } from "./modules/import/index.ts";
import { LabelsRepo, LabelsService, labelsRoutes } from "./modules/labels/index.ts";
import {
  LyricSaveService,
  LyricsRepo,
  LyricsService,
  lyricSaveRoutes,
  MediaService,
  mediaRoutes,
  Thumbnails,
  WorkFiles,
} from "./modules/media/index.ts";
import { NameRepairRepo, NameRepairService, nameRepairRoutes } from "./modules/name-repair/index.ts";
import { ReviewsRepo, ReviewsService, reviewsRoutes } from "./modules/reviews/index.ts";
import { registerScanner } from "./modules/scanner/scanner.module.ts";
import type { ScannerService } from "./modules/scanner/scanner.service.ts";
import type { WatcherFactory } from "./modules/scanner/watch/root-watcher.ts";
import { registerSyncer } from "./modules/syncer/index.ts";
import { HealthRepo } from "./modules/system/health.repo.ts";
import { healthRoutes } from "./modules/system/health.routes.ts";
import { HealthCheck } from "./modules/system/health.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { TracksRepo, TracksService, tracksRoutes } from "./modules/tracks/index.ts";
import { registerTranscode, type TranscodeOptions } from "./modules/transcode/index.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import type { UsersService } from "./modules/users/users.service.ts";
import { WorksRepo, WorksService, worksRoutes } from "./modules/works/index.ts";
import { attachTranscodeChannel } from "./realtime/transcode-channel.ts";

export interface ModulesDeps {
  config: ConfigStore;
  database: Database;
  paths: DataPaths;
  version: string;
  users: UsersService;
  loginLimiter: LoginAttempts;
  workerTokens: WorkerTokens;
  /** Transcoder settings other than the defaults (tests: ffmpeg path, short idle times). */
  transcode?: Partial<TranscodeOptions>;
  /** How the root folder watcher is made (tests: one that fails). */
  watchFactory?: WatcherFactory;
  /** The built-in lyric worker's launcher and pauses (tests: a fake worker script). */
  builtinWorker?: BuiltinWorkerOptions;
  cluster?: Cluster;
}

/**
 * The composition root: builds every module's services and registers every module's routes, in one flat
 * list. Modules reach each other only through the services passed here and their `index.ts`.
 */
export async function registerModules(app: FastifyInstance, deps: ModulesDeps): Promise<ScannerService> {
  const { config, database, paths, users } = deps;
  const { db } = database;
  const pageSize = () => config.get().pageSize;
  const catalog = createCatalog(database, pageSize);
  const tracks = new TracksService(new TracksRepo(db));
  const files = new WorkFiles(config);
  const audit = new AuditLog(new AuditRepo(db));

  await app.register(authRoutes({ users, config, limiter: deps.loginLimiter }));
  await app.register(usersRoutes({ users, passwordGuesses: new LoginLimiter() }));
  await app.register(configRoutes(config));
  await app.register(auditRoutes(audit));
  const tagLanguage = () => config.get().tagLanguage;
  await app.register(
    editingRoutes({
      editing: new EditingService({ repo: new EditingRepo(db), audit, tagLanguage }),
      uncensor: new UncensorService({ repo: new UncensorRepo(db), audit, tagLanguage }),
    }),
  );
  await app.register(worksRoutes(new WorksService({ catalog, repo: new WorksRepo(db) })));
  await app.register(labelsRoutes(new LabelsService({ repo: new LabelsRepo(db), catalog })));
  await app.register(reviewsRoutes(new ReviewsService({ repo: new ReviewsRepo(db), catalog, pageSize })));
  await app.register(historyRoutes(new HistoryService({ repo: new HistoryRepo(db), catalog })));
  await app.register(tracksRoutes(tracks));
  const media = new MediaService({
    tracks,
    files,
    thumbnails: new Thumbnails(path.join(paths.cacheDir, "thumbnails")),
  });
  await registerAiLyrics(app, {
    config,
    database,
    paths,
    tracks,
    workerTokens: deps.workerTokens,
    openAudio: (ref) => media.download(ref),
    ...(deps.cluster
      ? { cluster: { instanceId: deps.cluster.instanceId, lyric: deps.cluster.has("lyric") } }
      : {}),
    ...(deps.builtinWorker ? { builtinWorker: deps.builtinWorker } : {}),
    log: { info: (line) => app.log.info(line), warn: (line) => app.log.warn(line) },
  });
  await app.register(
    mediaRoutes({
      media,
      lyrics: new LyricsService({
        tracks,
        files,
        repo: new LyricsRepo(db),
        aiLyricFile: (id) => aiLyricFileOf(paths, id),
        aiVttFile: (id) => aiVttFileOf(paths, id),
      }),
    }),
  );
  await app.register(
    coversRoutes(new CoversService({ config, paths, placeholderFile: placeholderCoverFile })),
  );
  await app.register(
    coverEditsRoutes(new CoverEditsService({ config, paths, repo: new CoverEditsRepo(db), audit })),
  );
  const transcode = await registerTranscode(app, {
    config,
    database,
    paths,
    tracks,
    files,
    ...(deps.transcode ? { options: deps.transcode } : {}),
    ...(deps.cluster ? { cluster: deps.cluster } : {}),
  });
  app.addHook("onReady", async () => attachTranscodeChannel(app.io, transcode));
  await registerSyncer(app, {
    config,
    database,
    paths,
    version: deps.version,
    placeholderFile: placeholderCoverFile,
    ...(deps.cluster ? { cluster: deps.cluster } : {}),
  });
  const { scanner, watch } = await registerScanner(app, deps);
  await app.register(
    systemRoutes({
      config,
      version: deps.version,
      lockFile: paths.lockFile,
      ffmpegAvailable: () => transcode.ffmpegAvailable,
      watchProblem: () => watch.problem(),
    }),
  );
  await app.register(
    healthRoutes(
      new HealthCheck({
        repo: new HealthRepo(db),
        instanceId: deps.cluster?.instanceId ?? randomBytes(4).toString("hex"),
        cluster: deps.cluster !== undefined,
        folders: () => ({
          data: paths.root,
          covers: chosenFolder(config.get(), paths.root, "coverFolderDir") ?? paths.coversDir,
          cache: paths.cacheDir,
          logs: paths.logsDir,
        }),
      }),
    ),
  );
  await registerImport(app, { config, database, paths, log: (level, line) => app.log[level](line) });
  await app.register(
    lyricSaveRoutes(
      new LyricSaveService({ tracks, files, audit, refreshFiles: (id) => scanner.rescanFiles(id) }),
    ),
  );
  const nameRepair = new NameRepairService({
    repo: new NameRepairRepo(db),
    config,
    audit,
    rescan: (id) => scanner.rescanFiles(id),
    log: (line) => app.log.warn(line),
  });
  await nameRepair.recover();
  await app.register(nameRepairRoutes(nameRepair));
  return scanner;
}
