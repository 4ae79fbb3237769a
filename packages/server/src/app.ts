import fastifyCompress from "@fastify/compress";
import fastifyFormbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Server } from "socket.io";
import type { Cluster } from "./cluster/cluster.ts";
import type { DataPaths } from "./config/data-dir.ts";
import { KikoeruTokenKeys } from "./config/kikoeru-token-keys.ts";
import type { Secrets } from "./config/secrets.ts";
import type { ConfigStore } from "./config/store.ts";
import type { Database } from "./db/database.ts";
import type { Access } from "./http/access.ts";
import { configureDocsRoute, DOCS_PREFIX, registerApiDocs } from "./http/api-docs.ts";
import { installAuthHook } from "./http/auth-hook.ts";
import { frameworkErrorHandler, installErrorHandler } from "./http/error-handler.ts";
import { LoginLimiter } from "./http/login-limiter.ts";
import { installNulGuard } from "./http/nul-guard.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts, timeoutOptions } from "./http/timeouts.ts";
import { type BuiltinWorkerOptions, WorkerTokens, WorkerTokensRepo } from "./modules/ai-lyrics/index.ts";
import { TokenService } from "./modules/auth/tokens.ts";
import type { ScannerService } from "./modules/scanner/scanner.service.ts";
import type { WatcherFactory } from "./modules/scanner/watch/root-watcher.ts";
import type { TranscodeOptions } from "./modules/transcode/index.ts";
import { UsersRepo } from "./modules/users/users.repo.ts";
import { UsersService } from "./modules/users/users.service.ts";
import { registerModules } from "./modules.ts";
import { attachRealtime } from "./realtime/socket.ts";
import { inlineScriptHashes, serveWebApp } from "./web/static.ts";

export interface AppDeps {
  config: ConfigStore;
  database: Database;
  secrets: Secrets;
  version: string;
  /** The data folder's layout (covers, cache, lock file…). */
  paths: DataPaths;
  /** Folder of the built web app (packages/web/dist); served when it holds an index.html. */
  webRoot: string;
  logger?: FastifyServerOptions["loggerInstance"];
  loginLimiter?: LoginLimiter;
  /** Limits for slow clients; tests shorten them. */
  timeouts?: HttpTimeouts;
  /** Transcoder settings other than the defaults (tests: ffmpeg path, short idle times). */
  transcode?: Partial<TranscodeOptions>;
  /** How the root folder watcher is made (tests: one that fails). */
  watchFactory?: WatcherFactory;
  /** The built-in lyric worker's launcher and pauses (tests: a fake worker script). */
  builtinWorker?: BuiltinWorkerOptions;
  /** Cluster mode (KIKOERU_CLUSTER=1): shared socket.io, change notes, login limiter in the database. */
  cluster?: Cluster;
}

export interface RouteInfo {
  method: string;
  url: string;
  access: Access;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every registered route with its access level (the auth matrix test walks it). */
    routeTable: RouteInfo[];
    users: UsersService;
    io: Server;
    scanner: ScannerService;
  }
}

/** Builds the whole HTTP + socket.io application without listening, so tests can inject requests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const settings = deps.config.get();
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Only the configured proxies may name the client: anyone else could forge X-Forwarded-For.
    trustProxy: settings.behindProxy ? settings.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    ...timeoutOptions(deps.timeouts ?? DEFAULT_HTTP_TIMEOUTS),
    // Request lines would log media URLs with their ?token=; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RouteInfo[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    if (route.url.startsWith(DOCS_PREFIX)) configureDocsRoute(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeTable.push({ method, url: route.url, access: route.config?.access ?? "user" });
    }
  });

  const users = new UsersService({
    repo: new UsersRepo(deps.database.db),
    tokens: new TokenService(deps.secrets.jwtSecret, new KikoeruTokenKeys(deps.paths.secretsFile)),
    md5Secret: deps.secrets.md5Secret,
    expiresIn: () => deps.config.get().expiresIn,
  });
  app.decorate("users", users);

  // First, so that answers refused by the auth hook carry the headers too.
  installSecurityHeaders(app, await inlineScriptHashes(deps.webRoot));
  installErrorHandler(app);
  const workerTokens = new WorkerTokens(new WorkerTokensRepo(deps.database.db));
  installAuthHook(app, deps.config, users, workerTokens);
  installNulGuard(app);
  await app.register(fastifyFormbody);
  if (settings.enableGzip) await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerApiDocs(app, deps.version);

  const loginLimiter = deps.loginLimiter ?? deps.cluster?.loginLimiter ?? new LoginLimiter();
  const scanner = await registerModules(app, { ...deps, users, loginLimiter, workerTokens });
  app.decorate("scanner", scanner);
  // An instance without the web role serves the API only; unknown paths still get our 404.
  await serveWebApp(app, deps.cluster?.has("web") === false ? null : deps.webRoot);

  const io = attachRealtime(app, deps.config, users, scanner);
  app.decorate("io", io);
  await deps.cluster?.attach({ io, config: deps.config, users });
  return app;
}
