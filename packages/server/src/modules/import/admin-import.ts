import path from "node:path";
import {
  type ImportJob,
  type ImportPhase,
  type ImportPlan,
  type ImportRequest,
  type ImportStatus,
  type ImportSummary,
  message,
} from "@kikoeru/contract";
import { coversDirOf, type DataPaths } from "../../config/data-dir.ts";
import { loadSecrets } from "../../config/secrets.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { errors } from "../../http/errors.ts";
import { JobLocks, RunningJob } from "../../jobs/job-lock.ts";
import { type JobRow, JobsRepo } from "../../jobs/jobs.repo.ts";
import { LibraryRepo } from "../../library/library.repo.ts";
import { TracksRepo } from "../tracks/index.ts";
import { ImportRepo } from "./import.repo.ts";
import { type ImportOptions, ImportService } from "./import.service.ts";
import { IMPORT_KINDS } from "./import-report.ts";
import { summarize, writeReportFile } from "./import-summary.ts";
import { ImportUploads, type UploadPart } from "./import-uploads.ts";
import { readKikoeruConfig } from "./kikoeru-config.ts";
import { KikoeruSource, SourceError } from "./kikoeru-source.repo.ts";

const LOCK_KEY = "import";
const JOB_KIND = "import.run";
/** The scanner's lock: an import writes works and scans their folders, so it never runs beside a scan. */
const SCANNER_LOCK_KEY = "scanner";

export interface AdminImportDeps {
  config: ConfigStore;
  database: Database;
  paths: DataPaths;
  log: (level: "info" | "warn" | "error", line: string) => void;
}

/** What the job row's `progress` holds. */
interface StoredProgress {
  phase?: ImportPhase;
  summary?: ImportSummary;
  reportFile?: string;
}

/**
 * The admin page's import (issue #16): a plan (the dry run) from server-side paths or an upload, then the
 * import as a job in the `jobs` table (one at a time, never beside a scan), its phase as progress and its
 * summary and report file at the end. The import itself is ImportService, as `npm run import` runs it.
 */
export class AdminImport {
  private readonly jobs: JobsRepo;
  private readonly locks: JobLocks;
  private readonly uploads: ImportUploads;
  private running: { upload: string | null; done: Promise<void> } | null = null;

  constructor(private readonly deps: AdminImportDeps) {
    this.jobs = new JobsRepo(deps.database.db);
    this.locks = new JobLocks(this.jobs, message("import.jobInterrupted"), [JOB_KIND]);
    this.uploads = new ImportUploads(path.join(deps.paths.cacheDir, "import-uploads"));
  }

  /** Fails imports a stopped server left running and removes its uploads (call at start). */
  async recover(): Promise<void> {
    await this.locks.failInterrupted();
    await this.uploads.clear();
  }

  upload(parts: AsyncIterable<UploadPart>): Promise<string> {
    return this.uploads.save(parts, this.running?.upload ?? null);
  }

  /** The dry run: kikoeru's root aliases, and the plan or the sentence that refuses it (an unmapped alias). */
  async plan(request: ImportRequest): Promise<ImportPlan> {
    const options = await this.options(request, true);
    const roots = this.deps.config.get().rootFolders.filter((r) => !r.inactive);
    const paths = new Map(this.readConfig(options.config).rootFolders.map((r) => [r.name, r.path]));
    const aliases = this.aliases(options.db).map((alias) => ({
      alias,
      kikoeruPath: paths.get(alias) ?? null,
    }));
    const base = { aliases, roots: roots.map((r) => r.name) };
    try {
      return { ...base, refusal: null, summary: summarize(await (await this.service()).run(options)) };
    } catch (error) {
      if (error instanceof SourceError) return { ...base, refusal: error.message, summary: null };
      throw error;
    }
  }

  /** Starts the import as a job; refused while a scan or another import runs. */
  async run(request: ImportRequest): Promise<ImportJob> {
    const options = await this.options(request, false);
    this.readConfig(options.config);
    this.aliases(options.db);
    const scan = await this.jobs.holder(SCANNER_LOCK_KEY);
    if (scan) {
      const since = scan.started_at ? new Date(scan.started_at).toLocaleString() : message("cli.unknownTime");
      throw errors.importScanBusy(scan.id, since);
    }
    const acquired = await this.locks.acquire(LOCK_KEY, JOB_KIND);
    if ("holder" in acquired) throw errors.importBusy(acquired.holder.id);
    const onLost = () => this.deps.log("warn", message("import.jobInterrupted"));
    const job = await RunningJob.claim(acquired.row, this.jobs, onLost);
    if (!job) throw errors.importBusy(acquired.row.id);
    const upload = request.upload ?? null;
    const done = this.execute(job, options, upload).catch((error: Error) =>
      this.deps.log("error", error.message),
    );
    this.running = { upload, done };
    return present(acquired.row);
  }

