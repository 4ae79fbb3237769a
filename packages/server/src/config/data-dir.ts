import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { AdminConfig } from "@kikoeru/contract";
import type { DatabaseTarget } from "../db/database.ts";

/** The layout of the data directory: config, database, covers, caches, logs. */
export interface DataPaths {
  root: string;
  configFile: string;
  secretsFile: string;
  sqliteFile: string;
  coversDir: string;
  cacheDir: string;
  logsDir: string;
  lockFile: string;
  initialPasswordFile: string;
}

export function dataPaths(root: string): DataPaths {
  return {
    root,
    configFile: path.join(root, "config.json"),
    secretsFile: path.join(root, "secrets.json"),
    sqliteFile: path.join(root, "kikoeru.sqlite3"),
    coversDir: path.join(root, "covers"),
    cacheDir: path.join(root, "cache"),
    logsDir: path.join(root, "logs"),
    lockFile: path.join(root, "update.lock"),
    initialPasswordFile: path.join(root, "initial-admin-password.txt"),
  };
}

export class DataDirError extends Error {}

/** Creates the data directory and its sub-folders and checks they are writable. */
export async function prepareDataDir(paths: DataPaths): Promise<void> {
  try {
    for (const dir of [paths.root, paths.coversDir, paths.cacheDir, paths.logsDir]) {
      await fs.mkdir(dir, { recursive: true });
      await fs.access(dir, constants.W_OK);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new DataDirError(
      `数据目录 ${paths.root} 不可写（${code || (error as Error).message}），请检查路径和权限`,
    );
  }
}

/** Where cover images live: `<data>/covers` unless the admin chose another folder (kikoeru's setting). */
export function coversDirOf(
  settings: { coverUseDefaultPath: boolean; coverFolderDir: string },
  paths: DataPaths,
) {
  return settings.coverUseDefaultPath || settings.coverFolderDir.trim() === ""
    ? paths.coversDir
    : path.resolve(paths.root, settings.coverFolderDir);
}

/** The database the server and the CLI open: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function databaseTargetOf(
  settings: AdminConfig,
  paths: DataPaths,
  databaseUrl: string | null,
): DatabaseTarget {
  if (databaseUrl) return { kind: "postgres", url: databaseUrl };
  const file =
    settings.dbUseDefaultPath || settings.databaseFolderDir === ""
      ? paths.sqliteFile
      : path.resolve(paths.root, settings.databaseFolderDir, "kikoeru.sqlite3");
  return { kind: "sqlite", file, busyTimeoutMs: settings.dbBusyTimeout };
}
