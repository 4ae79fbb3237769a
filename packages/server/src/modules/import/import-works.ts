import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type AdminConfig, formatWorkCode, type RootFolder, said } from "@kikoeru/contract";
import { coverFileName, listCoverFiles } from "../../library/covers.ts";
import type { LibraryRepo, NewWork } from "../../library/library.repo.ts";
import { createHttpClient, newScanContext } from "../../library/scan-context.ts";
import { ScanReporter } from "../../library/scan-reporter.ts";
import { refreshSearchText } from "../../library/search-text.repo.ts";
import { locateWork } from "../../library/work-location.ts";
import { processWorkFolder } from "../../library/work-processor.ts";
import type { GroupReport } from "./import-report.ts";
import { normalisePath, workMetadata } from "./kikoeru-rows.ts";
import type { SourceWork } from "./kikoeru-source.repo.ts";

const COVER_TYPES = ["main", "sam", "240x240"] as const;
/** Works absent here are written this many to a transaction (one per work made a 10,000-work import slow). */
const WORKS_PER_TRANSACTION = 500;

/** One kikoeru work and what the import does with it. */
export interface PlannedWork {
  work: SourceWork;
  /** Our root's name and the work's folder below it (`/` separators). */
  root: string;
  dir: string;
  action: "exists" | "scan" | "missing";
}

/** Decides each work: already ours (kept as it is), its folder here (scanned) or not (imported as missing). */
export async function planWorks(
  works: SourceWork[],
  roots: readonly RootFolder[],
  rootOf: (alias: string) => string,
  existing: ReadonlySet<number>,
): Promise<PlannedWork[]> {
  const planned: PlannedWork[] = [];
  for (const work of works) {
    const root = rootOf(work.root_folder);
    const dir = normalisePath(work.dir);
    if (existing.has(work.id)) {
      planned.push({ work, root, dir, action: "exists" });
      continue;
    }
    const folder = await locateWork(roots, { id: work.id, root_folder: root, dir, raw_dir: null });
    planned.push({ work, root, dir, action: folder ? "scan" : "missing" });
  }
  return planned;
}

export function reportWorks(planned: readonly PlannedWork[], report: GroupReport): void {
  for (const { work, root, dir, action } of planned) {
    const key = formatWorkCode(work.id);
    if (action === "exists") report.skip(key, said("import.skipWorkExists"));
    else {
      report.imported++;
      if (action === "missing")
        report.note(key, said("import.skipWorkMissing", { folder: `${root}/${dir}` }));
    }
  }
}

/** Copies kikoeru's covers of the works to import where ours lack them (a dry run only counts them). */
export async function copyCovers(
  planned: readonly PlannedWork[],
  from: string,
  to: string,
  report: GroupReport,
  dryRun: boolean,
): Promise<void> {
  const ours = await listCoverFiles(to);
  for (const { work, action } of planned) {
    if (action === "exists") continue;
    for (const type of COVER_TYPES) {
      const name = coverFileName(work.id, type);
      if (ours.has(name)) {
        report.skip(name, said("import.skipCoverExists"));
        continue;
      }
      try {
        if (dryRun) await fs.access(path.join(from, name));
        else await fs.copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_EXCL);
        report.imported++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
}

/**
 * Writes the planned works with kikoeru's metadata: a work whose folder is here goes through our scanner (its
 * file list, durations, lyric flag; no metadata site is asked), any other is stored as missing with its
 * metadata, so its reviews and history have a home and it comes back when its folder does.
 */
export async function writeWorks(
  planned: readonly PlannedWork[],
  deps: {
    repo: LibraryRepo;
    settings: AdminConfig;
    coversDir: string;
    tagLanguage: AdminConfig["tagLanguage"];
  },
  log: (level: "info" | "warn" | "error", line: string) => void,
  report: GroupReport,
): Promise<void> {
  // kikoeru's metadata is used as it is: empty addresses switch every provider off, so nothing is fetched.
  const settings: AdminConfig = {
    ...deps.settings,
    tagLanguage: deps.tagLanguage,
    dlsiteBaseUrl: "",
    dlsiteImageBaseUrl: "",
    hvdbBaseUrl: "",
    metadataPeerBaseUrl: "",
  };
  const byId = new Map(planned.map((p) => [p.work.id, p.work]));
  const http = createHttpClient(settings);
  const ctx = newScanContext({
    repo: deps.repo,
    settings,
    coversDir: deps.coversDir,
    covers: await listCoverFiles(deps.coversDir),
    // Only a full scan removes kikoeru's upgrade lock file; a folder at a time never touches it.
    lockFile: "",
    http,
    signal: new AbortController().signal,
    reporter: new ScanReporter(
      "scan",
      () => undefined,
      (level, line) => level !== "debug" && log(level, line),
    ),
    metadataOf: async (id) => workMetadata(byId.get(id)!),
  });
  const missing: number[] = [];
  let batch: NewWork[] = [];
  const flush = async () => {
    await deps.repo.insertWorks(batch, deps.tagLanguage);
    batch = [];
  };
  try {
    for (const { work, root, dir, action } of planned) {
      if (action === "exists") continue;
      const folder =
        action === "scan"
          ? await locateWork(settings.rootFolders, { id: work.id, root_folder: root, dir, raw_dir: null })
          : null;
      if (folder) {
        const result = await processWorkFolder(ctx, folder, undefined, true);
        if (result.outcome === "failed") {
          report.note(
            formatWorkCode(work.id),
            said("import.skipScanFailed", { reason: result.reason ?? "" }),
          );
        }
        continue;
      }
      const state = { root_folder: root, dir, raw_dir: null, memo: "{}", lyric_status: "", fingerprint: "" };
      batch.push({ id: work.id, title: work.title, state, files: [], metadata: workMetadata(work) });
      missing.push(work.id);
      if (batch.length === WORKS_PER_TRANSACTION) await flush();
    }
    await flush();
    await ctx.search.flush();
    await deps.repo.markMissing(missing, Date.now());
    await refreshSearchText(deps.repo.db, missing);
  } finally {
    ctx.reporter.flush();
    await http.close();
  }
}
