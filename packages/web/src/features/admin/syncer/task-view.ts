import type { SyncTask } from "@kikoeru/contract";

/** kikoeru's row (`id, code, status, finished, error, stop`) with our counts beside it when the server sends them. */
export type SyncTaskRow = Pick<SyncTask, "id" | "code" | "status" | "finished" | "error" | "stop"> &
  Partial<Pick<SyncTask, "state" | "title" | "bytesDone" | "bytesTotal" | "filesDone" | "filesTotal">>;

export type TaskLook = "running" | "finished" | "stopped" | "failed";

/** How a row reads: still going, done, stopped by hand, or failed. */
export function taskLook(task: SyncTaskRow): TaskLook {
  if (!task.finished) return "running";
  if (task.error) return "failed";
  return task.stop ? "stopped" : "finished";
}

/** Percent done by bytes (by files when the sizes are unknown); null when the server gives no counts. */
export function taskProgress(task: SyncTaskRow): number | null {
  if (task.bytesTotal) return Math.min(100, ((task.bytesDone ?? 0) / task.bytesTotal) * 100);
  if (task.filesTotal) return Math.min(100, ((task.filesDone ?? 0) / task.filesTotal) * 100);
  return taskLook(task) === "finished" ? 100 : null;
}
