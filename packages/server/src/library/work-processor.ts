import fs from "node:fs/promises";
import { type MessageParam, type Said, said } from "@kikoeru/contract";
import { coverFromLocalImage, downloadCovers, findLocalCover, hasAllCovers } from "./covers.ts";
import type { WorkFolder } from "./discovery.ts";
import { diffFiles } from "./file-rows.ts";
import { type IndexedWork, lockedSet, type WorkFolderState } from "./library.repo.ts";
import { fetchRemoteMetadata } from "./metadata/remote.ts";
import {
  findSidecar,
  overlaySidecar,
  parseSidecar,
  type Sidecar,
  sidecarMetadata,
} from "./metadata/sidecar.ts";
import type { WorkMetadata } from "./metadata/types.ts";
import { reasonOf } from "./said-error.ts";
import { providerContext, type ScanContext } from "./scan-context.ts";
import type { ScanOutcome } from "./scan-reporter.ts";
import type { NewWorkBatch } from "./work-batch.ts";
import { type FileEntry, listWorkFiles, type WorkListing } from "./work-files.ts";
import { lyricStatusOf, summarize } from "./work-summary.ts";

export interface FolderResult {
  outcome: ScanOutcome;
  reason?: MessageParam;
  /** A new work handed to a batch: the outcome holds once this settles (it rejects when the write failed). */
  written?: Promise<void>;
}

const SOURCE_NAMES: Record<string, MessageParam> = {
  dlsite: "DLsite",
  hvdb: "HVDB",
  peer: "peer",
  local: said("scan.localMetadata"),
};

const folderTitle = (dir: string) => dir.slice(dir.lastIndexOf("/") + 1).trim();

/** Reads the metadata file and, unless it says `"remote": false` (the default), asks the providers too. */
async function metadataFor(
  ctx: ScanContext,
  id: number,
  sidecar: Sidecar | null,
): Promise<{ metadata: WorkMetadata } | { failure: Said }> {
  if (sidecar && !sidecar.remote) return { metadata: sidecarMetadata(sidecar) };
  try {
    const remote = ctx.metadataOf
      ? await ctx.metadataOf(id)
      : await fetchRemoteMetadata(providerContext(ctx, id), id);
    return { metadata: sidecar ? overlaySidecar(remote, sidecar) : remote };
  } catch (error) {
    ctx.signal.throwIfAborted();
    return { failure: said("scan.metadataFailed", { reason: reasonOf(error) }) };
  }
}

async function readSidecar(files: readonly FileEntry[]): Promise<Sidecar | null> {
  const file = findSidecar(files);
  if (!file) return null;
  return parseSidecar(file.path, await fs.readFile(file.abs, "utf8"));
}

/** Saves the cover: DLsite's when the metadata is remote, else (or when that fails) the folder's own image. */
async function saveCovers(
  ctx: ScanContext,
  id: number,
  source: string | null,
  metadata: WorkMetadata | null,
  localCover: FileEntry | null,
): Promise<boolean> {
  if (source && source !== "local") {
    try {
      const result = await downloadCovers(
        providerContext(ctx, id),
        id,
        metadata?.cover ?? { sourceId: id, noImage: false },
        ctx.coversDir,
      );
      if (result === "saved") {
        ctx.reporter.taskLog(id, "info", said("scan.coverDownloaded"));
        return true;
      }
      ctx.reporter.taskLog(id, "info", said("scan.noDlsiteCover"));
    } catch (error) {
      ctx.signal.throwIfAborted();
      ctx.reporter.taskLog(id, "warn", said("scan.coverFailed", { reason: reasonOf(error) }));
    }
  }
  if (!localCover) return false;
  await coverFromLocalImage(localCover, id, ctx.coversDir);
  ctx.reporter.taskLog(id, "info", said("scan.localCover", { path: localCover.path }));
  return true;
}

/**
 * Brings one work folder into the database. A known work whose folder did not move or change (same
 * fingerprint), whose metadata is complete and whose covers exist is skipped without further reads; a new
 * one gets its files, durations and metadata; a changed one its file list (durations of changed files
 * only); a moved or returning one its new place. Metadata failures fail the work but keep its files.
 * With a `batch`, a new work's row is queued there (and joins the search queue once written) instead of
 * written before this returns.
 */
