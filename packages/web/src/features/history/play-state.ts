import type { PlayState } from "@kikoeru/contract";
import type { QueueTrack } from "../../player/engine.ts";

export interface PlayPosition {
  /** 0-based index of the track in the saved queue. */
  index: number;
  count: number;
  seconds: number;
  /** Title of the saved track, when known. */
  title: string | null;
  tracks: QueueTrack[];
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function toTrack(item: unknown, workId: number, workTitle: string): QueueTrack | null {
  if (typeof item !== "object" || item === null) return null;
  const raw = item as Record<string, unknown>;
  const hash = text(raw.hash);
  if (!hash) return null;
  return {
    hash,
    title: text(raw.title) ?? hash,
    subtitle: text(raw.subtitle),
    workTitle: text(raw.workTitle) ?? workTitle,
    workId,
    ...(text(raw.mediaStreamUrl) ? { mediaStreamUrl: text(raw.mediaStreamUrl)! } : {}),
    ...(typeof raw.duration === "number" ? { duration: raw.duration } : {}),
  };
}

/**
 * Reads a saved play history `{queue, index, seconds}` as the web client stores it; null when it holds no
 * playable queue. Old clients' states are lenient JSON, so every field is checked.
 */
export function readPlayState(
  state: PlayState | null | undefined,
  workId: number,
  workTitle: string,
): PlayPosition | null {
  if (!state || !Array.isArray(state.queue)) return null;
  const tracks = state.queue.flatMap((item) => toTrack(item, workId, workTitle) ?? []);
  if (tracks.length === 0) return null;
  const rawIndex = typeof state.index === "number" ? Math.floor(state.index) : 0;
  const index = rawIndex >= 0 && rawIndex < tracks.length ? rawIndex : 0;
  const seconds = typeof state.seconds === "number" && state.seconds > 0 ? state.seconds : 0;
  return { index, count: tracks.length, seconds, title: tracks[index]?.title ?? null, tracks };
}
