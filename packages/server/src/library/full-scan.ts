import fs from "node:fs/promises";
import { formatWorkCode, type Said, said } from "@kikoeru/contract";
import { type Discovery, discoverWorks } from "./discovery.ts";
import { vaIdOf } from "./ids.ts";
import type { IndexedWork } from "./library.repo.ts";
import { runPool } from "./pool.ts";
import { reasonOf } from "./said-error.ts";
import type { ScanContext } from "./scan-context.ts";
import { processWorkFolder } from "./work-processor.ts";

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
  const discovery = await discoverWorks(settings.rootFolders, settings.scannerMaxRecursionDepth, byId);
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
  await runPool(discovery.works, settings.maxParallelism, ctx.signal, async (folder) => {
    try {
      const result = await processWorkFolder(ctx, folder, byId.get(folder.id), forced.has(folder.id));
      reporter.done(folder.id, result.outcome, result.reason);
      if (result.outcome === "failed" && forced.has(folder.id)) forcedFailed++;
    } catch (error) {
      ctx.signal.throwIfAborted();
      reporter.done(folder.id, "failed", reasonOf(error));
      if (forced.has(folder.id)) forcedFailed++;
    }
  });
  await ctx.search.flush();

  const missing = missingCandidates(ctx, index, discovery);
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
