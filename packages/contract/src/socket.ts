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
  connected: "成功登录管理后台.",
  noToken: "No auth token",
  adminOnly: "只有管理员能登录管理后台.",
  badToken: "Token invalid",
} as const;

/** Our addition to the kikoeru events: counts only, throttled like the others; old pages ignore it. */
export const SCAN_PROGRESS_EVENT = "SCAN_PROGRESS";
