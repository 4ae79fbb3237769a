import {
  formatTrackHash,
  formatWorkCode,
  parseTrackHash,
  parseWorkIdParam,
  type TrackNode,
} from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import { extensionOf, type Track, type WorkFile } from "./track-order.ts";
import { TrackOrderCache } from "./track-order-cache.ts";
import { buildTrackTree } from "./track-tree.ts";
import type { TracksRepo, WorkLocation } from "./tracks.repo.ts";

/** A file named by a client: by kikoeru index, or by its stable path relative to the work folder. */
export type TrackRef = { workId: number; index: number } | { workId: number; path: string };

/** A work's files in kikoeru order. */
export interface WorkListing {
  work: WorkLocation;
  /** Every file row of the work, listed or not. */
  files: WorkFile[];
  tracks: Track[];
}

/** The file a media request is about (listed, or unlisted and named by path), with its work's listing. */
export interface ResolvedFile extends WorkListing {
  file: WorkFile;
  title: string;
  ext: string;
}

/**
 * Reads `{hash}` (and `?path=`) of the one-segment media URLs: `"<id>/<index>"` (slash encoded as %2F), or a
 * work id together with `path`.
 */
export function parseTrackRef(hash: string, path: string | undefined): TrackRef {
  if (path !== undefined) {
    const workId = parseWorkIdParam(hash);
    if (workId === null) throw errors.fileRefInvalid();
    return { workId, path: path.normalize("NFC") };
  }
  const parsed = parseTrackHash(hash);
  if (!parsed) throw errors.fileRefInvalid();
  return parsed;
}

/** Track lists and trees, built from the `work_files` rows the scanner keeps (no disk walk per request). */
export class TracksService {
  private readonly orders = new TrackOrderCache();

  constructor(private readonly repo: TracksRepo) {}

  async listing(workId: number): Promise<WorkListing> {
    const work = await this.repo.findWork(workId);
    if (!work) throw errors.tracksOfMissingWork(formatWorkCode(workId));
    const files = await this.repo.listFiles(workId);
    return { work, files, tracks: this.orders.order(work.id, files) };
  }

  async tree(workId: number): Promise<TrackNode[]> {
    const { work, tracks } = await this.listing(workId);
    return buildTrackTree(tracks, work.id, work.title);
  }

  /** The file a reference names; 404 when the work, the index or the path is unknown. */
  async resolve(ref: TrackRef): Promise<ResolvedFile> {
    const listing = await this.listing(ref.workId);
    const track =
      "index" in ref ? listing.tracks[ref.index] : listing.tracks.find((t) => t.file.path === ref.path);
    const file = track?.file ?? ("path" in ref ? listing.files.find((f) => f.path === ref.path) : undefined);
    if (!file) {
      throw errors.trackNotFound("index" in ref ? formatTrackHash(ref.workId, ref.index) : ref.path);
    }
    const title = file.path.slice(file.path.lastIndexOf("/") + 1);
    return { ...listing, file, title, ext: extensionOf(title) };
  }
}
