import type { SyncerRepo } from "./syncer.repo.ts";
import type { TaskRunner } from "./task-runner.ts";

/** How often an instance refreshes its running task's heartbeat and looks at the shared queue. */
const HEARTBEAT_MS = 5_000;
/** A running task whose heartbeat is older than this belongs to an instance that is gone. */
const STALE_AFTER_MS = 30_000;

/**
 * Sync tasks in a cluster. Each task is taken by one instance (the runner's conditional queued → running
 * update); this keeps the running task's heartbeat fresh, stops it when another instance stopped it, puts the
 * tasks of a dead instance back in the queue after the heartbeat timeout, and takes queued tasks created
 * through other instances. An instance without the `sync` role closes its runner at once: it only queues.
 */
export function shareSyncTasks(repo: SyncerRepo, runner: TaskRunner, runs: boolean): { stop(): void } {
  if (!runs) void runner.close();
  const beat = async () => {
    for (const id of await repo.runningIds()) {
      if (runner.isRunning(id) && !(await repo.touch(id))) await runner.stop(id);
    }
    await repo.requeueStale(Date.now() - STALE_AFTER_MS);
    if (runs) await runner.pump();
  };
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
