import type { TrackFileNode, TrackNode } from "@kikoeru/contract";

/** Lyric files the player reads beside an audio file (check-lrc looks for the same names). */
const lyricExtension = /\.(lrc|srt|vtt)$/i;

function withoutExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

export interface FoldedFolder {
  /** The entries to list: lyric files that belong to an audio file are left out. */
  nodes: TrackNode[];
  /** Audio path → the lyric files folded into its row. */
  lyrics: Map<string, TrackFileNode[]>;
}

/**
 * Folds `track.lrc` / `track.mp3.lrc` (and .srt/.vtt, any case) into the row of `track.mp3` in the same
 * folder, so a folder of 20 tracks with lyrics lists 20 rows, not 40; lyric files of no audio stay as they are.
 */
export function foldLyricFiles(nodes: TrackNode[]): FoldedFolder {
  const audioByName = new Map<string, TrackFileNode>();
  for (const node of nodes) {
    if (node.type !== "audio") continue;
    audioByName.set(node.title.toLowerCase(), node);
    audioByName.set(withoutExtension(node.title).toLowerCase(), node);
  }
  const lyrics = new Map<string, TrackFileNode[]>();
  const kept = nodes.filter((node) => {
    if (node.type !== "text" || !lyricExtension.test(node.title)) return true;
    const audio = audioByName.get(withoutExtension(node.title).toLowerCase());
    if (!audio) return true;
    lyrics.set(audio.path, [...(lyrics.get(audio.path) ?? []), node]);
    return false;
  });
  return { nodes: kept, lyrics };
}
