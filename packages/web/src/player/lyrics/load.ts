import type { LyricOption } from "@kikoeru/contract";
import { api, isApiError } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import type { QueueTrack } from "../engine.ts";
import { usePlayer } from "../store.ts";
import { trackTarget } from "../track-target.ts";
import { offsetStorage } from "./offset.ts";

function checkLrc(track: QueueTrack) {
  const { byIndex, byHash } = trackTarget(track);
  return byIndex
    ? api.get("/media/check-lrc/:id/:index", byIndex)
    : api.get("/media/check-lrc/:hash", byHash);
}

function queryLrc(track: QueueTrack) {
  const { byIndex, byHash } = trackTarget(track);
  return byIndex
    ? api.get("/media/query-lrc/:id/:index", byIndex)
    : api.get("/media/query-lrc/:hash", byHash);
}

/** A local lyric file's text by its track hash (`<id>/<index>`). */
function lyricText(hash: string): Promise<string> {
  const [id, index] = hash.split("/");
  return id && index !== undefined
    ? api.get("/media/stream/:id/:index", { params: { id, index } })
    : api.get("/media/stream/:hash", { params: { hash } });
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
    const check = await checkLrc(track);
    if (!check.result) {
      usePlayer.setState({ lyric: { status: "none" } });
      return;
    }
    // The text comes inline (`lrc`); older servers and very large files leave it to a second request.
    const text = check.lrc ? check.lrc : await lyricText(check.hash);
    await show(track, String(text), check.lyricExtension ?? "", check.hash);
  } catch (error) {
    failed(error);
  }
}

export const lyricKeys = {
  options: (hash: string | undefined) => ["lyric-options", hash] as const,
};

/** The lyric options of the lyric selection dialog (local files and AI lyrics), best match first. */
export async function queryLyricOptions(track: QueueTrack): Promise<LyricOption[]> {
  const { lyricList } = await queryLrc(track);
  return [...lyricList].sort((a, b) => a.matchLevel - b.matchLevel);
}

/** Shows the chosen option's lyric for `track`. */
export async function applyLyricOption(track: QueueTrack, option: LyricOption): Promise<void> {
  usePlayer.setState({ lyric: { status: "loading" } });
  try {
    if (option.isAI) {
      const { lrc } = await api.get("/media/fetch-lrc/:id", { params: { id: option.hash } });
      await show(track, lrc, "lrc", `ai:${option.hash}`);
    } else {
      const extension = option.title.split(".").pop() ?? "";
      await show(track, String(await lyricText(option.hash)), extension, option.hash);
    }
  } catch (error) {
    failed(error);
  }
}