export async function processWorkFolder(
  ctx: ScanContext,
  folder: WorkFolder,
  known: IndexedWork | undefined,
  forceMetadata: boolean,
  batch?: NewWorkBatch,
): Promise<FolderResult> {
  const { id } = folder;
  const listing: WorkListing = await listWorkFiles(folder.abs, folder.absUtf8, folder.rootReal);
  const moved =
    known !== undefined &&
    (known.root_folder !== folder.root ||
      known.dir !== folder.dir ||
      known.raw_dir !== folder.rawDir ||
      known.missing_since !== null);
  const changed = known?.fingerprint !== listing.fingerprint;
  const hasSidecar = findSidecar(listing.files) !== null;
  const locked = lockedSet(known?.locked_fields ?? "[]");
  const needsMetadata = !known || known.metadata_source === null || forceMetadata || (changed && hasSidecar);
  const coverWanted = !locked.has("cover") && !hasAllCovers(ctx.covers, id);
  const coverPossible =
    (known?.metadata_source != null && known.metadata_source !== "local") ||
    findLocalCover(listing.files) !== null;
  if (known && !moved && !changed && !needsMetadata && !(coverWanted && coverPossible)) {
    return { outcome: "skipped" };
  }

  const log = (line: Said) => ctx.reporter.taskLog(id, "info", line);
  const here = `${folder.root}/${folder.dir}`;
  if (!known) log(said("scan.newWork", { folder: here }));
  else if (moved)
    log(said("scan.workMoved", { folder: here, previous: `${known.root_folder}/${known.dir}` }));
  else if (changed) log(said("scan.filesChanged"));

  let failure: MessageParam | undefined;
  let sidecar: Sidecar | null = null;
  try {
    sidecar = await readSidecar(listing.files);
  } catch (error) {
    failure = reasonOf(error);
  }

  const diff = await diffFiles(listing, known ? await ctx.repo.files(id) : [], ctx.durations);
  const memo = summarize(diff.rows, ctx.rule);
  const state: WorkFolderState = {
    root_folder: folder.root,
    dir: folder.dir,
    raw_dir: folder.rawDir,
    memo: JSON.stringify(memo),
    lyric_status: lyricStatusOf(known?.lyric_status ?? "", memo.isContainLyric),
    fingerprint: listing.fingerprint,
  };

  let metadata: WorkMetadata | null = null;
  if (needsMetadata && failure === undefined) {
    const found = await metadataFor(ctx, id, sidecar);
    if ("failure" in found) failure = found.failure;
    else metadata = found.metadata;
  }
  if (metadata) {
    log(
      said("scan.metadataFrom", {
        source: SOURCE_NAMES[metadata.source] ?? metadata.source,
        title: metadata.title,
      }),
    );
  }

  const lang = ctx.settings.tagLanguage;
  let written: Promise<void> | undefined;
  if (!known) {
    const title = metadata?.title || folderTitle(folder.dir);
    if (batch) {
      written = batch.add({ id, title, state, files: diff.rows, metadata });
      // Handled here too: when saving the cover throws below, nobody else waits for this write.
      written.catch(() => undefined);
    } else await ctx.repo.insertWork(id, title, state, diff.rows, metadata, lang);
  } else {
    if (changed || moved) await ctx.repo.saveFolder(id, state, diff.changed, diff.removed);
    if (metadata) await ctx.repo.applyMetadata(id, metadata, locked, lang);
  }
  if (!written && (!known || metadata)) ctx.search.add(id);

  let coverSaved = false;
  if (coverWanted && failure === undefined) {
    const source = metadata?.source ?? known?.metadata_source ?? null;
    const localCover = findLocalCover(listing.files, sidecar?.cover);
    coverSaved = await saveCovers(ctx, id, sidecar?.remote ? "dlsite" : source, metadata, localCover);
  }

  if (failure !== undefined) return { outcome: "failed", reason: failure, ...(written ? { written } : {}) };
  if (!known) return { outcome: "added", ...(written ? { written } : {}) };
  return { outcome: changed || moved || metadata || coverSaved ? "updated" : "skipped" };
}
