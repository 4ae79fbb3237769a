import { type AdminConfig, SCAN_PROGRESS_EVENT, type ScanKind } from "@kikoeru/contract";
import type { DataPaths } from "../../config/data-dir.ts";
import { type DatabaseTarget, openDatabase } from "../../db/database.ts";
import { RunningJob } from "../../jobs/job-lock.ts";
import { type JobRow, JobsRepo } from "../../jobs/jobs.repo.ts";
import { LibraryRepo } from "../../library/library.repo.ts";
import { ScanReporter } from "../../library/scan-reporter.ts";
import { executeRun } from "./scan-run.ts";

/** What the server hands the scan process. */
export interface ScanWorkerInput {
  kind: ScanKind;
  settings: AdminConfig;
  paths: DataPaths;
  target: DatabaseTarget;
  job: JobRow;
  ca?: readonly string[];
}

/** Messages from the scan process: socket events, log lines, and the end (sent before the closing events). */
export type ScanWorkerMessage =
  | { type: "event"; event: string; payload: unknown }
  | { type: "log"; level: "info" | "warn" | "error" | "debug"; message: string }
  | { type: "end"; ok: boolean };

/**
 * The scan process (forked, at a lower CPU priority): its own database connection, the whole scan, its job
 * row. The server only relays its messages, so requests are served while a scan parses files and writes
 * rows. The first message is the input; "abort" kills the scan.
 */
const pending = new Set<Promise<void>>();
const send = (message: ScanWorkerMessage) => {
  const sent = new Promise<void>((resolve) =>
    process.send ? process.send(message, () => resolve()) : resolve(),
  );
  pending.add(sent);
  void sent.then(() => pending.delete(sent));
};
const abort = new AbortController();
// Ctrl-C reaches the whole process group: the parent answers it by sending "abort", so the scan ends cleanly.
process.on("SIGINT", () => undefined);
const input = await new Promise<ScanWorkerInput>((resolve) => {
  process.on("message", (message: ScanWorkerInput | "abort") => {
    if (message === "abort") abort.abort();
    else resolve(message);
  });
});

const database = openDatabase(input.target);
try {
  const job = new RunningJob(input.job, new JobsRepo(database.db));
  const reporter: ScanReporter = new ScanReporter(
    input.kind,
    (event, payload) => {
      send({ type: "event", event, payload });
      // The job row follows the counts (throttled there too), so another process can show this scan.
      if (event === SCAN_PROGRESS_EVENT) job.progress(reporter.persisted());
    },
    (level, message) => send({ type: "log", level, message }),
  );
  await executeRun(
    {
      kind: input.kind,
      settings: input.settings,
      paths: input.paths,
      repo: new LibraryRepo(database.db),
      reporter,
      job,
      signal: abort.signal,
      ...(input.ca ? { ca: input.ca } : {}),
    },
    (ok) => send({ type: "end", ok }),
  );
} finally {
  await database.close();
  await Promise.all(pending);
  process.disconnect?.();
}
