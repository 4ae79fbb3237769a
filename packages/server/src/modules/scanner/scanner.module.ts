import { message } from "@kikoeru/contract";
import type { FastifyInstance } from "fastify";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { scannerRoutes } from "./scanner.routes.ts";
import { ScannerService } from "./scanner.service.ts";

/** Creates the scanner, fails jobs a dead process left running, registers its routes and stops it on close. */
export async function registerScanner(
  app: FastifyInstance,
  deps: { config: ConfigStore; database: Database; paths: DataPaths },
): Promise<ScannerService> {
  const scanner = new ScannerService({
    database: deps.database,
    config: deps.config,
    paths: deps.paths,
    log: (level, line) => app.log[level](message("boot.scanLine", { message: line })),
  });
  const failed = await scanner.recoverInterrupted();
  if (failed > 0)
    app.log.warn(message("boot.scanLine", { message: message("scanner.recovered", { count: failed }) }));
  await app.register(scannerRoutes(scanner));
  app.addHook("preClose", () => scanner.close());
  return scanner;
}
