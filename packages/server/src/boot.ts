import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import serverPackage from "../package.json" with { type: "json" };
import { buildApp } from "./app.ts";
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
  if (error.code === "EADDRINUSE")
    return `端口 ${port} 已被占用：请关闭占用它的程序，或用 --port / PORT 换一个端口。`;
  if (error.code === "EACCES") return `没有权限监听端口 ${port}：请换一个大于 1024 的端口（--port / PORT）。`;
  return `无法监听端口 ${port}：${error.message}`;
}

/** Starts the server: data directory, config, secrets, database, migrations, first admin, listen, signals. */
export async function start(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  let options: ReturnType<typeof readStartOptions>;
  try {
    options = readStartOptions(argv, env, process.cwd());
  } catch (error) {
    fail((error as OptionsError).message);
  }
  const paths = dataPaths(options.dataDir);
  try {
    await prepareDataDir(paths);
  } catch (error) {
    if (error instanceof DataDirError) fail(error.message);
    throw error;
  }
  const logger = pino(
    { level: options.logLevel },
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
        ? `密钥文件 ${paths.secretsFile} 已损坏（${error.message}），请删除后重启（所有登录将失效）`
        : (error as Error).message,
    );
  }
  await config.save();
  const settings = config.get();

  const target = databaseTargetOf(settings, paths, options.databaseUrl);
  const database = openDatabase(target, (error) =>
    logger.warn({ err: error }, "PostgreSQL closed an idle connection"),
  );
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  } catch (error) {
    await database.close().catch(() => undefined);
    fail(
      `数据库无法打开或升级（${target.kind === "sqlite" ? target.file : "PostgreSQL"}）：${(error as Error).message}`,
    );
  }

  const app = await buildApp({
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
    logger.warn(
      `已创建管理员账号 admin，初始密码保存在 ${paths.initialPasswordFile}（仅所有者可读），登录后请修改密码`,
    );
  }

  const port = options.port ?? settings.listenPort;
  const host = settings.blockRemoteConnection ? "127.0.0.1" : "0.0.0.0";
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    fail(listenFailure(error as NodeJS.ErrnoException, port));
  }
  logger.info(
    `Kikoeru ${serverPackage.version} 已启动: http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`再次收到 ${signal}，立即退出`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`收到 ${signal}，正在停止：等待进行中的请求完成`);
    const timer = setTimeout(() => {
      logger.error("停止超时，强制退出");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // server.close() only reaps connections idle at that moment: a keep-alive connection whose request was
    // still running would hold it open until the grace timer. Reap each one as soon as its response is done.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    await app.close();
    clearInterval(reaper);
    await database.close();
    logger.info("已停止");
    logger.flush();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
