import fs from "node:fs/promises";
import path from "node:path";
import { formatWorkCode, said } from "@kikoeru/contract";
import { aiLyricFileOf, aiVttFileOf, vttFromLrc } from "../ai-lyrics/index.ts";
import { orderTracks, type Track, type TracksRepo } from "../tracks/index.ts";
import { mapQueue } from "./history-queue.ts";
import {
  type HistoryInsert,
  type ImportRepo,
  pairKey,
  type ReviewInsert,
  type TaskInsert,
} from "./import.repo.ts";
import type { GroupReport } from "./import-report.ts";
import {
  kikoeruTime,
  normalisePath,
  reviewValues,
  TASK_FAILED,
  TASK_PENDING,
  TASK_RUNNING,
  TASK_SUCCESS,
  taskStatus,
} from "./kikoeru-rows.ts";
import type { KikoeruSource } from "./kikoeru-source.repo.ts";

/** What the activity groups share: whose rows to bring and which works exist (or will, in a dry run). */
export interface ActivityScope {
  source: KikoeruSource;
  repo: ImportRepo;
  /** Accounts the import created (now or before): only their reviews, history and tasks come along. */
  users: ReadonlySet<string>;
  works: ReadonlySet<number>;
  dryRun: boolean;
}

const rowKey = (user: string, work: number | string) => `${user} ${formatWorkCode(Number(work))}`;

/** Reviews, ratings and progress marks, one transaction; a (user, work) pair already here is left alone. */
export async function importReviews(scope: ActivityScope, report: GroupReport): Promise<void> {
  const existing = await scope.repo.reviewKeys([...scope.users]);
  const rows: ReviewInsert[] = [];
  const now = Date.now();
  for (const review of scope.source.reviews()) {
    const key = rowKey(review.user_name, review.work_id);
    const work = Number(review.work_id);
    if (!scope.users.has(review.user_name))
      report.skip(key, said("import.skipUserNotImported", { user: review.user_name }));
    else if (!scope.works.has(work))
      report.skip(key, said("import.skipNoWork", { work: formatWorkCode(work) }));
    else if (existing.has(pairKey(review.user_name, work)))
      report.skip(key, said("import.skipAlreadyImported"));
    else {
      const { notes, ...values } = reviewValues(review);
      for (const note of notes) report.note(key, note);
      const created_at = kikoeruTime(review.created_at, now);
      rows.push({
        user_name: review.user_name,
        work_id: work,
        ...values,
        created_at,
        updated_at: kikoeruTime(review.updated_at, created_at),
      });
    }
  }
  report.imported += rows.length;
  if (!scope.dryRun && rows.length > 0) await scope.repo.transaction((tx) => tx.insertReviews(rows));
}

/** Play history, one transaction; each queue entry is checked against the work's files here (`mapQueue`). */
export async function importHistory(
  scope: ActivityScope,
  tracks: TracksRepo,
  report: GroupReport,
): Promise<void> {
  const existing = await scope.repo.historyKeys([...scope.users]);
  const ordered = new Map<number, readonly Track[] | null>();
  const rows: HistoryInsert[] = [];
  const now = Date.now();
  for (const history of scope.source.history()) {
    const key = rowKey(history.user_name, history.work_id);
    const work = Number(history.work_id);
    if (!scope.users.has(history.user_name)) {
      report.skip(key, said("import.skipUserNotImported", { user: history.user_name }));
      continue;
    }
    if (!scope.works.has(work)) {
      report.skip(key, said("import.skipNoWork", { work: formatWorkCode(work) }));
      continue;
    }
    if (existing.has(pairKey(history.user_name, work))) {
      report.skip(key, said("import.skipAlreadyImported"));
      continue;
    }
    let state: unknown;
    try {
      state = JSON.parse(history.state);
    } catch {
      state = null;
    }
    if (state === null || typeof state !== "object" || Array.isArray(state)) {
      report.skip(key, said("import.skipBadState"));
      continue;
    }
    for (const id of queueWorks(state)) {
      if (!ordered.has(id)) {
        const files = await tracks.listFiles(id);
        ordered.set(id, files.length > 0 ? orderTracks(files) : null);
      }
    }
    const mapped = mapQueue(state as Record<string, unknown>, (id) => ordered.get(id) ?? null);
    for (const drop of mapped.dropped) {
      report.note(
        key,
        said("import.skipQueueDropped", { title: drop.title, work: formatWorkCode(drop.work) }),
      );
    }
    const created_at = kikoeruTime(history.created_at, now);
    rows.push({
      user_name: history.user_name,
      work_id: work,
      state: JSON.stringify(mapped.state),
      created_at,
      updated_at: kikoeruTime(history.updated_at, created_at),
    });
  }
  report.imported += rows.length;
  if (!scope.dryRun && rows.length > 0) await scope.repo.transaction((tx) => tx.insertHistory(rows));
}

