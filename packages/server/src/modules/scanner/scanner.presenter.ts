import type { ScanCounts, ScanJob, ScanKind, ScanState } from "@kikoeru/contract";
import type { JobRow } from "../../jobs/jobs.repo.ts";

/** Scanner jobs in the shared `jobs` table are named `library.<kind>`. */
const JOB_KIND_PREFIX = "library.";
export const jobKindOf = (kind: ScanKind) => `${JOB_KIND_PREFIX}${kind}`;
export const SCANNER_JOB_KINDS = (["scan", "update", "lyric-scan"] as const).map(jobKindOf);

export const ZERO_COUNTS: ScanCounts = {
  total: 0,
  processed: 0,
  added: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
  missing: 0,
};

/** What a scan job row's `progress` holds (ScanReporter.persisted plus the finish message). */
interface StoredProgress {
  counts?: ScanCounts;
  mainLogs?: ScanState["mainLogs"];
  failedTasks?: ScanState["failedTasks"];
  results?: ScanState["results"];
  message?: string;
}

function progressOf(row: JobRow): StoredProgress {
  try {
    return JSON.parse(row.progress) as StoredProgress;
  } catch {
    return {};
  }
}

export function presentJob(row: JobRow, liveCounts?: ScanCounts): ScanJob {
  const progress = progressOf(row);
  return {
    id: row.id,
    kind: row.kind.slice(JOB_KIND_PREFIX.length) as ScanKind,
    state: row.state,
    error: row.error,
    message: progress.message ?? null,
    counts: { ...ZERO_COUNTS, ...(liveCounts ?? progress.counts) },
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

/** The state a job row can still tell when its scan is not running in this process. */
export function storedState(row: JobRow | undefined): ScanState {
  const progress = row ? progressOf(row) : {};
  return {
    tasks: [],
    failedTasks: progress.failedTasks ?? [],
    mainLogs: progress.mainLogs ?? [],
    results: progress.results ?? [],
  };
}
