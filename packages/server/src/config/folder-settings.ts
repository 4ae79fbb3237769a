import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { type AdminConfig, message } from "@kikoeru/contract";

/** The settings that move a folder the server writes into out of the data folder, with their on/off switch. */
const FOLDER_SETTINGS = {
  databaseFolderDir: "dbUseDefaultPath",
  coverFolderDir: "coverUseDefaultPath",
} as const;

export type FolderKey = keyof typeof FOLDER_SETTINGS;
type FolderSettings = Pick<AdminConfig, FolderKey | (typeof FOLDER_SETTINGS)[FolderKey]>;

/**
 * The folder `key` makes the server use, resolved against the data folder, or null when its default-path
 * switch is on or it is blank (the default folder inside the data folder is used then).
 */
export function chosenFolder(settings: Partial<FolderSettings>, root: string, key: FolderKey): string | null {
  const value = settings[key]?.trim() ?? "";
  if (settings[FOLDER_SETTINGS[key]] !== false || value === "") return null;
  return path.resolve(root, value);
}

/** Why the server could not keep files in `dir`, or null when it is a folder it can create files in. */
async function folderProblem(dir: string): Promise<string | null> {
  try {
    if (!(await fs.stat(dir)).isDirectory()) return message("folders.notFolder");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" || code === "ENOTDIR"
      ? message("folders.missing")
      : message("folders.unreachable", { code: String(code) });
  }
  // access(W_OK) says yes to root even where no file can be made (read-only mounts, /proc): really try.
  const probe = path.join(dir, `.kikoeru-write-test-${randomBytes(6).toString("hex")}`);
  try {
    await fs.writeFile(probe, "", { flag: "wx" });
  } catch (error) {
    return message("folders.notWritable", { code: String((error as NodeJS.ErrnoException).code) });
  }
  await fs.rm(probe, { force: true });
  return null;
}

export interface FolderIssue {
  key: FolderKey;
  switchKey: (typeof FOLDER_SETTINGS)[FolderKey];
  dir: string;
  value: string;
  problem: string;
}

/**
 * The folder settings in use whose folder is missing, not a folder or not writable. `changedFrom` limits the
 * check to the folders that differ from those settings (a save checks only what it changes).
 */
export async function folderIssues(
  settings: FolderSettings,
  root: string,
  changedFrom?: FolderSettings,
): Promise<FolderIssue[]> {
  const issues: FolderIssue[] = [];
  for (const key of Object.keys(FOLDER_SETTINGS) as FolderKey[]) {
    const dir = chosenFolder(settings, root, key);
    if (dir === null || (changedFrom && chosenFolder(changedFrom, root, key) === dir)) continue;
    const problem = await folderProblem(dir);
    if (problem) issues.push({ key, switchKey: FOLDER_SETTINGS[key], dir, value: settings[key], problem });
  }
  return issues;
}

/** The one-line sentence for a folder setting that cannot be used: the setting, the folder, what is wrong. */
export const folderMessage = (issue: FolderIssue) =>
  message("folders.problem", { key: issue.key, dir: issue.dir, problem: issue.problem });
