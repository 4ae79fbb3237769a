import { LRUCache } from "lru-cache";
import { orderTracks, type Track, type WorkFile } from "./track-order.ts";

/** Works whose order is kept; a file tree view asks for many thumbnails of one work in a row. */
const CAPACITY = 64;

/**
 * Remembers each work's track order while its list of paths stays the same: ordering a large work costs tens
 * of milliseconds, and every media request (each Range of a song, each thumbnail) needs it. The rows passed in
 * are always the fresh ones, so sizes, mtimes and durations are never stale.
 */
export class TrackOrderCache {
  private readonly entries = new LRUCache<number, { signature: string; tracks: Track[] }>({ max: CAPACITY });

  order(workId: number, files: readonly WorkFile[]): Track[] {
    const signature = files.map((file) => file.path).join("\0");
    const hit = this.entries.get(workId);
    if (hit && hit.signature === signature) {
      const byPath = new Map(files.map((file) => [file.path, file]));
      return hit.tracks.map((track) => ({ ...track, file: byPath.get(track.file.path)! }));
    }
    const tracks = orderTracks(files);
    this.entries.set(workId, { signature, tracks });
    return tracks;
  }
}
