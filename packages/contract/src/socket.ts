import { message } from "./messages/index.ts";

/** socket.io event names of the scanner channel (reference §4.9); old admin pages use them verbatim. */
export const ClientEvents = {
  onScannerPage: "ON_SCANNER_PAGE",
  performScan: "PERFORM_SCAN",
  performLyricScan: "PERFORM_LYRIC_SCAN",
  performUpdate: "PERFORM_UPDATE",
  killScanProcess: "KILL_SCAN_PROCESS",
} as const;

export const ServerEvents = {
  success: "success",
  scanInitState: "SCAN_INIT_STATE",
  scanTasks: "SCAN_TASKS",
  scanMainLogs: "SCAN_MAIN_LOGS",
  scanResults: "SCAN_RESULTS",
  scanFailedTasks: "SCAN_FAILED_TASKS",
  scanFinished: "SCAN_FINISHED",
  scanError: "SCAN_ERROR",
} as const;

export const socketMessages = {
  connected: message("socket.connected"),
  noToken: message("socket.noToken"),
  adminOnly: message("socket.adminOnly"),
  badToken: message("socket.badToken"),
} as const;

/** Our addition to the kikoeru events: counts only, throttled like the others; old pages ignore it. */
export const SCAN_PROGRESS_EVENT = "SCAN_PROGRESS";
