import type { PathChanges, StoredPaths } from "./name-repair.repo.ts";
import { moveRows, type Rename, rewriteQueue } from "./path-rewrite.ts";

/** The stored paths a finished set of renames changes: moved file rows, play states and lyric tasks. */
export function pathChanges(stored: StoredPaths, workId: number, renames: readonly Rename[]): PathChanges {
  const { moved, paths } = moveRows(stored.files, renames);
  const movedAt = stored.files.flatMap((file, i) =>
    moved[i]!.path !== file.path || moved[i]!.raw_path !== file.raw_path ? [i] : [],
  );
  const histories = stored.histories.flatMap((row) => {
    let state: unknown;
    try {
      state = JSON.parse(row.state);
    } catch {
      return [];
    }
    if (typeof state !== "object" || state === null || Array.isArray(state)) return [];
    const next = JSON.stringify(
      rewriteQueue(state as Record<string, unknown>, workId, stored.files, moved, paths),
    );
    return next === JSON.stringify(state) ? [] : [{ ...row, state: next }];
  });
  const tasks = stored.tasks.flatMap((task) => {
    const path = paths.get(task.audio_path);
    return path && path !== task.audio_path ? [{ id: task.id, audio_path: path }] : [];
  });
  return {
    removed: movedAt.map((i) => stored.files[i]!.path),
    files: movedAt.map((i) => moved[i]!),
    histories,
    tasks,
  };
}
