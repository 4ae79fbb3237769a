import fs from "node:fs/promises";
import { message } from "@kikoeru/contract";
import type { DataPaths } from "../../config/data-dir.ts";
import { coversDirOf } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { coverFromImage, hasAllCovers, listCoverFiles } from "../../library/covers.ts";
import { LibraryRepo } from "../../library/library.repo.ts";
import { peerMetadata } from "../../library/metadata/peer.ts";
import { createHttpClient, newScanContext } from "../../library/scan-context.ts";
import { ScanReporter } from "../../library/scan-reporter.ts";
import { locateWork } from "../../library/work-location.ts";
import { processWorkFolder } from "../../library/work-processor.ts";
import type { RemoteServer } from "./remote-server.ts";

const MAX_COVER_BYTES = 20 * 1024 * 1024;

export interface ImportDeps {
  database: Database;
  config: ConfigStore;
  paths: DataPaths;
  /** Our own placeholder cover: a server of ours sends it for a work without a cover; it is not kept. */
  placeholderFile: string;
  log(level: "info" | "warn" | "error", line: string): void;
}

export interface PulledWork {
  workId: number;
  code: string;
  rootFolderName: string;
  folder: string;
  meta: unknown;
}

/** The remote's cover: its `mainCoverUrl` (asmr.one), else `/api/cover/<code>` (kikoeru and ours). */
async function fetchCover(remote: RemoteServer, work: PulledWork, signal: AbortSignal): Promise<Buffer> {
  const link = (work.meta as { mainCoverUrl?: unknown }).mainCoverUrl;
  const url =
    (typeof link === "string" && remote.resolve(link)) || `${remote.host}/api/cover/${work.code}?type=main`;
  const response = await remote.send(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]) });
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new Error(message("syncer.remoteStatus", { status: response.statusCode, url }));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > MAX_COVER_BYTES) throw new Error(message("syncer.remoteTooLarge", { url }));
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Brings a pulled work into the library: the remote's cover, then a scan of that one folder with the
 * remote's metadata (`metadata_source` peer), so it is listed with the source's title, tags and voice actors.
 */
export async function importPulledWork(
  deps: ImportDeps,
  remote: RemoteServer,
  work: PulledWork,
  signal: AbortSignal,
): Promise<void> {
  const settings = deps.config.get();
  const metadata = peerMetadata(work.meta, remote.host);
  const coversDir = coversDirOf(settings, deps.paths);
  if (!hasAllCovers(await listCoverFiles(coversDir), work.workId)) {
    try {
      const image = await fetchCover(remote, work, signal);
      if (!image.equals(await fs.readFile(deps.placeholderFile)))
        await coverFromImage(image, work.workId, coversDir);
    } catch (error) {
      signal.throwIfAborted();
      deps.log("warn", `[${work.code}] ${(error as Error).message}`);
    }
  }
  const repo = new LibraryRepo(deps.database.db);
  const folder = await locateWork(settings.rootFolders, {
    id: work.workId,
    root_folder: work.rootFolderName,
    dir: work.folder,
    raw_dir: null,
  });
  if (!folder) throw new Error(message("syncer.rootMissing", { name: work.rootFolderName }));
  const http = createHttpClient(settings);
  const ctx = newScanContext({
    repo,
    settings,
    coversDir,
    covers: await listCoverFiles(coversDir),
    lockFile: deps.paths.lockFile,
    http,
    signal,
    reporter: new ScanReporter(
      "scan",
      () => undefined,
      (level, line) => {
        if (level !== "debug") deps.log(level, line);
      },
    ),
    metadataOf: async () => metadata,
  });
  try {
    const result = await processWorkFolder(ctx, folder, await repo.find(work.workId), true);
    await ctx.search.flush();
    if (result.outcome === "failed")
      throw new Error(message("syncer.importFailed", { reason: result.reason ?? "" }));
  } finally {
    ctx.reporter.flush();
    await http.close();
  }
}
