import type { CheckLrcResponse, LyricOption, QueryLrcResponse } from "@kikoeru/contract";
import { api, isApiError } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import type { QueueTrack } from "../engine.ts";
import { usePlayer } from "../store.ts";
import { offsetStorage } from "./offset.ts";

/** A media route for a track: the stream URL's form (`?path=` or `/id/index`) with another action. */
export function trackRoute(track: QueueTrack, action: string): string {
  const stream = track.mediaStreamUrl?.replace(/^\/api/, "");
  return stream?.startsWith("/media/stream/")
    ? stream.replace("/media/stream/", `/media/${action}/`)
    : `/media/${action}/${track.hash}`;
}

async function show(track: QueueTrack, text: string, extension: string, source: string) {
  const { parseLyric } = await import("./parse.ts");
  const lines = parseLyric(text, extension);
  if (usePlayer.getState().queue[usePlayer.getState().index]?.hash !== track.hash) return;
  usePlayer.setState({ lyric: lines.length ? { status: "ready", lines, source } : { status: "none" } });
}

function failed(error: unknown) {
  usePlayer.setState({ lyric: { status: "none" } });
  // 401 is silent on lyric loading (spec 2 §8): the login flow reports it elsewhere.
  if (!isApiError(error, 401)) notify.error((error as Error).message);
}

/** Loads the lyric of `track` (check-lrc, and the file unless inline); no lyric when check-lrc says so. */
export async function loadTrackLyric(track: QueueTrack): Promise<void> {
  usePlayer.setState({ lyric: { status: "loading" }, lyricOffset: offsetStorage.read(track.hash) });
  try {
    const check = await api<CheckLrcResponse>(trackRoute(track, "check-lrc"));
    if (!check.result) {
      usePlayer.setState({ lyric: { status: "none" } });
      return;
    }
    // The text comes inline (`lrc`); older servers and very large files leave it to a second request.
    const text = check.lrc ? check.lrc : await api<string>(`/media/stream/${check.hash}`);
    await show(track, String(text), check.lyricExtension ?? "", check.hash);
  } catch (error) {
    failed(error);
  }
}

/** The lyric options of the lyric selection dialog (local files and AI lyrics), best match first. */
export async function queryLyricOptions(track: QueueTrack): Promise<LyricOption[]> {
  const { lyricList } = await api<QueryLrcResponse>(trackRoute(track, "query-lrc"));
  return [...lyricList].sort((a, b) => a.matchLevel - b.matchLevel);
}

/** Shows the chosen option's lyric for `track`. */
export async function applyLyricOption(track: QueueTrack, option: LyricOption): Promise<void> {
  usePlayer.setState({ lyric: { status: "loading" } });
  try {
    if (option.isAI) {
      const { lrc } = await api<{ lrc: string }>(`/media/fetch-lrc/${option.hash}`);
      await show(track, lrc, "lrc", `ai:${option.hash}`);
    } else {
      const extension = option.title.split(".").pop() ?? "";
      await show(track, String(await api<string>(`/media/stream/${option.hash}`)), extension, option.hash);
    }
  } catch (error) {
    failed(error);
  }
}
