import type { FastifyInstance } from "fastify";
import { AdminImport, type AdminImportDeps } from "./admin-import.ts";
import { importRoutes } from "./import.routes.ts";

/** The admin import page: recovers what a stopped server left, registers the routes, waits for a run on close. */
export async function registerImport(app: FastifyInstance, deps: AdminImportDeps): Promise<void> {
  const imports = new AdminImport(deps);
  await imports.recover();
  await app.register(importRoutes(imports));
  app.addHook("preClose", () => imports.idle());
}
