import type { QueueTrack } from "./engine-state.ts";

/**
 * The track as media routes name it, in the form of its stream URL: `/{id}/{index}`, or `/{hash}` with
 * `?path=` (positions saved by other clients may hold either).
 */
export function trackTarget(track: QueueTrack) {
  const stream = new URL(track.mediaStreamUrl ?? `/api/media/stream/${track.hash}`, "http://kikoeru");
  const rest = stream.pathname.replace(/^\/api\/media\/stream\//, "");
  const path = stream.searchParams.get("path") ?? undefined;
  const [id, index] = rest.split("/").map(decodeURIComponent);
  if (id && index !== undefined && !path) return { byIndex: { params: { id, index } } } as const;
  return { byHash: { params: { hash: decodeURIComponent(rest) }, query: { path } } } as const;
}
