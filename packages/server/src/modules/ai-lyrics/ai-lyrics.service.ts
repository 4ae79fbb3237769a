import {
  type AiLyricCreated,
  type AiLyricTaskListQuery,
  type AiLyricTaskPage,
  type AiLyricWorkSummary,
  formatWorkCode,
} from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import { fileTypeOf, hasDuration } from "../../library/file-types.ts";
import type { TrackRef, TracksService } from "../tracks/index.ts";
import { aggregateStatuses } from "./aggregate.ts";
import type { LyricFiles } from "./lyric-files.ts";
import type { TaskFilter, TasksRepo } from "./tasks.repo.ts";

const SUCCESS = 3;
/** Audio and video files can be transcribed (ffmpeg takes the sound track); judged by name, as the scanner does. */
const isMedia = (filePath: string) => hasDuration(fileTypeOf(filePath));

export interface AiLyricsServiceDeps {
  tasks: TasksRepo;
  tracks: TracksService;
  files: LyricFiles;
  /** Returns expired leases to the queue before a read (the worker queue's sweep). */
  sweep: () => Promise<void>;
  /** The `pageSize` setting, read per request (kikoeru's PAGE_SIZE). */
  pageSize: () => number;
  now?: () => number;
}

/** AI lyric tasks as users see them (reference §1.7, §6; docs/ai-lyrics.md). */
export class AiLyricsService {
  private readonly now: () => number;

  constructor(private readonly deps: AiLyricsServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * GET /api/lyric/translate. As in kikoeru, `currentPage` echoes `page`, and `page=-1` with a work asks for
   * all of that work's tasks in one page (its size is their count); other pages below 1 are the first.
   */
  async list(query: AiLyricTaskListQuery): Promise<AiLyricTaskPage> {
    await this.deps.sweep();
    const page = query.page ?? 1;
    const filter: TaskFilter = {
      workId: query.work_id || undefined,
      fileName: query.file_name || undefined,
      statuses: query.status ?? [],
    };
    const wholeWork = page === -1 && (query.work_id ?? 0) > 0;
    const totalCount = await this.deps.tasks.count(filter);
    const pageSize = wholeWork ? totalCount : this.deps.pageSize();
    const offset = page > 1 ? (page - 1) * pageSize : 0;
    const rows = pageSize > 0 ? await this.deps.tasks.page(filter, offset, pageSize) : [];
    return {
      pagination: { currentPage: page, pageSize, totalCount },
      tasks: rows.map((row) => ({
        ...row,
        file_name: row.audio_path.slice(row.audio_path.lastIndexOf("/") + 1),
      })),
    };
  }

  /**
   * A task for a track, or for every audio file under a folder (`/` = the whole work) that has none yet.
   * A file that already has a task, or a folder whose files all have one, is refused with 409.
   */
  async create(ref: TrackRef): Promise<AiLyricCreated> {
    const listing = await this.deps.tracks.listing(ref.workId);
    const code = formatWorkCode(ref.workId);
    let paths: string[];
    let named: string;
    const folder = "path" in ref ? ref.path.replace(/^\/+|\/+$/g, "") : undefined;
    const isFolder =
      folder !== undefined &&
      (folder === "" || !listing.files.some((file) => file.path === folder)) &&
      listing.files.some((file) => folder === "" || file.path.startsWith(`${folder}/`));
    if (isFolder) {
      named = folder || "/";
      paths = listing.tracks
        .map((track) => track.file.path)
        .filter((p) => isMedia(p) && (folder === "" || p.startsWith(`${folder}/`)));
    } else {
      const { file } = await this.deps.tracks.resolve(ref);
      named = file.path;
      paths = isMedia(file.path) ? [file.path] : [];
    }
    if (!paths.length) throw errors.aiLyricNoAudio(named);
    const ids = await this.deps.tasks.insertMissing(ref.workId, paths, this.now());
    if (!ids.length) throw errors.aiLyricTaskExists(code, named);
    return { id: ids[0]!, ids, skipped: paths.length - ids.length };
  }

  /** The ids a delete or redo acts on: a non-empty `idArr` wins over the path id (the client sends 0 then). */
  private targets(id: number, idArr: number[] | undefined): number[] {
    return [...new Set(idArr?.length ? idArr : [id])].filter((n) => n > 0);
  }

  async delete(id: number, idArr: number[] | undefined): Promise<{ counts: number }> {
    const ids = this.targets(id, idArr);
    const works = await this.deps.tasks.worksOf(ids);
    const counts = await this.deps.tasks.delete(ids);
    if (!counts) throw errors.aiLyricTaskNotFound();
    await this.deps.files.remove(ids);
    await this.deps.tasks.refreshWorkLyricStatus(works);
    return { counts };
  }

  async redo(id: number, idArr: number[] | undefined): Promise<{ counts: number }> {
    const ids = this.targets(id, idArr);
    const counts = await this.deps.tasks.redo(ids, this.now());
    if (!counts) throw errors.aiLyricTaskNotFound();
    await this.deps.tasks.refreshWorkLyricStatus(await this.deps.tasks.worksOf(ids));
    return { counts };
  }

  /** GET …/lrc: the stored LRC of a successful task. */
  async lrc(id: number): Promise<{ lrcContent: string }> {
    const text =
      (await this.deps.tasks.status(id)) === SUCCESS ? await this.deps.files.readLrc(id) : undefined;
    if (text === undefined) throw errors.aiLyricNotFound(id);
    return { lrcContent: text };
  }

  /** The file tree's per-file statuses and per-folder aggregates (spec 2 §4). */
  async summary(workId: number): Promise<AiLyricWorkSummary> {
    await this.deps.sweep();
    const tasks = await this.deps.tasks.ofWork(workId);
    return aggregateStatuses(tasks);
  }
}
