import fs from "node:fs/promises";
import { formatWorkCode, type RootFolder } from "@kikoeru/contract";
import type { WorkFolder } from "./discovery.ts";

/**
 * The folder of a work already in the database, resolved inside its (active) root; null when the root is
 * gone or inactive, the stored path tries to leave the root, or the folder no longer exists.
 */
export async function locateWork(
  roots: readonly RootFolder[],
  work: { id: number; root_folder: string; dir: string; raw_dir: string | null },
): Promise<WorkFolder | null> {
  const root = roots.find((r) => r.name === work.root_folder && !r.inactive);
  if (!root) return null;
  const relative = work.raw_dir ? Buffer.from(work.raw_dir, "hex") : Buffer.from(work.dir, "utf8");
  const segments = relative.toString("latin1").split("/");
  if (segments.some((s) => s === "" || s === "." || s === "..")) return null;
  try {
    const rootReal = await fs.realpath(root.path);
    const abs = Buffer.concat([Buffer.from(rootReal), Buffer.from("/"), relative]);
    const target = await fs.realpath(work.raw_dir ? abs : abs.toString("utf8"));
    if (!target.startsWith(`${rootReal}/`) || !(await fs.stat(target)).isDirectory()) return null;
    return {
      id: work.id,
      code: formatWorkCode(work.id),
      root: root.name,
      dir: work.dir,
      rawDir: work.raw_dir,
      abs,
      absUtf8: work.raw_dir === null,
      rootReal,
    };
  } catch {
    return null;
  }
}
