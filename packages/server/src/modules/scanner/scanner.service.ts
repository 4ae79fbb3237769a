import {
  type FailedWork,
  message,
  parseWorkIdParam,
  type ScanJob,
  type ScanKind,
  type ScanLog,
  type ScannerStatus,
  type ScanState,
  ServerEvents,
  scannerMessages,
} from "@kikoeru/contract";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { errors } from "../../http/errors.ts";
import { JobLocks } from "../../jobs/job-lock.ts";
import { type JobRow, JobsRepo } from "../../jobs/jobs.repo.ts";
import { rescanWorkFiles, WorkFolderMissingError } from "../../library/file-scan.ts";
import { parseImportantOption } from "../../library/important.ts";
import { LibraryRepo } from "../../library/library.repo.ts";
import { Limiter } from "../../library/pool.ts";
import { DURATION_READERS } from "../../library/scan-context.ts";
import type { Emit, LogSink } from "../../library/scan-reporter.ts";
import type { FileTimes, WorkMemo } from "../../library/work-summary.ts";
import { FailedWorksRepo } from "./failed-works.repo.ts";
import { listFailedWorks, retryWorkMetadata } from "./failed-works.ts";
import { ScanProcess } from "./scan-process.ts";
import { jobKindOf, presentJob, SCANNER_JOB_KINDS, storedState } from "./scanner.presenter.ts";

const LOCK_KEY = "scanner";
/** The admin import's lock: it writes works and scans their folders, so no scan runs beside it. */
const IMPORT_LOCK_KEY = "import";

export interface ScannerDeps {
  database: Database;
  config: ConfigStore;
  paths: DataPaths;
  /** Where main logs and failures go besides the socket (the server log, or the terminal). */
  log: LogSink;
  /** Extra trusted certificates for outbound HTTPS (tests). */
  ca?: readonly string[];
}

interface CurrentRun {
  kind: ScanKind;
  scan: ScanProcess;
  row: JobRow;
}

/** A scan not started names the running scan, or the import (`importJob`) that keeps scans waiting. */
export type StartResult =
  | { started: true; job: ScanJob }
  | { started: false; job: ScanJob | null; importJob?: number };

/**
 * One scan at a time, in this process or any other sharing the database (the lock is the job row). Runs
 * the full scan, the metadata update and the file scan as persisted jobs, and the per-work file rescan.
 */
export class ScannerService {
  private readonly repo: LibraryRepo;
  private readonly jobs: JobsRepo;
  private readonly failed: FailedWorksRepo;
  private readonly locks: JobLocks;
  private readonly listeners = new Set<Emit>();
  private current: CurrentRun | null = null;
  /** Users with a per-work rescan under way. */
  private readonly rescanning = new Set<string>();
  private starting = false;

  constructor(private readonly deps: ScannerDeps) {
    this.repo = new LibraryRepo(deps.database.db);
    this.jobs = new JobsRepo(deps.database.db);
    this.failed = new FailedWorksRepo(deps.database.db);
    this.locks = new JobLocks(this.jobs, scannerMessages.interrupted, SCANNER_JOB_KINDS);
  }

  /** Marks jobs left running by a process that is gone as failed; call once at start. */
  recoverInterrupted(): Promise<number> {
    return this.locks.failInterrupted();
  }

