import {
  type AdminConfig,
  message,
  type Said,
  type ScanKind,
  said,
  scannerMessages,
} from "@kikoeru/contract";
import { coversDirOf, type DataPaths } from "../../config/data-dir.ts";
import type { RunningJob } from "../../jobs/job-lock.ts";
import { listCoverFiles } from "../../library/covers.ts";
import { runFileScan } from "../../library/file-scan.ts";
import { runFullScan } from "../../library/full-scan.ts";
import type { LibraryRepo } from "../../library/library.repo.ts";
import { runMetadataUpdate } from "../../library/metadata-update.ts";
import { reasonOf } from "../../library/said-error.ts";
import { createHttpClient, newScanContext, type ScanContext } from "../../library/scan-context.ts";
import type { ScanReporter } from "../../library/scan-reporter.ts";

const MODES: Record<ScanKind, (ctx: ScanContext) => Promise<Said>> = {
  scan: runFullScan,
  update: runMetadataUpdate,
  "lyric-scan": runFileScan,
};

export interface RunInput {
  kind: ScanKind;
  settings: AdminConfig;
  paths: DataPaths;
  repo: LibraryRepo;
  reporter: ScanReporter;
  job: RunningJob;
  signal: AbortSignal;
  ca?: readonly string[];
  /** Limits a full scan to these folders (ScanContext.only). */
  only?: readonly string[];
}

/**
 * Runs one scan to its end and records how it ended: the job row first (so a status read agrees), then the
 * closing socket event. A kill or a crash ends as SCAN_ERROR with the job failed; an update or file scan
 * with failed works also sends SCAN_ERROR after its finish message, as kikoeru's exit code 1 did.
 */
export async function executeRun(input: RunInput, beforeClose: (ok: boolean) => void): Promise<boolean> {
  const { reporter, job, settings } = input;
  reporter.main("info", scannerMessages.started(input.kind));
  const persist = () => reporter.persisted() as Record<string, unknown>;
  const http = createHttpClient(settings, input.ca);
  try {
    const coversDir = coversDirOf(settings, input.paths);
    const ctx = newScanContext({
      repo: input.repo,
      settings,
      coversDir,
      covers: await listCoverFiles(coversDir),
      lockFile: input.paths.lockFile,
      http,
      signal: input.signal,
      reporter,
      ...(input.only ? { only: input.only } : {}),
    });
    const finish = await MODES[input.kind](ctx);
    reporter.operatorLog("info", finish);
    await job.finish("finished", null, { ...persist(), message: finish.message });
    beforeClose(true);
    reporter.end("finished", finish);
    if (input.kind !== "scan" && reporter.counts.failed > 0) reporter.end("error");
    return true;
  } catch (error) {
    const killed = input.signal.aborted;
    const line = killed ? said("scanner.killLog") : said("scanner.failed", { reason: reasonOf(error) });
    reporter.main("error", line);
    // A stop with a stated reason (the server died, the lock was taken over) records that reason.
    const reason = typeof input.signal.reason === "string" ? input.signal.reason : message("scanner.stopped");
    await job.finish("failed", killed ? reason : (error as Error).message, {
      ...persist(),
      message: line.message,
    });
    beforeClose(false);
    reporter.end("error");
    return false;
  } finally {
    await http.close();
  }
}
