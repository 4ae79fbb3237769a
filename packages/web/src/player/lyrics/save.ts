import type { SaveLrcResponse } from "@kikoeru/contract";
import { api } from "../../shared/api.ts";
import type { QueueTrack } from "../engine-state.ts";
import type { LyricLine } from "./parse.ts";

/** The default file for a track's lyrics (spec 2 §5): its folder and its name with `.vtt`. */
export function defaultLyricPath(track: Pick<QueueTrack, "title" | "subtitle">): string {
  const dot = track.title.lastIndexOf(".");
  const stem = dot > 0 ? track.title.slice(0, dot) : track.title;
  return `${track.subtitle ? `${track.subtitle.replace(/\/+$/, "")}/` : ""}${stem}.vtt`;
}

/** What the server accepts (spec 2 §5): relative, ending `.vtt`, no `..` part; it checks again. */
export function isLyricPath(path: string): boolean {
  const parts = path.split("/");
  return (
    /^[^/].*\.vtt$/i.test(path) && !parts.some((part) => part === "" || part === "..") && !path.includes("\\")
  );
}

/** The lines as they show with `offset` seconds applied (positive shows lyrics earlier), never before 0. */
export function shiftLines(lines: readonly LyricLine[], offset: number): LyricLine[] {
  const shift = (ms: number) => Math.max(0, Math.round(ms - offset * 1000));
  return lines.map((line) => ({
    ...line,
    time: shift(line.time),
    timeEnd: line.timeEnd === null ? null : shift(line.timeEnd),
  }));
}

/** `POST /api/media/save-lrc/{workId}` with the lines in ms, as the kikoeru client sends them. */
export function saveLyricFile(
  workId: number,
  writePath: string,
  lines: readonly LyricLine[],
): Promise<SaveLrcResponse> {
  return api.post("/media/save-lrc/:workId", {
    params: { workId: String(workId) },
    body: { writePath, lrc: lines.map(({ time, timeEnd, text }) => ({ time, timeEnd, text })) },
  });
}
