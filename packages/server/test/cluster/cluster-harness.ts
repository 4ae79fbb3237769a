import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { describe } from "vitest";
import { buildApp } from "../../src/app.ts";
import { Cluster } from "../../src/cluster/cluster.ts";
import { ROLES, type Role } from "../../src/cluster/cluster-options.ts";
import { dataPaths, prepareDataDir } from "../../src/config/data-dir.ts";
import { loadSecrets } from "../../src/config/secrets.ts";
import { ConfigStore } from "../../src/config/store.ts";
import { type Database, openDatabase } from "../../src/db/database.ts";
import type { TranscodeOptions } from "../../src/modules/transcode/index.ts";
import { createTestDatabase } from "../database.ts";
import { ADMIN_PASSWORD } from "../harness.ts";

/**
 * Cluster tests need PostgreSQL: without TEST_DATABASE_URL they are skipped, and the suite's name says why
 * (scripts/test.sh runs the server suite a second time on a throwaway PostgreSQL, where they run).
 */
export function describeCluster(name: string, body: () => void, options: { inOrder?: boolean } = {}): void {
  const order = options.inOrder ? { shuffle: false, sequential: true } : {};
  if (process.env.TEST_DATABASE_URL) describe(name, order, body);
  else describe.skip(`${name} — skipped: cluster mode needs PostgreSQL, set TEST_DATABASE_URL`, body);
}

export interface Instance {
  app: FastifyInstance;
  cluster: Cluster;
  config: ConfigStore;
  database: Database;
  url: string;
}

export interface TestCluster {
  instances: Instance[];
  dir: string;
  /** Logs in through instance `i` and returns the token. */
  login(i: number, name: string, password: string): Promise<string>;
  /** A fetch against instance `i` with an optional bearer token. */
  fetch(i: number, url: string, init?: RequestInit & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * `count` instances of the real app in cluster mode on 127.0.0.1, over one throwaway PostgreSQL database and
 * one data folder (each with its own pool, config store and socket.io server, as separate processes would).
 */
export async function startTestCluster(
  count: number,
  options: {
    config?: Record<string, unknown>;
    transcode?: Partial<TranscodeOptions>;
    /** The roles of each instance (default: all). */
    roles?: Role[][];
    /** The built web app's folder (default: none). */
    webRoot?: string;
    /** The fallback re-read's period (default: the cluster's 5 s). */
    pollMs?: number;
  } = {},
): Promise<TestCluster> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-cluster-"));
  const paths = dataPaths(dir);
  await prepareDataDir(paths);
  await fs.writeFile(paths.configFile, JSON.stringify({ watchRootFolders: false, ...options.config }));
  const { database: first, drop } = await createTestDatabase(dir);
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const { store: config, legacy } = await ConfigStore.open(paths.configFile);
    if (i === 0) await config.save();
    const secrets = await loadSecrets(paths.secretsFile, legacy);
    const database = i === 0 ? first : openDatabase(first.target);
    const cluster = new Cluster(
      { enabled: true, instanceId: `i${i}`, roles: new Set(options.roles?.[i] ?? ROLES) },
      database,
      quiet,
      options.pollMs,
    );
    const app = await buildApp({
      config,
      database,
      secrets,
      version: "0.0.0-test",
      paths,
      webRoot: options.webRoot ?? path.join(dir, "no-web"),
      cluster,
      ...(options.transcode ? { transcode: options.transcode } : {}),
    });
    if (i === 0) await app.users.bootstrapAdmin(ADMIN_PASSWORD, paths.initialPasswordFile);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    instances.push({ app, cluster, config, database, url: `http://127.0.0.1:${port}` });
  }
  const fetchAt = (
    i: number,
    url: string,
    { token, headers, ...init }: RequestInit & { token?: string } = {},
  ) =>
    fetch(`${instances[i]!.url}${url}`, {
      ...init,
      headers: {
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(headers as Record<string, string>),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  return {
    instances,
    dir,
    fetch: fetchAt,
    async login(i, name, password) {
      const response = await fetchAt(i, "/api/auth/me", {
        method: "POST",
        body: JSON.stringify({ name, password }),
      });
      if (response.status !== 200) throw new Error(`login ${name} on ${i}: ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
    async close() {
      for (const instance of instances) {
        await instance.app.close();
        await instance.cluster.close();
        if (instance.database !== first) await instance.database.close();
      }
      await drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every 20 ms until it holds; fails after `ms` (a bound, not a measurement). */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 20_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