function queueWorks(state: { queue?: unknown }): number[] {
  if (!Array.isArray(state.queue)) return [];
  const ids = state.queue.map(
    (entry) => /^(\d+)\//.exec(String((entry as { hash?: unknown })?.hash ?? ""))?.[1],
  );
  return [...new Set(ids.filter((id) => id !== undefined).map(Number))];
}

/**
 * AI lyric tasks, one transaction, then their `.lrc` files under their new ids. Tasks keep kikoeru's statuses
 * except a running one (its worker is gone) and a finished one whose lyric file is missing: both wait again.
 */
export async function importTasks(
  scope: ActivityScope,
  files: { lyricsFrom: string; dataPaths: Parameters<typeof aiLyricFileOf>[0] },
  report: GroupReport,
): Promise<void> {
  const tasks = scope.source.tasks();
  const existing = await scope.repo.taskKeys([...new Set(tasks.map((t) => Number(t.work_id)))]);
  const planned: { task: TaskInsert; lrc: string | null }[] = [];
  const now = Date.now();
  for (const task of tasks) {
    const key = `#${task.id} ${formatWorkCode(Number(task.work_id))}/${task.audio_path}`;
    const audioPath = normalisePath(task.audio_path);
    const status = taskStatus(task);
    if (!scope.works.has(Number(task.work_id)))
      report.skip(key, said("import.skipNoWork", { work: formatWorkCode(Number(task.work_id)) }));
    else if ("invalid" in status) report.skip(key, said("import.skipTaskInvalid", { status: task.status }));
    else if (existing.has(pairKey(audioPath, task.work_id))) report.skip(key, said("import.skipTaskExists"));
    else {
      let lrc: string | null = null;
      let next = status.status;
      if (task.status === TASK_RUNNING) report.note(key, said("import.skipTaskRequeued", { id: task.id }));
      if (next === TASK_SUCCESS) {
        lrc = path.join(files.lyricsFrom, `${task.id}.lrc`);
        if (!(await exists(lrc))) {
          report.note(key, said("import.skipLrcMissing", { id: task.id, file: lrc }));
          lrc = null;
          next = TASK_PENDING;
        }
      }
      existing.add(pairKey(audioPath, task.work_id));
      const created_at = kikoeruTime(task.created_at, now);
      const keepsWorker = next !== TASK_PENDING;
      planned.push({
        task: {
          work_id: Number(task.work_id),
          audio_path: audioPath,
          status: next,
          worker_name: keepsWorker ? task.worker_name : "",
          worker_status: keepsWorker ? task.worker_status : "",
          // kikoeru kept a failed worker's last words in worker_status; ours has a column for them.
          error: next === TASK_FAILED && task.worker_status !== "" ? task.worker_status : null,
          created_at,
          updated_at: kikoeruTime(task.updated_at, created_at),
        },
        lrc,
      });
    }
  }
  report.imported += planned.length;
  if (scope.dryRun || planned.length === 0) return;
  const copies = await scope.repo.transaction(async (tx) => {
    const out: { from: string; id: number }[] = [];
    for (const { task, lrc } of planned) {
      const id = await tx.insertTask(task);
      if (lrc) out.push({ from: lrc, id });
    }
    const lyrics = planned.filter((p) => p.task.status === TASK_SUCCESS).map((p) => p.task.work_id);
    await tx.flagAiLyrics([...new Set(lyrics)]);
    return out;
  });
  // Our lyric dialog reads the WebVTT beside the LRC (design change 17): derived here as a worker's finish does.
  for (const { from, id } of copies) {
    const lrc = await fs.readFile(from, "utf8");
    const to = aiLyricFileOf(files.dataPaths, id);
    await fs.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
    await fs.writeFile(to, lrc, { mode: 0o600 });
    await fs.writeFile(aiVttFileOf(files.dataPaths, id), vttFromLrc(lrc), { mode: 0o600 });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
