import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type AdminConfig, message } from "@kikoeru/contract";
import type { DatabaseTarget } from "../db/database.ts";
import { chosenFolder } from "./folder-settings.ts";

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

/**
 * Creates the data directory and its sub-folders, checks they are writable and makes them owner-only.
 * From here on every file and folder this process (and each child it starts: the scan worker, ffmpeg)
 * creates is owner-only too: the database, its -wal/-shm, logs, covers and caches hold what others must
 * not read.
 */
export async function prepareDataDir(paths: DataPaths): Promise<void> {
  process.umask(0o077);
  try {
    for (const dir of [paths.root, paths.coversDir, paths.cacheDir, paths.logsDir]) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.access(dir, constants.W_OK);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new DataDirError(
      message("dataDir.notWritable", { dir: paths.root, reason: code || (error as Error).message }),
    );
  }
  await tightenDataDir(paths);
}

/** Group and other permission bits: what an older version (umask 022) left open on what it created. */
const OPEN_TO_OTHERS = 0o077;

/**
 * Takes group and other access away from what the server keeps in the data folder, for folders an older
 * version created readable by all. Only the server's own files and folders are touched: anything else there
 * (a library kept in the data folder) is the user's. Links are never followed.
 */
async function tightenDataDir(paths: DataPaths): Promise<void> {
  const sqlite = ["", "-wal", "-shm", "-journal"].map((suffix) => `${paths.sqliteFile}${suffix}`);
  const files = [paths.configFile, paths.secretsFile, paths.lockFile, paths.initialPasswordFile, ...sqlite];
  const folders = [paths.coversDir, paths.cacheDir, paths.logsDir, path.join(paths.root, "lyrics")];
  await tighten(paths.root, false);
  for (const file of files) await tighten(file, false);
  // A folder the server made owner-only holds only owner-only entries: walk only one left open, so the
  // hundreds of thousands of covers of a big library are not visited at every start.
  for (const folder of folders) await tighten(folder, true);
}

/** Takes group and other bits from `target`; with `walk`, also from everything below a folder left open. */
async function tighten(target: string, walk: boolean): Promise<void> {
  try {
    const stat = await fs.lstat(target);
    if (stat.isSymbolicLink() || (stat.mode & OPEN_TO_OTHERS) === 0) return;
    await fs.chmod(target, stat.mode & 0o7700);
    if (!walk || !stat.isDirectory()) return;
    for (const entry of await fs.readdir(target, { withFileTypes: true, recursive: true })) {
      if (entry.isSymbolicLink()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const mode = (await fs.lstat(full)).mode;
      if ((mode & OPEN_TO_OTHERS) !== 0) await fs.chmod(full, mode & 0o7700);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return;
    throw new DataDirError(message("dataDir.cannotRestrict", { target, code: String(code) }));
  }
}

/** Where cover images live: `<data>/covers` unless the admin chose another folder (kikoeru's setting). */
export function coversDirOf(
  settings: { coverUseDefaultPath: boolean; coverFolderDir: string },
  paths: DataPaths,
) {
  return chosenFolder(settings, paths.root, "coverFolderDir") ?? paths.coversDir;
}

/** The database the server and the CLI open: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function databaseTargetOf(
  settings: AdminConfig,
  paths: DataPaths,
  databaseUrl: string | null,
): DatabaseTarget {
  if (databaseUrl) return { kind: "postgres", url: databaseUrl };
  const folder = chosenFolder(settings, paths.root, "databaseFolderDir");
  const file = folder === null ? paths.sqliteFile : path.join(folder, "kikoeru.sqlite3");
  return { kind: "sqlite", file, busyTimeoutMs: settings.dbBusyTimeout };
}
