import { formatTrackHash, parseTrackHash } from "@kikoeru/contract";
import { decodeName } from "../../library/names.ts";
import { orderTracks, type WorkFile } from "../tracks/index.ts";
import { joinPath } from "./name-plan.ts";

/** One rename: the entry at `from` (a path in the world before it) gets the name `name`. */
export interface Rename {
  from: Buffer;
  name: Buffer;
}

const SLASH = 0x2f;

function segments(path: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path[i] === SLASH) {
      parts.push(path.subarray(start, i));
      start = i + 1;
    }
  }
  return parts;
}

/** Where a path (bytes, relative to the work folder) is once every rename is done. */
export function mapPath(path: Buffer, renames: readonly Rename[]): Buffer {
  const byFrom = new Map(renames.map((r) => [r.from.toString("hex"), r.name]));
  let before: Buffer = Buffer.alloc(0);
  let after: Buffer = Buffer.alloc(0);
  for (const part of segments(path)) {
    before = joinPath(before, part);
    after = joinPath(after, byFrom.get(before.toString("hex")) ?? part);
  }
  return after;
}

/** The renames that undo `renames`, in the order to run them (the reverse): each from its new path. */
export function inverse(renames: readonly Rename[]): Rename[] {
  return renames
    .map((r) => {
      const parts = segments(r.from);
      return { from: mapPath(r.from, renames), name: parts[parts.length - 1]! };
    })
    .reverse();
}

/** A stored file row's path as bytes. */
const bytesOf = (file: WorkFile) =>
  file.raw_path ? Buffer.from(file.raw_path, "hex") : Buffer.from(file.path, "utf8");

/** The path and raw path the scanner stores for on-disk bytes (library/work-files.ts). */
function stored(path: Buffer): Pick<WorkFile, "path" | "raw_path"> {
  const parts = segments(path).map((part) => decodeName(part));
  return {
    path: parts.map((p) => p.name).join("/"),
    raw_path: parts.every((p) => p.utf8) ? null : path.toString("hex"),
  };
}

/** The work's file rows after the renames (the same rows, moved) and the displayed path each one had. */
export function moveRows<F extends WorkFile>(files: readonly F[], renames: readonly Rename[]) {
  const moved = files.map((file) => ({ ...file, ...stored(mapPath(bytesOf(file), renames)) }));
  const paths = new Map(files.map((file, i) => [file.path, moved[i]!.path]));
  return { moved, paths };
}

type Item = Record<string, unknown>;

/**
 * A saved play state `{queue, index, seconds}` with this work's queue entries following their files: the
 * hash `"<workId>/<index>"` takes the file's new place in the track order, the URLs carry the new hash, and a
 * title, subtitle or path naming the old location names the new one. Other entries are left as sent.
 */
export function rewriteQueue(
  state: Item,
  workId: number,
  before: readonly WorkFile[],
  after: readonly WorkFile[],
  paths: ReadonlyMap<string, string>,
): Item {
  if (!Array.isArray(state.queue)) return state;
  const oldTracks = orderTracks(before);
  const newTracks = new Map(orderTracks(after).map((track) => [track.file.path, track]));
  const queue = state.queue.map((raw: unknown) => {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
    const item = raw as Item;
    const ref = typeof item.hash === "string" ? parseTrackHash(item.hash) : null;
    const old =
      ref?.workId === workId
        ? oldTracks[ref.index]
        : oldTracks.find(
            (t) => typeof item.path === "string" && t.file.path === item.path && item.workId === workId,
          );
    const track = old && newTracks.get(paths.get(old.file.path) ?? old.file.path);
    if (!old || !track) return item;
    const next: Item = { ...item };
    const hash = formatTrackHash(workId, track.index);
    if (typeof item.hash === "string") {
      for (const key of ["mediaStreamUrl", "mediaDownloadUrl"]) {
        const url = item[key];
        if (typeof url === "string" && url.endsWith(`/${item.hash}`))
          next[key] = `${url.slice(0, url.length - item.hash.length)}${hash}`;
      }
      next.hash = hash;
    }
    if (item.title === old.title) next.title = track.title;
    if (item.subtitle === old.subtitle) next.subtitle = track.subtitle;
    if (item.path === old.file.path) next.path = track.file.path;
    return next;
  });
  return { ...state, queue };
}
