import fs from "node:fs/promises";
import path from "node:path";
import { type Said, said } from "@kikoeru/contract";
import { lockedSet } from "./library.repo.ts";
import { fetchRemoteMetadata } from "./metadata/remote.ts";
import { overlaySidecar, parseSidecar, SIDECAR_NAMES, type Sidecar } from "./metadata/sidecar.ts";
import { runPool } from "./pool.ts";
import { reasonOf } from "./said-error.ts";
import { providerContext, type ScanContext } from "./scan-context.ts";
import { fsPath } from "./work-files.ts";
import { locateWork } from "./work-location.ts";

async function sidecarOf(ctx: ScanContext, work: Parameters<typeof locateWork>[1]): Promise<Sidecar | null> {
  const folder = await locateWork(ctx.settings.rootFolders, work);
  if (!folder) return null;
  for (const name of SIDECAR_NAMES) {
    const file = fsPath(Buffer.concat([folder.abs, Buffer.from(`${path.sep}${name}`)]), folder.absUtf8);
    const text = await fs.readFile(file, "utf8").catch(() => null);
    if (text !== null) return parseSidecar(name, text);
  }
  return null;
}

/**
 * PERFORM_UPDATE (reference §4.10): refreshes titles, ratings, sales, prices, tags and voice actors of every
 * present work from the providers, leaving locked fields. Works described only by a local metadata file
 * are skipped; a file with `"remote": true` still overrides what the providers say.
 */
export async function runMetadataUpdate(ctx: ScanContext): Promise<Said> {
  const { reporter } = ctx;
  const works = (await ctx.repo.index()).filter((w) => w.missing_since === null);
  reporter.counts.total = works.length;
  reporter.main("info", said("scan.updateStarted", { count: works.length }));
  await runPool(works, ctx.settings.maxParallelism, ctx.signal, async (work) => {
    try {
      if (work.metadata_source === "local") {
        reporter.done(work.id, "skipped");
        return;
      }
      const remote = await fetchRemoteMetadata(providerContext(ctx, work.id), work.id);
      const sidecar = await sidecarOf(ctx, work);
      const metadata = sidecar ? overlaySidecar(remote, sidecar) : remote;
      await ctx.repo.applyMetadata(
        work.id,
        metadata,
        lockedSet(work.locked_fields),
        ctx.settings.tagLanguage,
      );
      ctx.search.add(work.id);
      reporter.done(work.id, "updated");
    } catch (error) {
      ctx.signal.throwIfAborted();
      reporter.done(work.id, "failed", reasonOf(error));
    }
  });
  await ctx.search.flush();
  const c = reporter.counts;
  return said("scan.partialFinished", { updated: c.updated, failed: c.failed, skipped: c.skipped });
}
