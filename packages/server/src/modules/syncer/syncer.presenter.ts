import { message, type SyncTask, type SyncTaskState } from "@kikoeru/contract";
import { initialProgress, type PullPayload, type PullProgress } from "./pull-task.ts";
import type { SyncJobRow } from "./syncer.repo.ts";

const UNITS = ["B", "KB", "MB", "GB", "TB"];

function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

function parse<T>(text: string, fallback: T): T {
  try {
    return { ...fallback, ...(JSON.parse(text) as T) };
  } catch {
    return fallback;
  }
}

function stateOf(row: SyncJobRow, progress: PullProgress): SyncTaskState {
  // A restarted task runs with the progress its last run saved ("done") until the new run reports.
  if (row.state === "running")
    return progress.state === "queued" || progress.state === "done" ? "fetching" : progress.state;
  if (row.state === "finished") return "done";
  return row.state;
}

/** kikoeru's readable `status` line: the state, files and bytes done. */
function statusLine(state: SyncTaskState, progress: PullProgress, error: string | null): string {
  const files = `${progress.filesDone}/${progress.filesTotal}`;
  const bytes = `${formatBytes(progress.bytesDone)}/${formatBytes(progress.bytesTotal)}`;
  switch (state) {
    case "queued":
      return message("syncer.statusQueued");
    case "fetching":
      return message("syncer.statusFetching");
    case "downloading":
      return message("syncer.statusDownloading", { files, bytes });
    case "importing":
      return message("syncer.statusImporting", { files, bytes });
    case "done":
      return message("syncer.statusDone", { files, bytes });
    case "stopped":
      return message("syncer.statusStopped", { files, bytes });
    case "failed":
      return message("syncer.statusFailed", { files, bytes, reason: error ?? "" });
  }
}

/** A task for `GET /api/syncer/task`: kikoeru's fields, then ours (state, counts, folder). */
export function presentTask(row: SyncJobRow, live?: PullProgress): SyncTask {
  const payload = parse<Partial<PullPayload>>(row.payload, {});
  const progress = live ?? parse<PullProgress>(row.progress, initialProgress(payload.files ?? []));
  const state = stateOf(row, progress);
  return {
    id: row.id,
    code: payload.code ?? "",
    status: statusLine(state, progress, row.error),
    finished: state === "done" || state === "stopped" || state === "failed",
    error: row.error,
    stop: state === "stopped",
    state,
    host: payload.host ?? "",
    title: payload.title ?? "",
    rootFolderName: payload.rootFolderName ?? "",
    folder: payload.folder ?? "",
    filesDone: progress.filesDone,
    filesTotal: progress.filesTotal,
    bytesDone: progress.bytesDone,
    bytesTotal: progress.bytesTotal,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
