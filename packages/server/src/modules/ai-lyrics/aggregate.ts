import { AI_LYRIC_STATUS, type AiLyricWorkSummary } from "@kikoeru/contract";

/**
 * Which status a folder shows when its files differ (spec 2 §4): transcribing over pending (work is under
 * way), then error over success (a failure needs attention); 0 = no task.
 */
const FOLDER_RANK: Record<number, number> = {
  [AI_LYRIC_STATUS.transcribing]: 4,
  [AI_LYRIC_STATUS.pending]: 3,
  [AI_LYRIC_STATUS.error]: 2,
  [AI_LYRIC_STATUS.success]: 1,
};

const folderWins = (candidate: number, current: number) =>
  (FOLDER_RANK[candidate] ?? 0) > (FOLDER_RANK[current] ?? 0);

/** Every folder above a `/`-separated file path, the work itself ("") included. */
function foldersOf(filePath: string): string[] {
  const parts = filePath.split("/").slice(0, -1);
  return ["", ...parts.map((_, i) => parts.slice(0, i + 1).join("/"))];
}

/** A work's tasks as the file tree shows them: each file's own status, each folder's aggregate. */
export function aggregateStatuses(
  tasks: { id: number; audio_path: string; status: number; progress: number | null }[],
): AiLyricWorkSummary {
  // Maps, then fromEntries: a file named `__proto__` is a key like any other.
  const files = new Map<string, AiLyricWorkSummary["files"][string]>();
  const folders = new Map<string, number>();
  for (const task of tasks) {
    files.set(task.audio_path, { id: task.id, status: task.status, progress: task.progress });
    for (const folder of foldersOf(task.audio_path)) {
      if (folderWins(task.status, folders.get(folder) ?? AI_LYRIC_STATUS.none))
        folders.set(folder, task.status);
    }
  }
  return {
    status: folders.get("") ?? AI_LYRIC_STATUS.none,
    files: Object.fromEntries(files),
    folders: Object.fromEntries(folders),
  };
}
