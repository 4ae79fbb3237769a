import fs from "node:fs/promises";
import { formatWorkCode } from "@kikoeru/contract";
import { type Discovery, discoverWorks } from "./discovery.ts";
import { vaIdOf } from "./ids.ts";
import type { IndexedWork } from "./library.repo.ts";
import { runPool } from "./pool.ts";
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
        `根文件夹「${root.name}」(${path}) 无法访问（${root.error}），已跳过；其中的作品不会被标记为缺失`,
      );
    } else if (!root.complete) {
      ctx.reporter.main(
        "error",
        `根文件夹「${root.name}」中有无法读取的子文件夹（${root.error}），其中的作品不会被标记为缺失`,
      );
    } else if (root.entries === 0 && (counts.get(root.name) ?? 0) > 0) {
      ctx.reporter.main(
        "error",
        `根文件夹「${root.name}」(${path}) 是空的（磁盘未挂载？），其中的作品不会被标记为缺失`,
      );
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
export async function runFullScan(ctx: ScanContext): Promise<string> {
  const { reporter, settings } = ctx;
  reporter.main("info", "开始扫描本地音声库");
  const lock = await readLockFile(ctx.lockFile);
  const forced = new Set(lock?.fixVA ? await ctx.repo.worksWithVas(FIX_VA_NAMES.map(vaIdOf)) : []);
  const index = await ctx.repo.index();
  const byId = new Map(index.map((w) => [w.id, w]));
  const discovery = await discoverWorks(settings.rootFolders, settings.scannerMaxRecursionDepth, byId);
  for (const { kept, dropped } of discovery.duplicates) {
    reporter.main(
      "warn",
      `编号重复: ${kept.code} 同时位于 ${kept.root}/${kept.dir} 和 ${dropped.root}/${dropped.dir}，只收录前者`,
    );
    reporter.taskLog(dropped.id, "warn", `文件夹 ${dropped.root}/${dropped.dir}`);
    reporter.done(dropped.id, "failed", `编号重复，与 ${kept.root}/${kept.dir} 相同，已忽略此文件夹`);
  }
  reporter.counts.total = discovery.works.length + discovery.duplicates.length;
  reporter.main("info", `共找到 ${discovery.works.length} 个作品文件夹`);
  reporter.progress();

  let forcedFailed = 0;
  await runPool(discovery.works, settings.maxParallelism, ctx.signal, async (folder) => {
    try {
      const result = await processWorkFolder(ctx, folder, byId.get(folder.id), forced.has(folder.id));
      reporter.done(folder.id, result.outcome, result.reason);
      if (result.outcome === "failed" && forced.has(folder.id)) forcedFailed++;
    } catch (error) {
      ctx.signal.throwIfAborted();
      reporter.done(folder.id, "failed", (error as Error).message);
      if (forced.has(folder.id)) forcedFailed++;
    }
  });
  await ctx.search.flush();

  const missing = missingCandidates(ctx, index, discovery);
  if (settings.skipCleanup) {
    if (missing.length > 0)
      reporter.main("info", `skipCleanup 已开启：${missing.length} 个找不到文件夹的作品保持原样`);
  } else if (missing.length > 0) {
    await ctx.repo.markMissing(missing, Date.now());
    reporter.counts.missing = missing.length;
    const sample = missing.slice(0, 10).map(formatWorkCode).join("、");
    reporter.main(
      "warn",
      `${missing.length} 个作品的文件夹已不存在，标记为缺失（评价与播放记录保留）: ${sample}`,
    );
  }
  if (lock && forcedFailed === 0) {
    await fs.rm(ctx.lockFile, { force: true });
    reporter.main("info", "升级修复已完成，已删除 update.lock");
  }
  const c = reporter.counts;
  return `扫描完成: 更新 ${c.updated} 个，新增 ${c.added} 个，跳过 ${c.skipped} 个，失败 ${c.failed} 个，缺失 ${c.missing} 个.`;
}
