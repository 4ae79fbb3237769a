import { message, SCAN_PROGRESS_EVENT, type ScanKind, type ScanProgress } from "@kikoeru/contract";
import { ScannerService } from "../modules/scanner/scanner.service.ts";
import type { DataFolder } from "./data-folder.ts";

const LABELS: Record<string, string> = {
  info: message("cli.levelInfo"),
  warn: message("cli.levelWarn"),
  error: message("cli.levelError"),
  debug: message("cli.levelDebug"),
};

/**
 * Runs one scan of the data folder in this process, printing main logs and failures. Resolves to the exit
 * code: 0 finished, 1 failed or killed, 2 refused because another scan (e.g. the server's) holds the lock.
 */
export async function scanDataFolder(data: DataFolder, kind: ScanKind, print = console.log): Promise<number> {
  const scanner = new ScannerService({
    database: data.database,
    config: data.config,
    paths: data.paths,
    log: (level, line) => print(`[${LABELS[level] ?? level}] ${line}`),
  });
  await scanner.recoverInterrupted();
  if (data.config.get().rootFolders.length === 0) {
    print(message("cli.noRootFolders", { file: data.paths.configFile }));
  }
  let lastLine = 0;
  scanner.onEvent((event, payload) => {
    if (event !== SCAN_PROGRESS_EVENT || Date.now() - lastLine < 2000) return;
    const c = (payload as ScanProgress).counts;
    if (c.total === 0) return;
    lastLine = Date.now();
    print(message("cli.progress", { ...c }));
  });
  const result = await scanner.start(kind);
  if (!result.started) {
    const job = result.job;
    const since = job?.started_at ? new Date(job.started_at).toLocaleString() : message("cli.unknownTime");
    print(message("cli.scanBusy", { job: job?.id ?? "?", since }));
    return 2;
  }
  const interrupt = () => scanner.kill();
  process.once("SIGINT", interrupt);
  try {
    return (await scanner.waitForRun()) ? 0 : 1;
  } finally {
    process.off("SIGINT", interrupt);
  }
}
