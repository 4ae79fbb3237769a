import { type FailedWork, type MessageParam, type ScanLog, type ScanTask, said } from "@kikoeru/contract";
import { coversDirOf, type DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import { errors } from "../../http/errors.ts";
import { listCoverFiles } from "../../library/covers.ts";
import type { IndexedWork, LibraryRepo } from "../../library/library.repo.ts";
import { reasonOf } from "../../library/said-error.ts";
import { createHttpClient, newScanContext } from "../../library/scan-context.ts";
import { type LogSink, rjcodeOf, ScanReporter } from "../../library/scan-reporter.ts";
import { locateWork } from "../../library/work-location.ts";
import { processWorkFolder } from "../../library/work-processor.ts";
import type { FailedWorksRepo } from "./failed-works.repo.ts";
import { SCANNER_JOB_KINDS } from "./scanner.presenter.ts";

/** The list shows this many; the rest are fixed by "retry all" (a scan) as well. */
const LISTED = 500;

function failedTasksOf(progress: string): ScanTask[] {
  try {
    const parsed = JSON.parse(progress) as { failedTasks?: unknown };
    return Array.isArray(parsed.failedTasks) ? (parsed.failedTasks as ScanTask[]) : [];
  } catch {
    return [];
  }
}

/** Present works without metadata, each with its last failure line from the newest scan that failed it. */
export async function listFailedWorks(
  repo: FailedWorksRepo,
): Promise<{ total: number; works: FailedWork[] }> {
  const { total, works } = await repo.list(LISTED);
  const reasons = new Map<string, ScanLog>();
  for (const progress of await repo.recentProgress(SCANNER_JOB_KINDS)) {
    for (const task of failedTasksOf(progress)) {
      const last = task.logs.at(-1);
      if (last && !reasons.has(task.rjcode)) reasons.set(task.rjcode, last);
    }
  }
  return {
    total,
    works: works.map((work) => ({
      id: work.id,
      title: work.title,
      folder: `${work.root_folder}/${work.dir}`,
      reason: reasons.get(rjcodeOf(work.id)) ?? null,
    })),
  };
}

export interface RetryDeps {
  repo: LibraryRepo;
  config: ConfigStore;
  paths: DataPaths;
  log: LogSink;
  ca?: readonly string[];
}

/**
 * Fetches one work's metadata (and cover) again as a scan would, in this process: one work's metadata is a
 * few requests, and its files are only re-read when they changed. Answers null when it worked, else the
 * failure line the scan log would show.
 */
export async function retryWorkMetadata(deps: RetryDeps, work: IndexedWork): Promise<ScanLog | null> {
  const settings = deps.config.get();
  const folder = await locateWork(settings.rootFolders, work);
  if (!folder) throw errors.workFolderMissing();
  const reporter = new ScanReporter("scan", () => undefined, deps.log);
  const http = createHttpClient(settings, deps.ca);
  try {
    const coversDir = coversDirOf(settings, deps.paths);
    const ctx = newScanContext({
      repo: deps.repo,
      settings,
      coversDir,
      covers: await listCoverFiles(coversDir),
      lockFile: deps.paths.lockFile,
      http,
      signal: new AbortController().signal,
      reporter,
    });
    let reason: MessageParam | undefined;
    try {
      const result = await processWorkFolder(ctx, folder, work, true);
      if (result.outcome !== "failed") return null;
      reason = result.reason;
    } catch (error) {
      reason = reasonOf(error);
    } finally {
      await ctx.search.flush();
    }
    return { level: "error", ...said("scan.taskFailed", { reason: reason ?? said("scan.unknownReason") }) };
  } finally {
    await http.close();
  }
}
