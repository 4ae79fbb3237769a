import fs from "node:fs/promises";
import path from "node:path";
import { formatWorkCode, type MessageParam, type Said, said } from "@kikoeru/contract";
import { type Discovery, discoverWorks } from "./discovery.ts";
import { vaIdOf } from "./ids.ts";
import type { IndexedWork } from "./library.repo.ts";
import { runPool } from "./pool.ts";
import { reasonOf } from "./said-error.ts";
import type { ScanContext } from "./scan-context.ts";
import { NewWorkBatch } from "./work-batch.ts";
import { type FolderResult, processWorkFolder } from "./work-processor.ts";

/** Voice actors whose ids the old kikoeru `fixVA` upgrade corrects (reference §4.7). */
const FIX_VA_NAMES = ["かの仔", "こっこ"];

async function readLockFile(file: string): Promise<{ fixVA?: boolean } | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(file, "utf8"));
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? null : {};
  }
}

/** Whether a root's folder is one of `only` or lies below one (always, for a scan not limited to folders). */
function isWithin(ctx: ScanContext, rootName: string, dir: string): boolean {
  if (!ctx.only) return true;
  const rootPath = ctx.settings.rootFolders.find((r) => r.name === rootName)?.path;
  if (rootPath === undefined) return false;
  const folder = path.join(rootPath, dir);
  return ctx.only.some((entry) => folder === entry || folder.startsWith(`${entry}${path.sep}`));
}

/**
 * Which known works to mark missing: not found now, in a root that was read completely (or a root no longer
 * configured). Works of unreachable, partly unreadable, inactive or suspiciously empty roots stay as they are.
 */
function missingCandidates(ctx: ScanContext, index: IndexedWork[], discovery: Discovery): number[] {
  const found = new Set(discovery.works.map((w) => w.id));
  const configured = new Set(ctx.settings.rootFolders.map((r) => r.name));
  const counts = new Map<string, number>();
  for (const work of index) counts.set(work.root_folder, (counts.get(work.root_folder) ?? 0) + 1);
  const trusted = new Set<string>();
  for (const root of discovery.roots) {
    const path = ctx.settings.rootFolders.find((r) => r.name === root.name)?.path;
    if (!root.reachable) {
      ctx.reporter.main(
        "error",
        said("scan.rootUnreachable", { name: root.name, path: String(path), error: String(root.error) }),
      );
    } else if (!root.complete) {
      ctx.reporter.main("error", said("scan.rootIncomplete", { name: root.name, error: String(root.error) }));
    } else if (root.entries === 0 && (counts.get(root.name) ?? 0) > 0) {
      ctx.reporter.main("error", said("scan.rootEmpty", { name: root.name, path: String(path) }));
    } else {
      trusted.add(root.name);
    }
  }
  return index
    .filter((w) => w.missing_since === null && !found.has(w.id))
    .filter((w) => trusted.has(w.root_folder) || !configured.has(w.root_folder))
    .filter((w) => isWithin(ctx, w.root_folder, w.dir))
    .map((w) => w.id);
}

/**
 * The full scan (reference §4.8, without its data loss): discover work folders, process each (new, moved,
 * changed or unchanged), then mark works whose folders are gone as missing. Returns the finish message.
 */
export async function runFullScan(ctx: ScanContext): Promise<Said> {
  const { reporter, settings } = ctx;
  reporter.main("info", said("scan.fullStarted"));
  const lock = await readLockFile(ctx.lockFile);
  const forced = new Set(lock?.fixVA ? await ctx.repo.worksWithVas(FIX_VA_NAMES.map(vaIdOf)) : []);
  const index = await ctx.repo.index();
  const byId = new Map(index.map((w) => [w.id, w]));
  const found = await discoverWorks(settings.rootFolders, settings.scannerMaxRecursionDepth, byId);
  const discovery: Discovery = ctx.only
    ? {
        ...found,
        works: found.works.filter((w) => isWithin(ctx, w.root, w.dir)),
        duplicates: found.duplicates.filter((d) => isWithin(ctx, d.dropped.root, d.dropped.dir)),
      }
    : found;
  if (ctx.only) {
    const sample = ctx.only.slice(0, 5).join("、");
    reporter.main("info", said("scan.onlyFolders", { count: ctx.only.length, sample }));
  }
  for (const { kept, dropped } of discovery.duplicates) {
    const keptFolder = `${kept.root}/${kept.dir}`;
    const droppedFolder = `${dropped.root}/${dropped.dir}`;
    reporter.main(
      "warn",
      said("scan.duplicateCode", { code: kept.code, kept: keptFolder, dropped: droppedFolder }),
    );
    reporter.taskLog(dropped.id, "warn", said("scan.folder", { folder: droppedFolder }));
    reporter.done(dropped.id, "failed", said("scan.duplicateIgnored", { kept: keptFolder }));
  }
  reporter.counts.total = discovery.works.length + discovery.duplicates.length;
  reporter.main("info", said("scan.foundFolders", { count: discovery.works.length }));
  reporter.progress();

  let forcedFailed = 0;
  const settle = (id: number, outcome: FolderResult["outcome"], reason?: MessageParam) => {
    reporter.done(id, outcome, reason);
    if (outcome === "failed" && forced.has(id)) forcedFailed++;
  };
  const batch = new NewWorkBatch(ctx.repo, settings.tagLanguage, settings.maxParallelism, (id) =>
    ctx.search.add(id),
  );
  // New works are reported once their group is committed; the pool goes on with the next folders meanwhile.
  const writing = new Set<Promise<void>>();
  await runPool(discovery.works, settings.maxParallelism, ctx.signal, async (folder) => {
    const { id } = folder;
    try {
      const result = await processWorkFolder(ctx, folder, byId.get(id), forced.has(id), batch);
      if (!result.written) return settle(id, result.outcome, result.reason);
      const done = result.written.then(
        () => settle(id, result.outcome, result.reason),
        (error) => settle(id, "failed", reasonOf(error)),
      );
      writing.add(done);
      void done.then(() => writing.delete(done));
    } catch (error) {
      ctx.signal.throwIfAborted();
      settle(id, "failed", reasonOf(error));
    }
  });
  await batch.flush();
  await Promise.all(writing);
  await ctx.search.flush();

  const missing = missingCandidates(ctx, index, found);
  if (settings.skipCleanup) {
    if (missing.length > 0) reporter.main("info", said("scan.cleanupSkipped", { count: missing.length }));
  } else if (missing.length > 0) {
    await ctx.repo.markMissing(missing, Date.now());
    reporter.counts.missing = missing.length;
    const sample = missing.slice(0, 10).map(formatWorkCode).join("、");
    reporter.main("warn", said("scan.markedMissing", { count: missing.length, sample }));
  }
  if (lock && forcedFailed === 0) {
    await fs.rm(ctx.lockFile, { force: true });
    reporter.main("info", said("scan.upgradeDone"));
  }
  const c = reporter.counts;
  return said("scan.fullFinished", {
    updated: c.updated,
    added: c.added,
    skipped: c.skipped,
    failed: c.failed,
    missing: c.missing,
  });
}