  async status(): Promise<ImportStatus> {
    const row = await this.jobs.latest([JOB_KIND]);
    return { running: row?.state === "running", job: row ? present(row) : null };
  }

  /** Waits for the import this process runs (tests, shutdown). */
  async idle(): Promise<void> {
    await this.running?.done;
  }

  private async execute(job: RunningJob, options: ImportOptions, upload: string | null): Promise<void> {
    let outcome: { error: string | null; progress: StoredProgress };
    try {
      const report = await (await this.service()).run({
        ...options,
        onProgress: (phase) => job.progress({ phase }),
      });
      const reportFile = await writeReportFile(this.deps.paths.root, report);
      outcome = { error: null, progress: { phase: "done", summary: summarize(report), reportFile } };
    } catch (error) {
      this.deps.log("error", (error as Error).message);
      outcome = { error: (error as Error).message, progress: { phase: "done" } };
    }
    // The upload goes before the job ends, so a finished job never leaves its files behind.
    if (upload) await this.uploads.remove(upload);
    this.running = null;
    await job.finish(outcome.error ? "failed" : "finished", outcome.error, outcome.progress);
  }

  /** The service, with the settings and secrets as they are now (a `map-root` may have added a root). */
  private async service(): Promise<ImportService> {
    const { config, database, paths } = this.deps;
    const settings = config.get();
    return new ImportService({
      repo: new ImportRepo(database.db),
      library: new LibraryRepo(database.db),
      tracks: new TracksRepo(database.db),
      settings,
      paths,
      coversDir: coversDirOf(settings, paths),
      secrets: await loadSecrets(paths.secretsFile, {}),
      addRoots: async (roots) => {
        await config.update({ rootFolders: [...config.get().rootFolders, ...roots] });
      },
      log: this.deps.log,
    });
  }

  /** The request as the service's options: an upload's files, or absolute server paths; all kinds. */
  private async options(request: ImportRequest, dryRun: boolean): Promise<ImportOptions> {
    const files = request.upload
      ? await this.uploads.files(request.upload)
      : { db: serverPath("db", request.db), config: serverPath("config", request.config) };
    const mapRoot = new Map<string, string>();
    const names = new Set(this.deps.config.get().rootFolders.map((r) => r.name));
    for (const [alias, target] of Object.entries(request.mapRoot ?? {})) {
      mapRoot.set(alias, names.has(target) ? target : serverPath(`mapRoot.${alias}`, target));
    }
    return {
      ...files,
      covers: request.covers ? serverPath("covers", request.covers) : undefined,
      lyrics: request.lyrics ? serverPath("lyrics", request.lyrics) : undefined,
      mapRoot,
      only: new Set(IMPORT_KINDS),
      dryRun,
    };
  }

  private readConfig(file: string) {
    try {
      return readKikoeruConfig(file);
    } catch (error) {
      if (error instanceof SourceError) throw errors.importSourceInvalid(error.message);
      throw error;
    }
  }

  /** kikoeru's root aliases its works use; a database that cannot be read is refused, naming it. */
  private aliases(db: string): string[] {
    let source: KikoeruSource;
    try {
      source = KikoeruSource.open(db);
    } catch (error) {
      if (error instanceof SourceError) throw errors.importSourceInvalid(error.message);
      throw error;
    }
    try {
      return source.aliases();
    } finally {
      source.close();
    }
  }
}

/** An absolute path without NUL, normalized; anything else is refused naming the field. */
function serverPath(field: string, value: string | undefined): string {
  if (value === undefined) throw errors.importNoSource();
  if (!path.isAbsolute(value) || value.includes("\0")) throw errors.importPathInvalid(field, value);
  return path.resolve(value);
}

function present(row: JobRow): ImportJob {
  let progress: StoredProgress = {};
  try {
    progress = JSON.parse(row.progress) as StoredProgress;
  } catch {
    progress = {};
  }
  return {
    id: row.id,
    state: row.state,
    phase: progress.phase ?? "prepare",
    error: row.error,
    summary: progress.summary ?? null,
    reportFile: progress.reportFile ?? null,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}
