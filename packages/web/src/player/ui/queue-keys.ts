import type { QueueTrack } from "../engine.ts";

/** Stable React keys for queue rows: a track may be queued twice, so its occurrence number is part of it. */
export function queueKeys(queue: readonly QueueTrack[]): string[] {
  const seen = new Map<string, number>();
  return queue.map((track) => {
    const occurrence = seen.get(track.hash) ?? 0;
    seen.set(track.hash, occurrence + 1);
    return `${track.hash}#${occurrence}`;
  });
}
