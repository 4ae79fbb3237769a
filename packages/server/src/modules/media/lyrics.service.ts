import fs from "node:fs/promises";
import path from "node:path";
import {
  type CheckLrcResponse,
  formatTrackHash,
  LYRIC_MATCH_LEVELS,
  type LyricOption,
  mediaMessages,
  type QueryLrcResponse,
} from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import { decodeText } from "../../library/text-encoding.ts";
import type { TrackRef, TracksService } from "../tracks/index.ts";
import { findSidecarLyric, isPlayableLyric, lyricMatchLevel } from "./lyric-match.ts";
import { AI_LYRIC_SUCCESS, type LyricsRepo } from "./lyrics.repo.ts";
import { readText } from "./text.ts";
import type { WorkFiles } from "./work-files.ts";

/** Lyrics up to this size come inline in check-lrc's `lrc`; a lyric file is a few KiB. */
const MAX_INLINE_LYRIC_BYTES = 1024 * 1024;

export interface LyricsServiceDeps {
  tracks: TracksService;
  files: WorkFiles;
  repo: LyricsRepo;
  /** The file holding the text of AI lyric task `id`. */
  aiLyricFile: (id: number) => string;
  /** The same lyric as WebVTT, with end times. */
  aiVttFile: (id: number) => string;
}

const exists = (file: string) =>
  fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );

/** Lyrics of a track: the local sidecar files found in the work's file rows, and finished AI lyrics. */
export class LyricsService {
  constructor(private readonly deps: LyricsServiceDeps) {}

  /**
   * check-lrc: the sidecar lyric by kikoeru's name rule with its text as `lrc` (empty when it is too large
   * to inline: the client streams it by `hash`); else the track's latest AI lyric, inline as WebVTT (start and
   * end times) with `hash` `ai/<task id>`; else `result:false`.
   */
  async check(ref: TrackRef): Promise<CheckLrcResponse> {
    const resolved = await this.deps.tracks.resolve(ref);
    const lyric = findSidecarLyric(resolved.tracks, resolved.file.path);
    if (!lyric) return (await this.checkAi(resolved.work.id, resolved.file.path)) ?? this.noLyric();
    const { work } = resolved;
    const opened = await this.deps.files.open(work, lyric.file);
    let lrc = "";
    if (opened.size <= MAX_INLINE_LYRIC_BYTES) lrc = await readText(opened);
    else await opened.handle.close();
    return {
      result: true,
      message: mediaMessages.lyricFound,
      hash: formatTrackHash(work.id, lyric.index),
      lyricExtension: lyric.ext,
      lrc,
    };
  }

  private noLyric(): CheckLrcResponse {
    return { result: false, message: mediaMessages.lyricNotFound, hash: "", lrc: "" };
  }

  private async checkAi(workId: number, audioPath: string): Promise<CheckLrcResponse | undefined> {
    for (const id of (await this.deps.repo.successfulTaskIds(workId, audioPath)).reverse()) {
      const text = await fs.readFile(this.deps.aiVttFile(id)).then(
        (bytes) => decodeText(bytes).text,
        () => undefined,
      );
      if (text === undefined) continue;
      const hash = `ai/${id}`;
      return { result: true, message: mediaMessages.lyricFound, hash, lyricExtension: ".vtt", lrc: text };
    }
    return undefined;
  }

  /**
   * query-lrc: every lyric the track could use, best match first (local before AI at equal level, then in
   * track order); `result` is true whenever the track exists, as in later kikoeru releases.
   */
  async options(ref: TrackRef): Promise<QueryLrcResponse> {
    const { work, tracks, file, title } = await this.deps.tracks.resolve(ref);
    const local = tracks.filter(isPlayableLyric).map((track) => ({
      option: {
        title: track.title,
        subtitle: track.subtitle ?? "",
        hash: formatTrackHash(work.id, track.index),
        isAI: false,
        matchLevel: lyricMatchLevel(file.path, track),
      },
      order: track.index,
    }));
    const folder = file.path.includes("/") ? file.path.slice(0, file.path.lastIndexOf("/")) : "";
    const ai: { option: LyricOption; order: number }[] = [];
    for (const id of await this.deps.repo.successfulTaskIds(work.id, file.path)) {
      if (!(await exists(this.deps.aiLyricFile(id)))) continue;
      ai.push({
        option: {
          title: `${path.posix.parse(title).name}.lrc`,
          subtitle: folder,
          hash: String(id),
          isAI: true,
          matchLevel: LYRIC_MATCH_LEVELS.sameName,
        },
        order: tracks.length + id,
      });
    }
    const lyricList = [...local, ...ai]
      .sort((a, b) => a.option.matchLevel - b.option.matchLevel || a.order - b.order)
      .map((entry) => entry.option);
    return { result: true, lyricList };
  }

  /** fetch-lrc: the text of a finished AI lyric task; 404 when the task is unknown, unfinished or has no file. */
  async fetchAi(id: number): Promise<{ lrc: string }> {
    return { lrc: await this.finishedAiText(id, this.deps.aiLyricFile(id)) };
  }

  /**
   * The WebVTT of a finished AI lyric task, for the `ai/<task id>` hash that check-lrc answers: kikoeru's web
   * client streams the lyric by that hash (`/api/media/stream/ai/<task id>`) and converts it by its extension.
   */
  aiVtt(id: number): Promise<string> {
    return this.finishedAiText(id, this.deps.aiVttFile(id));
  }

  private async finishedAiText(id: number, file: string): Promise<string> {
    if ((await this.deps.repo.taskStatus(id)) !== AI_LYRIC_SUCCESS) throw errors.aiLyricNotFound(id);
    try {
      return decodeText(await fs.readFile(file)).text;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw errors.aiLyricNotFound(id);
      throw error;
    }
  }
}
