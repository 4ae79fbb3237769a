import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../src/app.ts";
import { type DataPaths, dataPaths, prepareDataDir } from "../src/config/data-dir.ts";
import { loadSecrets } from "../src/config/secrets.ts";
import { ConfigStore } from "../src/config/store.ts";
import type { Database } from "../src/db/database.ts";
import type { LoginLimiter } from "../src/http/login-limiter.ts";
import type { HttpTimeouts } from "../src/http/timeouts.ts";
import type { BuiltinWorkerOptions } from "../src/modules/ai-lyrics/index.ts";
import type { WatcherFactory } from "../src/modules/scanner/watch/root-watcher.ts";
import type { TranscodeOptions } from "../src/modules/transcode/index.ts";
import { createTestDatabase } from "./database.ts";

export const ADMIN_PASSWORD = "admin-password";

export interface TestContext {
  app: FastifyInstance;
  config: ConfigStore;
  database: Database;
  dir: string;
  configFile: string;
  lockFile: string;
  paths: DataPaths;
  /** Logs in and returns the token. */
  login(name: string, password: string): Promise<string>;
  /** Creates a user through the API (as admin) and returns their token. */
  createUser(name: string, group: "user" | "guest", password?: string): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A real app over a real, migrated database in a temp folder, with `admin` / ADMIN_PASSWORD. */
export async function createTestContext(
  options: {
    config?: Record<string, unknown>;
    loginLimiter?: LoginLimiter;
    webRoot?: string;
    timeouts?: HttpTimeouts;
    transcode?: Partial<TranscodeOptions>;
    watchFactory?: WatcherFactory;
    builtinWorker?: BuiltinWorkerOptions;
  } = {},
): Promise<TestContext> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-test-"));
  const configFile = path.join(dir, "config.json");
  // The root folder watcher stays off unless a test turns it on: files a test writes into its library would
  // otherwise start scans of their own that race the scans the test starts.
  if (options.config)
    await fs.writeFile(configFile, JSON.stringify({ watchRootFolders: false, ...options.config }));
  const { store: config, legacy } = await ConfigStore.open(configFile);
  await config.save();
  const secrets = await loadSecrets(path.join(dir, "secrets.json"), legacy);
  const { database, drop } = await createTestDatabase(dir);
  const paths = dataPaths(dir);
  await prepareDataDir(paths);
  const lockFile = paths.lockFile;
  const app = await buildApp({
    config,
    database,
    secrets,
    version: "0.0.0-test",
    paths,
    webRoot: options.webRoot ?? path.join(dir, "no-web"),
    ...(options.loginLimiter ? { loginLimiter: options.loginLimiter } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.transcode ? { transcode: options.transcode } : {}),
    ...(options.watchFactory ? { watchFactory: options.watchFactory } : {}),
    ...(options.builtinWorker ? { builtinWorker: options.builtinWorker } : {}),
  });
  await app.users.bootstrapAdmin(ADMIN_PASSWORD, path.join(dir, "initial-admin-password.txt"));
  await app.ready();

  const request = ({ token, headers, ...rest }: InjectOptions & { token?: string }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const login = async (name: string, password: string) => {
    const response = await request({ method: "POST", url: "/api/auth/me", payload: { name, password } });
    if (response.statusCode !== 200) throw new Error(`login ${name} failed: ${response.body}`);
    return response.json().token as string;
  };
  return {
    app,
    config,
    database,
    dir,
    configFile,
    lockFile,
    paths,
    login,
    request,
    async createUser(name, group, password = `${name}-password`) {
      const adminToken = await login("admin", ADMIN_PASSWORD);
      const response = await request({
        method: "POST",
        url: "/api/credentials/user",
        token: adminToken,
        payload: { name, password, group },
      });
      if (response.statusCode !== 200) throw new Error(`create ${name} failed: ${response.body}`);
      return login(name, password);
    },
    async close() {
      await app.close();
      await drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
