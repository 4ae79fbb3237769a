import type { FastifyInstance } from "fastify";
import { Agent } from "undici";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { shareSyncTasks } from "./cluster-tasks.ts";
import type { RemoteOptions } from "./remote-server.ts";
import { SyncerRepo } from "./syncer.repo.ts";
import { syncerRoutes } from "./syncer.routes.ts";
import { SyncerService } from "./syncer.service.ts";
import { TaskRunner } from "./task-runner.ts";

export interface SyncerModuleDeps {
  config: ConfigStore;
  database: Database;
  paths: DataPaths;
  version: string;
  placeholderFile: string;
  /** Remote settings other than the defaults (tests: short back-offs). */
  remote?: Partial<RemoteOptions>;
  /** In a cluster, tasks are shared by the instances with the `sync` role (cluster-tasks.ts). */
  cluster?: { has(role: "sync"): boolean };
}

/** Next-capabilities §4.2: 15 s to answer, 50 MB JSON at most, 5 tries with 2 s·2ⁿ back-off. */
function remoteOptions(version: string): RemoteOptions {
  return {
    timeoutMs: 15_000,
    idleMs: 60_000,
    maxJsonBytes: 50 * 1024 * 1024,
    attempts: 5,
    backoffMs: 2_000,
    userAgent: `kikoeru/${version}`,
  };
}

/**
 * Creates the syncer: puts tasks a stopped process left running back in the queue and resumes them, registers
 * the routes, and on close puts the running task back in the queue for the next start.
 */
export async function registerSyncer(app: FastifyInstance, deps: SyncerModuleDeps): Promise<void> {
  const repo = new SyncerRepo(deps.database.db);
  const dispatcher = new Agent({ connections: 8 });
  const runner = new TaskRunner({
    repo,
    config: deps.config,
    remote: { ...remoteOptions(deps.version), ...deps.remote },
    dispatcher,
    imports: {
      database: deps.database,
      config: deps.config,
      paths: deps.paths,
      placeholderFile: deps.placeholderFile,
      log: (level, line) => app.log[level](line),
    },
  });
  await app.register(syncerRoutes(new SyncerService({ repo, runner, config: deps.config })));
  const shared = deps.cluster ? shareSyncTasks(repo, runner, deps.cluster.has("sync")) : null;
  if (!shared) await repo.requeueRunning();
  app.addHook("onReady", async () => {
    void runner.pump();
  });
  app.addHook("preClose", async () => {
    shared?.stop();
    await runner.close();
    await dispatcher.close();
  });
}
