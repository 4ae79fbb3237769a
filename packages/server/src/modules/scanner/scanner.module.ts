import { message } from "@kikoeru/contract";
import type { FastifyInstance } from "fastify";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { scannerRoutes } from "./scanner.routes.ts";
import { ScannerService } from "./scanner.service.ts";
import { LibraryWatchService } from "./watch/library-watch.ts";
import type { WatcherFactory } from "./watch/root-watcher.ts";

/**
 * Creates the scanner and the root folder watcher, fails jobs a dead process left running, registers the
 * routes, starts watching once the server is ready and stops both on close.
 */
export async function registerScanner(
  app: FastifyInstance,
  deps: {
    config: ConfigStore;
    database: Database;
    paths: DataPaths;
    watchFactory?: WatcherFactory;
    /** In a cluster, only instances with the `scanner` role watch the root folders. */
    cluster?: { has(role: "scanner"): boolean };
  },
): Promise<{ scanner: ScannerService; watch: LibraryWatchService }> {
  const log = (level: "info" | "warn" | "error" | "debug", line: string) =>
    app.log[level](message("boot.scanLine", { message: line }));
  const scanner = new ScannerService({
    database: deps.database,
    config: deps.config,
    paths: deps.paths,
    log,
  });
  const failed = await scanner.recoverInterrupted();
  if (failed > 0)
    app.log.warn(message("boot.scanLine", { message: message("scanner.recovered", { count: failed }) }));
  const watch = new LibraryWatchService({
    config: deps.config,
    scanner,
    log,
    watches: deps.cluster?.has("scanner") !== false,
    ...(deps.watchFactory ? { factory: deps.watchFactory } : {}),
  });
  await app.register(scannerRoutes(scanner, watch));
  app.addHook("onReady", async () => {
    void watch.rearm();
  });
  app.addHook("preClose", async () => {
    await watch.close();
    await scanner.close();
  });
  return { scanner, watch };
}
