import { type ChildProcess, fork } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import {
  message,
  SCAN_PROGRESS_EVENT,
  type ScanCounts,
  type ScanProgress,
  type ScanState,
  ServerEvents,
} from "@kikoeru/contract";
import type { Emit, LogSink } from "../../library/scan-reporter.ts";
import { ScanEstimator } from "./scan-estimate.ts";
import type { ScanWorkerInput, ScanWorkerMessage } from "./scan-worker.ts";
import { ZERO_COUNTS } from "./scanner.presenter.ts";

/** From source (tests, tsx) the scan process runs the .ts entry through tsx; in the bundle it is dist/scan-worker.js. */
const FROM_SOURCE = import.meta.url.endsWith(".ts");
const ENTRY = fileURLToPath(new URL(FROM_SOURCE ? "./scan-worker.ts" : "./scan-worker.js", import.meta.url));
/** Nice value of the scan process: the server keeps the CPU whenever it has requests to answer. */
const SCAN_NICENESS = 10;
/**
 * V8 limits of the scan process: a small young generation makes V8 collect before the heap grows (a
 * 10,000-work scan peaks near 125 MB of memory: bench `limits`), and the old generation is capped with
 * room for far larger libraries. A scan past the cap ends with "heap out of memory": the job is failed,
 * the server is untouched.
 */
const SCAN_HEAP_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=2"];

export interface ScanProcessHandlers {
  emit: Emit;
  log: LogSink;
  /** The scan recorded its end (job row written); called before its closing events are relayed. */
  onEnd(): void;
  /** The process died without recording an end; the job must be failed here. */
  onCrash(error: Error): Promise<void>;
}

/**
 * One scan running in a child process, seen from the server: relays its events, keeps the last state they
 * carried (every event holds a whole array, so the last of each is the state), and can kill it.
 */
export class ScanProcess {
  readonly done: Promise<boolean>;
  counts: ScanCounts = { ...ZERO_COUNTS };
  private readonly state: ScanState = { tasks: [], failedTasks: [], mainLogs: [], results: [] };
  private readonly child: ChildProcess;
  private readonly estimator = new ScanEstimator();

  constructor(input: ScanWorkerInput, handlers: ScanProcessHandlers) {
    this.child = fork(ENTRY, [], {
      execArgv: [...(FROM_SOURCE ? ["--import", "tsx"] : []), ...SCAN_HEAP_FLAGS],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    if (this.child.pid) {
      try {
        os.setPriority(this.child.pid, SCAN_NICENESS);
      } catch {
        // Lowering a priority is always allowed on Linux; elsewhere the scan just runs at normal priority.
      }
    }
    this.child.send(input);
    let ended: boolean | null = null;
    let failure: Error | null = null;
    this.child.on("message", (sent: ScanWorkerMessage) => {
      if (sent.type === "log") handlers.log(sent.level, sent.message);
      else if (sent.type === "end") {
        ended = sent.ok;
        handlers.onEnd();
      } else {
        const payload = sent.event === SCAN_PROGRESS_EVENT ? this.estimated(sent.payload) : sent.payload;
        this.mirror(sent.event, payload);
        handlers.emit(sent.event, payload);
      }
    });
    this.child.on("error", (error) => {
      failure = error;
    });
    this.done = new Promise((resolve) => {
      this.child.once("exit", (code, signal) => {
        if (ended !== null) return resolve(ended);
        handlers.onEnd();
        const how = signal ?? message("scanner.exitCode", { code: String(code) });
        const error = failure ?? new Error(message("scanner.processExited", { how }));
        void handlers.onCrash(error).finally(() => resolve(false));
      });
    });
  }

  snapshot(): ScanState {
    return {
      tasks: [...this.state.tasks],
      failedTasks: [...this.state.failedTasks],
      mainLogs: [...this.state.mainLogs],
      results: [...this.state.results],
    };
  }

  kill(): void {
    if (this.child.connected) this.child.send("abort");
  }

  /** SCAN_PROGRESS with the time left beside the counts, timed here where the events arrive. */
  private estimated(payload: unknown): ScanProgress {
    const progress = payload as ScanProgress;
    const estimate = this.estimator.update(progress.counts);
    return estimate ? { ...progress, estimate } : progress;
  }

  private mirror(event: string, payload: unknown): void {
    const data = payload as Partial<ScanState> & { counts?: ScanCounts };
    if (event === ServerEvents.scanTasks && data.tasks) this.state.tasks = data.tasks;
    else if (event === ServerEvents.scanFailedTasks && data.failedTasks)
      this.state.failedTasks = data.failedTasks;
    else if (event === ServerEvents.scanMainLogs && data.mainLogs) this.state.mainLogs = data.mainLogs;
    else if (event === ServerEvents.scanResults && data.results) this.state.results = data.results;
    else if (event === SCAN_PROGRESS_EVENT && data.counts) this.counts = data.counts;
  }
}
