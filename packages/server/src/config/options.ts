import path from "node:path";
import { parseArgs } from "node:util";
import { message } from "@kikoeru/contract";

/** Everything the process takes from its command line and environment, read once at start. */
export interface StartOptions {
  dataDir: string;
  port: number | null;
  databaseUrl: string | null;
  adminPassword: string | null;
  logLevel: string;
}

export class OptionsError extends Error {}

/** Parses `--port`/`--data` and `PORT`/`KIKOERU_DATA`/`DATABASE_URL`/`KIKOERU_ADMIN_PASSWORD`/`LOG_LEVEL`. */
export function readStartOptions(argv: string[], env: NodeJS.ProcessEnv, cwd: string): StartOptions {
  let values: { port?: string | undefined; data?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { port: { type: "string" }, data: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    throw new OptionsError(message("options.badArgs", { reason: (error as Error).message }));
  }
  const portText = values.port ?? env.PORT;
  let port: number | null = null;
  if (portText !== undefined && portText !== "") {
    port = Number(portText);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new OptionsError(message("options.badPort", { port: portText }));
    }
  }
  return {
    dataDir: path.resolve(cwd, values.data ?? env.KIKOERU_DATA ?? "data"),
    port,
    databaseUrl: env.DATABASE_URL || null,
    adminPassword: env.KIKOERU_ADMIN_PASSWORD || null,
    logLevel: env.LOG_LEVEL || "info",
  };
}