  /** Receives every scanner event (name, payload) of scans run by this process. */
  onEvent(listener: Emit): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts a scan; `only` limits a full scan to those folders and what lies below them (the watcher's). */
  async start(kind: ScanKind, only?: string[]): Promise<StartResult> {
    if (this.current || this.starting) return { started: false, job: await this.latestJob() };
    this.starting = true;
    try {
      const importing = await this.jobs.holder(IMPORT_LOCK_KEY);
      if (importing) return { started: false, job: null, importJob: importing.id };
      const acquired = await this.locks.acquire(LOCK_KEY, jobKindOf(kind));
      if ("holder" in acquired) return { started: false, job: presentJob(acquired.holder) };
      const { row } = acquired;
      const scan = new ScanProcess(
        {
          kind,
          settings: this.deps.config.get(),
          paths: this.deps.paths,
          target: this.deps.database.target,
          job: row,
          ...(this.deps.ca ? { ca: this.deps.ca } : {}),
          ...(only ? { only } : {}),
        },
        {
          emit: (event, payload) => this.emit(event, payload),
          log: this.deps.log,
          onEnd: () => {
            this.current = null;
          },
          onCrash: async (error) => {
            await this.jobs.finish(row.id, "failed", error.message);
            this.deps.log("error", message("scanner.failed", { reason: error.message }));
            this.emit(ServerEvents.scanError);
          },
        },
      );
      const run: CurrentRun = { kind, scan, row };
      this.current = run;
      return { started: true, job: presentJob(row) };
    } finally {
      this.starting = false;
    }
  }

  /** Waits for the scan this process runs, if any; true when it finished, false when it failed or was killed. */
  async waitForRun(): Promise<boolean> {
    return this.current ? this.current.scan.done : true;
  }

  /** Stops the scan this process runs; safe (and false) when none runs. */
  kill(): boolean {
    if (!this.current) return false;
    this.current.scan.kill();
    return true;
  }

  /** The live state for SCAN_INIT_STATE: of this process's scan, or of a scan another process runs. */
  async liveState(): Promise<ScanState | null> {
    if (this.current) return this.current.scan.snapshot();
    const holder = await this.jobs.holder(LOCK_KEY);
    return holder ? storedState(holder) : null;
  }

  async status(): Promise<ScannerStatus> {
    const current = this.current;
    if (current) {
      const row = (await this.latestJob(current.row.id)) ?? presentJob(current.row);
      return {
        running: true,
        job: { ...row, counts: { ...current.scan.counts } },
        state: current.scan.snapshot(),
      };
    }
    const row = await this.jobs.latest(SCANNER_JOB_KINDS);
    return { running: row?.state === "running", job: row ? presentJob(row) : null, state: storedState(row) };
  }

  /**
   * POST /api/work/scan/{id}: re-reads one work's files and returns its memo with kikoeru's per-file
   * durations and times. Any signed-in user may ask (as in kikoeru), one work at a time each: a rescan reads
   * every file of a work, so one user cannot pile them up.
   */
  async rescanWork(idParam: string, user: string): Promise<WorkMemo & FileTimes> {
    const id = parseWorkIdParam(idParam);
    if (id === null) throw errors.scanWorkIdInvalid();
    if (this.rescanning.has(user)) throw errors.workScanBusy();
    this.rescanning.add(user);
    try {
      return await this.rescanFiles(id);
    } finally {
      this.rescanning.delete(user);
    }
  }

  /** Re-reads one work's files (rows, lyric flag, memo) for the server itself, without the per-user limit. */
  async rescanFiles(id: number): Promise<WorkMemo & FileTimes> {
    const work = await this.repo.find(id);
    if (!work) throw errors.scanWorkNotFound();
    const settings = this.deps.config.get();
    try {
      const { memo, times } = await rescanWorkFiles(
        {
          repo: this.repo,
          settings,
          durations: new Limiter(DURATION_READERS),
          rule: parseImportantOption(settings.importantWorkTreeOption),
        },
        work,
      );
      return { ...memo, ...times };
    } catch (error) {
      if (error instanceof WorkFolderMissingError) throw errors.workFolderMissing();
      throw error;
    }
  }

  /** GET /api/scanner/failed-works: present works whose metadata could not be fetched, with the reason. */
  failedWorks(): Promise<{ total: number; works: FailedWork[] }> {
    return listFailedWorks(this.failed);
  }

  /**
   * POST /api/scanner/failed-works/{id}/retry: fetches one work's metadata and cover again now. Refused while
   * a scan runs (it may be processing the same work) and while the same administrator's last retry runs.
   */
  async retryWork(idParam: string, user: string): Promise<{ fixed: boolean; reason: ScanLog | null }> {
    const id = parseWorkIdParam(idParam);
    if (id === null) throw errors.scanWorkIdInvalid();
    if (this.current || this.starting) throw errors.scanBusy(await this.latestJob());
    const work = await this.repo.find(id);
    if (!work || work.missing_since !== null) throw errors.scanWorkNotFound();
    if (this.rescanning.has(user)) throw errors.workScanBusy();
    this.rescanning.add(user);
    try {
      const reason = await retryWorkMetadata({ ...this.deps, repo: this.repo }, work);
      return { fixed: reason === null, reason };
    } finally {
      this.rescanning.delete(user);
    }
  }

  /** Stops a running scan and waits for it to record its end (server shutdown). */
  async close(): Promise<void> {
    const run = this.current;
    if (!run) return;
    run.scan.kill();
    await run.scan.done;
  }

  private async latestJob(id?: number): Promise<ScanJob | null> {
    const row = id === undefined ? await this.jobs.latest(SCANNER_JOB_KINDS) : await this.jobs.byId(id);
    return row ? presentJob(row) : null;
  }

  private emit(event: string, payload?: unknown): void {
    for (const listener of this.listeners) listener(event, payload);
  }
}
