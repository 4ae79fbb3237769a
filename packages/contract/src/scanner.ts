import { z } from "zod";
import { message, said } from "./messages/index.ts";
import { libraryWatchSchema } from "./watch.ts";

/**
 * The scanner's payloads (reference §4.9, spec 2 §3): the socket.io events carry these exact shapes, and the
 * HTTP status route returns the same state, so the old admin page, our web app and scripts read one thing.
 */
export const SCAN_KINDS = ["scan", "update", "lyric-scan"] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

/**
 * One log line. `key` and `params` (our addition) name the catalog sentence, so a page can show it in the
 * interface language; `message` is its Chinese text, what old admin pages show.
 */
export const scanLogSchema = z.object({
  level: z.enum(["info", "warn", "error", "debug"]),
  message: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type ScanLog = z.infer<typeof scanLogSchema>;

/** A work being processed (`result` null) or one that failed (`result` "failed"), with its log lines. */
export const scanTaskSchema = z.object({
  rjcode: z.string(),
  result: z.enum(["failed"]).nullable(),
  logs: z.array(scanLogSchema),
});
export type ScanTask = z.infer<typeof scanTaskSchema>;

/** One finished work; `count` is the running total of works with that result. */
export const scanResultSchema = z.object({
  rjcode: z.string(),
  result: z.enum(["added", "updated", "failed"]),
  count: z.number(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

export const scanStateSchema = z.object({
  tasks: z.array(scanTaskSchema),
  failedTasks: z.array(scanTaskSchema),
  mainLogs: z.array(scanLogSchema),
  results: z.array(scanResultSchema),
});
export type ScanState = z.infer<typeof scanStateSchema>;

export const scanCountsSchema = z.object({
  total: z.number(),
  processed: z.number(),
  added: z.number(),
  updated: z.number(),
  skipped: z.number(),
  failed: z.number(),
  missing: z.number(),
});
export type ScanCounts = z.infer<typeof scanCountsSchema>;

/**
 * How long the works have been processed and how long the rest should take at the recent pace: null until
 * a few works are done (our addition, only in SCAN_PROGRESS from the server that runs the scan).
 */
export const scanEstimateSchema = z.object({ elapsedMs: z.number(), remainingMs: z.number().nullable() });
export type ScanEstimate = z.infer<typeof scanEstimateSchema>;

/** The `SCAN_PROGRESS` payload; `estimate` once the works are known (total > 0). */
export const scanProgressSchema = z.object({
  kind: z.enum(SCAN_KINDS),
  counts: scanCountsSchema,
  estimate: scanEstimateSchema.optional(),
});
export type ScanProgress = z.infer<typeof scanProgressSchema>;

export const scanJobSchema = z.object({
  id: z.number(),
  kind: z.enum(SCAN_KINDS),
  state: z.enum(["queued", "running", "finished", "failed"]),
  error: z.string().nullable(),
  message: z.string().nullable(),
  counts: scanCountsSchema,
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
});
export type ScanJob = z.infer<typeof scanJobSchema>;

/** GET /api/scanner/status: the latest scanner job and, while it runs, its live state. */
export const scannerStatusSchema = z.object({
  running: z.boolean(),
  job: scanJobSchema.nullable(),
  state: scanStateSchema,
  /** Our addition: the root folder watcher (absent from servers without one). */
  watch: libraryWatchSchema.optional(),
});
export type ScannerStatus = z.infer<typeof scannerStatusSchema>;

export const scanStartedSchema = z.object({ message: z.string(), job: scanJobSchema });

/** A present work without metadata (its fetch failed), with its failure line from the latest scan that has one. */
export const failedWorkSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** `<root folder name>/<folder inside it>`. */
  folder: z.string(),
  reason: scanLogSchema.nullable(),
});
export type FailedWork = z.infer<typeof failedWorkSchema>;
/** GET /api/scanner/failed-works: the first `works` of `total`, lowest id first. */
export const failedWorksSchema = z.object({ total: z.number(), works: z.array(failedWorkSchema) });
/** POST /api/scanner/failed-works/{id}/retry: whether the work now has metadata, else why not. */
export const failedWorkRetrySchema = z.object({ fixed: z.boolean(), reason: scanLogSchema.nullable() });
export const scanKilledSchema = z.object({ killed: z.boolean(), message: z.string() });

/** POST /api/work/scan/{id} answers with the work's new memo (kikoeru reloads the page when it is present). */
export const workMemoSchema = z.looseObject({
  totalDuration: z.number(),
  isContainLyric: z.boolean(),
  importantPath: z.string().nullable().optional(),
  /** kikoeru's: seconds of each audio file whose duration is known, by its path in the work. */
  duration: z.record(z.string(), z.number()),
  /** kikoeru's: each audio file's modification time in ms, by its path in the work. */
  mtime: z.record(z.string(), z.number()),
});
export type WorkMemo = z.infer<typeof workMemoSchema>;
export const workScanResponseSchema = z.object({ memo: workMemoSchema });

const STARTED = {
  scan: "scanner.startedScan",
  update: "scanner.startedUpdate",
  "lyric-scan": "scanner.startedLyricScan",
} as const;

export const scannerMessages = {
  started: (kind: ScanKind) => said(STARTED[kind]),
  busy: message("scanner.busy"),
  killed: message("scanner.killed"),
  nothingToKill: message("scanner.nothingToKill"),
  killLog: message("scanner.killLog"),
  interrupted: message("scanner.interrupted"),
  orphaned: message("scanner.orphaned"),
  lockLost: message("scanner.lockLost"),
} as const;
