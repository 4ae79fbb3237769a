import type {
  ScanCounts,
  ScanEstimate,
  ScanLog,
  ScannerStatus,
  ScanResult,
  ScanState,
  ScanTask,
} from "@kikoeru/contract";
import type { ServerLine } from "./server-text.ts";

export type ScanPhase = "idle" | "running" | "finished" | "error";
export type Connection = "connecting" | "connected" | "failed";

export interface ScannerView extends ScanState {
  phase: ScanPhase;
  connection: Connection;
  counts: ScanCounts | null;
  /** Time spent and left, from the latest SCAN_PROGRESS of a scan this server runs. */
  estimate: ScanEstimate | null;
  /** The closing message of the last scan (SCAN_FINISHED), in Chinese. */
  message: string | null;
  /** Its catalog key and params when the server sent them, so the page can say it in its own language. */
  messageKey: Omit<ServerLine, "message"> | null;
}

export type ScanAction =
  | { type: "connected" }
  | { type: "connectFailed" }
  | { type: "status"; status: ScannerStatus }
  | { type: "initState"; state: ScanState }
  | { type: "started" }
  | { type: "tasks"; tasks: ScanTask[] }
  | { type: "failedTasks"; failedTasks: ScanTask[] }
  | { type: "mainLogs"; mainLogs: ScanLog[] }
  | { type: "results"; results: ScanResult[] }
  | { type: "progress"; counts: ScanCounts; estimate: ScanEstimate | null }
  | ({ type: "finished" } & ServerLine)
  | { type: "error" };

export const initialScannerView: ScannerView = {
  phase: "idle",
  connection: "connecting",
  counts: null,
  estimate: null,
  message: null,
  messageKey: null,
  tasks: [],
  failedTasks: [],
  mainLogs: [],
  results: [],
};

/**
 * The scanner page's state, fed by the socket events of reference §4.9 (each carries its whole array) and
 * by GET /api/scanner/status when the page opens, so a page opened mid-scan shows the running scan.
 */
export function scanReducer(view: ScannerView, action: ScanAction): ScannerView {
  switch (action.type) {
    case "connected":
      return { ...view, connection: "connected" };
    case "connectFailed":
      return { ...view, connection: "failed" };
    case "status": {
      const { status } = action;
      // A socket event may already have said more than this snapshot; never go back from it.
      if (view.phase !== "idle" && !status.running) return view;
      const job = status.job;
      const phase: ScanPhase = status.running
        ? "running"
        : job?.state === "finished"
          ? "finished"
          : job?.state === "failed"
            ? "error"
            : "idle";
      return {
        ...view,
        ...status.state,
        phase,
        counts: job?.counts ?? null,
        message: status.running ? null : (job?.message ?? job?.error ?? null),
        messageKey: null,
      };
    }
    case "initState":
      return { ...view, ...action.state, phase: "running", message: null, messageKey: null };
    case "started":
      return { ...initialScannerView, connection: view.connection, phase: "running" };
    case "tasks":
      return { ...view, tasks: action.tasks };
    case "failedTasks":
      return { ...view, failedTasks: action.failedTasks };
    case "mainLogs":
      return { ...view, mainLogs: action.mainLogs };
    case "results":
      return { ...view, results: action.results };
    case "progress":
      return {
        ...view,
        counts: action.counts,
        estimate: action.estimate,
        phase: view.phase === "idle" ? "running" : view.phase,
      };
    case "finished":
      return {
        ...view,
        phase: "finished",
        message: action.message,
        messageKey: { key: action.key, params: action.params },
        tasks: [],
      };
    case "error":
      return { ...view, phase: "error", tasks: [] };
  }
}

/** How far the scan is, 0–100, or null while the total is not known yet. */
export function percentDone(counts: ScanCounts | null): number | null {
  if (!counts || counts.total <= 0) return null;
  return Math.min(100, Math.round((counts.processed / counts.total) * 100));
}

/** kikoeru's rjcode is the digits of an RJ code and the whole code for other prefixes. */
export function workCode(rjcode: string): string {
  return /^\d+$/.test(rjcode) ? `RJ${rjcode}` : rjcode;
}

/** Log lines have no identity of their own and only ever grow at the end, so their position is their id. */
export function numbered<T>(lines: readonly T[]): (T & { line: number })[] {
  return lines.map((item, line) => ({ ...item, line }));
}
