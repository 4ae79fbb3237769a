import type { RootFolder } from "@kikoeru/contract";

export interface FolderDraft {
  name: string;
  path: string;
}

/** i18n keys under `admin.folders.errors`. */
export type FolderError =
  | "nameRequired"
  | "pathRequired"
  | "pathAbsolute"
  | "duplicateName"
  | "duplicatePath";

export interface FolderErrors {
  name?: FolderError;
  path?: FolderError;
}

/** Trailing separators do not make a different folder: "/music/" and "/music" are the same path. */
export function samePath(a: string, b: string): boolean {
  const normalise = (p: string) => p.trim().replace(/[\\/]+$/, "") || "/";
  return normalise(a) === normalise(b);
}

/** Absolute POSIX paths and Windows drive paths, as the server accepts them. */
function isAbsolute(path: string): boolean {
  return path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path);
}

/** The rules of spec 2 §5 for a new root folder: both fields required, alias and path unique. */
export function validateNewFolder(folders: readonly RootFolder[], draft: FolderDraft): FolderErrors {
  const errors: FolderErrors = {};
  const name = draft.name.trim();
  const path = draft.path.trim();
  if (!name) errors.name = "nameRequired";
  else if (folders.some((folder) => folder.name === name)) errors.name = "duplicateName";
  if (!path) errors.path = "pathRequired";
  else if (!isAbsolute(path)) errors.path = "pathAbsolute";
  else if (folders.some((folder) => samePath(folder.path, path))) errors.path = "duplicatePath";
  return errors;
}

export function hasErrors(errors: FolderErrors): boolean {
  return errors.name !== undefined || errors.path !== undefined;
}

/** The list after adding `draft` (trimmed, active). */
export function withFolder(folders: readonly RootFolder[], draft: FolderDraft): RootFolder[] {
  return [...folders, { name: draft.name.trim(), path: draft.path.trim(), inactive: false }];
}

/** The list without the folder called `name` (aliases are unique, so this is exactly the clicked one). */
export function withoutFolder(folders: readonly RootFolder[], name: string): RootFolder[] {
  return folders.filter((folder) => folder.name !== name);
}

/** The list with the folder called `name` switched to `inactive`. */
export function withInactive(folders: readonly RootFolder[], name: string, inactive: boolean): RootFolder[] {
  return folders.map((folder) => (folder.name === name ? { ...folder, inactive } : folder));
}

/** The path a new folder starts with: the configured default when it is usable (absolute), else nothing. */
export function startingPath(defaultPath: string): string {
  return isAbsolute(defaultPath.trim()) ? defaultPath.trim() : "";
}
