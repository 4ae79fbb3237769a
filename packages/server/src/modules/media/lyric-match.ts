import path from "node:path";
import { LYRIC_MATCH_LEVELS } from "@kikoeru/contract";
import type { Track } from "../tracks/index.ts";

/** Lyric files the player reads, in check-lrc's order of preference (`.ass` is listed but not playable). */
const PLAYABLE_LYRIC_EXTENSIONS = [".lrc", ".srt", ".vtt"] as const;

const PLAYABLE = new Set<string>(PLAYABLE_LYRIC_EXTENSIONS);

function split(filePath: string): { folder: string; title: string; stem: string } {
  const slash = filePath.lastIndexOf("/");
  const title = filePath.slice(slash + 1);
  return { folder: filePath.slice(0, slash + 1), title, stem: path.posix.parse(title).name };
}

export function isPlayableLyric(track: Track): boolean {
  return PLAYABLE.has(track.ext);
}

/**
 * Kikoeru's check-lrc rule (reference §1.4): in the audio's folder, for `.lrc`, then `.srt`, then `.vtt`, the
 * first existing of `<name><ext>`, `<name><EXT>`, `<file><ext>`, `<file><EXT>` (`01.lrc`, `01.LRC`,
 * `01.mp3.lrc`, `01.mp3.LRC` for `01.mp3`).
 */
export function findSidecarLyric(tracks: readonly Track[], audioPath: string): Track | undefined {
  const byPath = new Map(tracks.map((track) => [track.file.path, track]));
  const { folder, title, stem } = split(audioPath);
  for (const ext of PLAYABLE_LYRIC_EXTENSIONS) {
    for (const name of [stem + ext, stem + ext.toUpperCase(), title + ext, title + ext.toUpperCase()]) {
      const track = byPath.get(folder + name);
      if (track) return track;
    }
  }
  return undefined;
}

/**
 * How well a lyric file fits an audio file (contract `LYRIC_MATCH_LEVELS`, lower is better): the same name
 * means the lyric's name without its extension is the audio's name with or without its own extension.
 */
export function lyricMatchLevel(audioPath: string, lyric: Track): number {
  const audio = split(audioPath);
  const candidate = split(lyric.file.path);
  const sameName = candidate.stem === audio.stem || candidate.stem === audio.title;
  const sameFolder = candidate.folder === audio.folder;
  if (sameName) return sameFolder ? LYRIC_MATCH_LEVELS.sameName : LYRIC_MATCH_LEVELS.sameNameElsewhere;
  return sameFolder ? LYRIC_MATCH_LEVELS.sameFolder : LYRIC_MATCH_LEVELS.elsewhere;
}
