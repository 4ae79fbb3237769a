import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { message } from "@kikoeru/contract";
import pino from "pino";
import serverPackage from "../package.json" with { type: "json" };
import { buildApp } from "./app.ts";
import { Cluster } from "./cluster/cluster.ts";
import { type ClusterOptions, readClusterOptions } from "./cluster/cluster-options.ts";
import { DataDirError, databaseTargetOf, dataPaths, prepareDataDir } from "./config/data-dir.ts";
import { type OptionsError, readStartOptions } from "./config/options.ts";
import { loadSecrets } from "./config/secrets.ts";
import { ConfigFileError, ConfigStore } from "./config/store.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrator.ts";

const WEB_ROOT = fileURLToPath(new URL("../../web/dist", import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

function fail(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

function listenFailure(error: NodeJS.ErrnoException, port: number): string {
  if (error.code === "EADDRINUSE") return message("boot.portInUse", { port });
  if (error.code === "EACCES") return message("boot.portDenied", { port });
  return message("boot.listenFailed", { port, reason: error.message });
}

/** Starts the server: data directory, config, secrets, database, migrations, first admin, listen, signals. */
export async function start(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  let options: ReturnType<typeof readStartOptions>;
  try {
    options = readStartOptions(argv, env, process.cwd());
  } catch (error) {
    fail((error as OptionsError).message);
  }
  let clusterOptions: ClusterOptions;
  try {
    clusterOptions = readClusterOptions(env, options.databaseUrl);
  } catch (error) {
    fail((error as Error).message);
  }
  const paths = dataPaths(options.dataDir);
  try {
    await prepareDataDir(paths);
  } catch (error) {
    if (error instanceof DataDirError) fail(error.message);
    throw error;
  }
  const logger = pino(
    {
      level: options.logLevel,
      // Lines of several instances end up side by side (one journal, one log collector): name the instance.
      ...(clusterOptions.enabled
        ? { base: { pid: process.pid, hostname: os.hostname(), instance: clusterOptions.instanceId } }
        : {}),
    },
    pino.multistream([
      { stream: process.stdout },
      {
        stream: pino.destination({ dest: path.join(paths.logsDir, "kikoeru.log"), sync: false, mode: 0o600 }),
      },
    ]),
  );

  let opened: Awaited<ReturnType<typeof ConfigStore.open>>;
  try {
    opened = await ConfigStore.open(paths.configFile);
  } catch (error) {
    if (error instanceof ConfigFileError) fail(error.message);
    throw error;
  }
  const { store: config, legacy } = opened;
  let secrets: Awaited<ReturnType<typeof loadSecrets>>;
  try {
    secrets = await loadSecrets(paths.secretsFile, legacy);
  } catch (error) {
    fail(
      error instanceof SyntaxError
        ? message("secrets.corruptWithReason", { file: paths.secretsFile, reason: error.message })
        : (error as Error).message,
    );
  }
  await config.save();
  const settings = config.get();

  const target = databaseTargetOf(settings, paths, options.databaseUrl);
  const database = openDatabase(target, (error) =>
    logger.warn({ err: error }, message("boot.postgresIdleClosed")),
  );
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, message("boot.databaseMigrated"));
  } catch (error) {
    await database.close().catch(() => undefined);
    fail(
      message("boot.databaseFailed", {
        target: target.kind === "sqlite" ? target.file : "PostgreSQL",
        reason: (error as Error).message,
      }),
    );
  }

  const cluster = clusterOptions.enabled
    ? new Cluster(clusterOptions, database, {
        info: (line) => logger.info(line),
        warn: (line) => logger.warn(line),
      })
    : undefined;
  const app = await buildApp({
    ...(cluster ? { cluster } : {}),
    config,
    database,
    secrets,
    version: serverPackage.version,
    paths,
    webRoot: WEB_ROOT,
    logger,
  });
  // Kikoeru's admin tokens (no account identity) stay valid when this install took over kikoeru's signing key.
  const { generated } = await app.users.bootstrapAdmin(options.adminPassword, paths.initialPasswordFile, {
    kikoeruKey: legacy.jwtsecret === secrets.jwtSecret,
  });
  if (generated) {
    // The log is kept for long and copied around: the password goes only to the owner-only file.
    logger.warn(message("boot.adminCreated", { file: paths.initialPasswordFile }));
  }

  const port = options.port ?? settings.listenPort;
  const host = settings.blockRemoteConnection ? "127.0.0.1" : "0.0.0.0";
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await cluster?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    fail(listenFailure(error as NodeJS.ErrnoException, port));
  }
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  logger.info(message("boot.started", { version: serverPackage.version, url }));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(message("boot.secondSignal", { signal }));
      process.exit(1);
    }
    stopping = true;
    logger.info(message("boot.stopping", { signal }));
    const timer = setTimeout(() => {
      logger.error(message("boot.stopTimeout"));
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // server.close() only reaps connections idle at that moment: a keep-alive connection whose request was
    // still running would hold it open until the grace timer. Reap each one as soon as its response is done.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    await app.close();
    clearInterval(reaper);
    await cluster?.close();
    await database.close();
    logger.info(message("boot.stopped"));
    logger.flush();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
