import { SCAN_PROGRESS_EVENT, type ScanKind, type ScanProgress } from "@kikoeru/contract";
import { ScannerService } from "../modules/scanner/scanner.service.ts";
import type { DataFolder } from "./data-folder.ts";

const LABELS: Record<string, string> = { info: "信息", warn: "警告", error: "错误", debug: "调试" };

/**
 * Runs one scan of the data folder in this process, printing main logs and failures. Resolves to the exit
 * code: 0 finished, 1 failed or killed, 2 refused because another scan (e.g. the server's) holds the lock.
 */
export async function scanDataFolder(data: DataFolder, kind: ScanKind, print = console.log): Promise<number> {
  const scanner = new ScannerService({
    database: data.database,
    config: data.config,
    paths: data.paths,
    log: (level, message) => print(`[${LABELS[level] ?? level}] ${message}`),
  });
  await scanner.recoverInterrupted();
  if (data.config.get().rootFolders.length === 0) {
    print(
      `还没有配置根文件夹：请在 ${data.paths.configFile} 的 rootFolders 中添加，或在网页的音声库页面添加。`,
    );
  }
  let lastLine = 0;
  scanner.onEvent((event, payload) => {
    if (event !== SCAN_PROGRESS_EVENT || Date.now() - lastLine < 2000) return;
    const c = (payload as ScanProgress).counts;
    if (c.total === 0) return;
    lastLine = Date.now();
    print(
      `进度 ${c.processed}/${c.total}：新增 ${c.added}，更新 ${c.updated}，跳过 ${c.skipped}，失败 ${c.failed}`,
    );
  });
  const result = await scanner.start(kind);
  if (!result.started) {
    const job = result.job;
    const since = job?.started_at ? new Date(job.started_at).toLocaleString() : "未知时间";
    print(
      `已有扫描任务在运行（任务 #${job?.id ?? "?"}，开始于 ${since}），可能是服务器正在扫描。请等它完成，或在管理页面终止它后再试。`,
    );
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
