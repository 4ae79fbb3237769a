import {
  type AdminConfig,
  SCAN_PROGRESS_EVENT,
  type ScanKind,
  said,
  scannerMessages,
} from "@kikoeru/contract";
import type { DataPaths } from "../../config/data-dir.ts";
import { type DatabaseTarget, openDatabase } from "../../db/database.ts";
import { RunningJob } from "../../jobs/job-lock.ts";
import { type JobRow, JobsRepo } from "../../jobs/jobs.repo.ts";
import { LibraryRepo } from "../../library/library.repo.ts";
import { ScanReporter } from "../../library/scan-reporter.ts";
import { watchParent } from "./parent-watch.ts";
import { executeRun } from "./scan-run.ts";

/** What the server hands the scan process. */
export interface ScanWorkerInput {
  kind: ScanKind;
  settings: AdminConfig;
  paths: DataPaths;
  target: DatabaseTarget;
  job: JobRow;
  ca?: readonly string[];
  /** Limits a full scan to these folders (ScanContext.only). */
  only?: string[];
}

/** Messages from the scan process: socket events, log lines, and the end (sent before the closing events). */
export type ScanWorkerMessage =
  | { type: "event"; event: string; payload: unknown }
  | { type: "log"; level: "info" | "warn" | "error" | "debug"; message: string }
  | { type: "end"; ok: boolean };

/** After its parent is gone, the scan process gets this long to record its end before it exits anyway. */
const ORPHAN_EXIT_MS = 2000;

/**
 * The scan process (forked, at a lower CPU priority, with a capped heap): its own database connection, the
 * whole scan, its job row, which it claims as its own so the scan lock lives as long as this process. The
 * server only relays its messages, so requests are served while a scan parses files and writes rows. The
 * first message is the input; "abort" kills the scan; the parent's death stops it too.
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
watchParent(() => {
  abort.abort(scannerMessages.orphaned);
  // The scan stops at its next check and records its end; this bounds the wait if it is stuck in I/O.
  setTimeout(() => process.exit(1), ORPHAN_EXIT_MS).unref();
});
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
  let job: RunningJob | null = null;
  const reporter: ScanReporter = new ScanReporter(
    input.kind,
    (event, payload) => {
      send({ type: "event", event, payload });
      // The job row follows the counts (throttled there too), so another process can show this scan.
      if (event === SCAN_PROGRESS_EVENT) job?.progress(reporter.persisted());
    },
    (level, message) => send({ type: "log", level, message }),
  );
  job = await RunningJob.claim(input.job, new JobsRepo(database.db), () =>
    abort.abort(scannerMessages.lockLost),
  );
  if (job) {
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
        ...(input.only ? { only: input.only } : {}),
      },
      (ok) => send({ type: "end", ok }),
    );
  } else {
    reporter.main("error", said("scanner.lockLost"));
    send({ type: "end", ok: false });
    reporter.end("error");
  }
} finally {
  await database.close();
  await Promise.all(pending);
  if (process.connected) process.disconnect();
}
