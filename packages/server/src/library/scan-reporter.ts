import {
  codeOfWorkId,
  formatWorkCode,
  type MessageParam,
  type Said,
  SCAN_PROGRESS_EVENT,
  type ScanCounts,
  type ScanKind,
  type ScanLog,
  type ScanResult,
  type ScanState,
  type ScanTask,
  ServerEvents,
  said,
} from "@kikoeru/contract";

export type ScanOutcome = "added" | "updated" | "skipped" | "failed";
export type Emit = (event: string, payload?: unknown) => void;
export type LogSink = (level: ScanLog["level"], message: string) => void;

/** Events of one kind reach clients at most this often; the last state is always sent. */
export const EMIT_INTERVAL_MS = 250;
const MAX_MAIN_LOGS = 1000;
const MAX_RESULTS = 2000;

/** kikoeru's `rjcode`: the digits of an RJ code ("123456", "01234567"), the whole code for other prefixes. */
export function rjcodeOf(id: number): string {
  const code = formatWorkCode(id);
  return codeOfWorkId(id).prefix === "RJ" ? code.slice(2) : code;
}

/**
 * The live state of one scan (reference §4.9): in-flight tasks, failed tasks, main logs and results. Old
 * admin pages replace whole arrays on every event, so each event carries its whole array, but events are
 * throttled to EMIT_INTERVAL_MS and only the arrays that changed are sent.
 */
export class ScanReporter {
  readonly counts: ScanCounts = {
    total: 0,
    processed: 0,
    added: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    missing: 0,
  };
  private readonly tasks = new Map<number, ScanTask>();
  private readonly failedTasks: ScanTask[] = [];
  private readonly mainLogs: ScanLog[] = [];
  private readonly results: ScanResult[] = [];
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private lastFlush = 0;

  constructor(
    readonly kind: ScanKind,
    private readonly emit: Emit,
    private readonly sink: LogSink,
  ) {}

  /** A main log line: its Chinese text for old pages and the operator log, its key and params for ours. */
  main(level: ScanLog["level"], line: Said): void {
    this.mainLogs.push({ level, ...line });
    if (this.mainLogs.length > MAX_MAIN_LOGS) this.mainLogs.splice(0, this.mainLogs.length - MAX_MAIN_LOGS);
    this.sink(level, line.message);
    this.touch(ServerEvents.scanMainLogs);
  }

  /**
   * A line for the operator log only: the finish sentence, which clients get in SCAN_FINISHED alone, as kikoeru
   * sent it (its admin page appends it to the log it shows, so a main log line too showed it twice).
   */
  operatorLog(level: ScanLog["level"], line: Said): void {
    this.sink(level, line.message);
  }

  taskLog(id: number, level: ScanLog["level"], line: Said): void {
    let task = this.tasks.get(id);
    if (!task) {
      task = { rjcode: rjcodeOf(id), result: null, logs: [] };
      this.tasks.set(id, task);
    }
    task.logs.push({ level, ...line });
    this.touch(ServerEvents.scanTasks);
  }

  /** Ends a work's task; failures move to the failed list with `处理失败` and their cause. */
  done(id: number, outcome: ScanOutcome, reason?: MessageParam): void {
    const task = this.tasks.get(id) ?? { rjcode: rjcodeOf(id), result: null, logs: [] };
    this.tasks.delete(id);
    this.counts.processed++;
    this.counts[outcome]++;
    if (outcome === "failed") {
      const line = said("scan.taskFailed", { reason: reason ?? said("scan.unknownReason") });
      task.logs.push({ level: "error", ...line });
      this.failedTasks.push({ ...task, result: "failed" });
      this.sink("error", `[${formatWorkCode(id)}] ${line.message}`);
      this.touch(ServerEvents.scanFailedTasks);
    }
    if (outcome !== "skipped") {
      this.results.push({ rjcode: task.rjcode, result: outcome, count: this.counts[outcome] });
      if (this.results.length > MAX_RESULTS) this.results.splice(0, this.results.length - MAX_RESULTS);
      this.touch(ServerEvents.scanResults);
    }
    this.touch(ServerEvents.scanTasks);
  }

  progress(): void {
    this.touch(SCAN_PROGRESS_EVENT);
  }

  snapshot(): ScanState {
    return {
      tasks: [...this.tasks.values()],
      failedTasks: [...this.failedTasks],
      mainLogs: [...this.mainLogs],
      results: [...this.results],
    };
  }

  /**
   * A compact form for the job row: counts and the latest lines and results, so a status read after the scan
   * (or a restart) still shows what happened.
   */
  persisted(): unknown {
    return {
      counts: this.counts,
      mainLogs: this.mainLogs.slice(-100),
      failedTasks: this.failedTasks.slice(-200),
      results: this.results.slice(-200),
    };
  }

  /** Sends whatever changed, then the closing event (SCAN_FINISHED carries the finish sentence). */
  end(event: "finished" | "error", finish?: Said): void {
    this.flush();
    if (event === "finished") this.emit(ServerEvents.scanFinished, finish);
    else this.emit(ServerEvents.scanError);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lastFlush = Date.now();
    const state = this.snapshot();
    for (const event of [...this.dirty]) {
      this.dirty.delete(event);
      if (event === ServerEvents.scanMainLogs) this.emit(event, { mainLogs: state.mainLogs });
      else if (event === ServerEvents.scanTasks) this.emit(event, { tasks: state.tasks });
      else if (event === ServerEvents.scanFailedTasks) this.emit(event, { failedTasks: state.failedTasks });
      else if (event === ServerEvents.scanResults) this.emit(event, { results: state.results });
      else this.emit(event, { kind: this.kind, counts: { ...this.counts } });
    }
  }

  private touch(event: string): void {
    this.dirty.add(event);
    if (event !== SCAN_PROGRESS_EVENT) this.dirty.add(SCAN_PROGRESS_EVENT);
    if (this.timer) return;
    const wait = Math.max(0, EMIT_INTERVAL_MS - (Date.now() - this.lastFlush));
    this.timer = setTimeout(() => this.flush(), wait);
    this.timer.unref();
  }
}
