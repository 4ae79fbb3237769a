import { type AdminConfig, type Said, said } from "@kikoeru/contract";
import { diffFiles } from "./file-rows.ts";
import type { ImportantRule } from "./important.ts";
import type { IndexedWork, LibraryRepo } from "./library.repo.ts";
import { type Limiter, runPool } from "./pool.ts";
import { reasonOf, SaidError } from "./said-error.ts";
import type { ScanContext } from "./scan-context.ts";
import { listWorkFiles } from "./work-files.ts";
import { locateWork } from "./work-location.ts";
import { type FileTimes, fileTimesOf, lyricStatusOf, summarize, type WorkMemo } from "./work-summary.ts";

export interface FileScanDeps {
  repo: LibraryRepo;
  settings: AdminConfig;
  durations: Limiter;
  rule: ImportantRule | null;
}

/** The work's folder is gone (or its root is unreachable). */
export class WorkFolderMissingError extends SaidError {}

/**
 * Re-reads one work's files: the file list, durations of new or changed files, the local-lyric flag and the
 * memo (reference §4.11). Metadata is left alone. Returns the memo, the files' durations and times, and
 * whether anything changed.
 */
export async function rescanWorkFiles(
  deps: FileScanDeps,
  work: IndexedWork,
): Promise<{ memo: WorkMemo; times: FileTimes; changed: boolean }> {
  const folder = await locateWork(deps.settings.rootFolders, work);
  if (!folder) {
    throw new WorkFolderMissingError(
      said("scan.folderMissing", { folder: `${work.root_folder}/${work.dir}` }),
    );
  }
  const listing = await listWorkFiles(folder.abs, folder.absUtf8, folder.rootReal);
  const diff = await diffFiles(listing, await deps.repo.files(work.id), deps.durations);
  const memo = summarize(diff.rows, deps.rule);
  const lyric = lyricStatusOf(work.lyric_status, memo.isContainLyric);
  const changed =
    diff.changed.length > 0 ||
    diff.removed.length > 0 ||
    lyric !== work.lyric_status ||
    listing.fingerprint !== work.fingerprint;
  const state = {
    root_folder: work.root_folder,
    dir: work.dir,
    raw_dir: work.raw_dir,
    memo: JSON.stringify(memo),
    lyric_status: lyric,
    fingerprint: listing.fingerprint,
  };
  await deps.repo.saveFolder(work.id, state, diff.changed, diff.removed);
  return { memo, times: fileTimesOf(diff.rows), changed };
}

/** PERFORM_LYRIC_SCAN: the file rescan of every present work. Returns the finish message. */
export async function runFileScan(ctx: ScanContext): Promise<Said> {
  const { reporter } = ctx;
  const works = (await ctx.repo.index()).filter((w) => w.missing_since === null);
  reporter.counts.total = works.length;
  reporter.main("info", said("scan.fileScanStarted", { count: works.length }));
  const step = Math.max(1, Math.ceil(works.length / 20));
  await runPool(works, ctx.settings.maxParallelism, ctx.signal, async (work) => {
    try {
      const { changed } = await rescanWorkFiles(ctx, work);
      if (changed) reporter.taskLog(work.id, "info", said("scan.filesUpdated"));
      reporter.done(work.id, changed ? "updated" : "skipped");
    } catch (error) {
      reporter.done(work.id, "failed", reasonOf(error));
    }
    if (reporter.counts.processed % step === 0) {
      reporter.main(
        "info",
        said("scan.progress", { processed: reporter.counts.processed, total: works.length }),
      );
    }
  });
  const c = reporter.counts;
  return said("scan.partialFinished", { updated: c.updated, failed: c.failed, skipped: c.skipped });
}
