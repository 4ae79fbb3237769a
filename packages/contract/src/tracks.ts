import { z } from "zod";
import { parseWorkIdParam } from "./codes.ts";
import { commonMessages } from "./errors.ts";
import { message } from "./messages/index.ts";

/** Node types of a work's file tree (reference §4.12). */
export const TRACK_NODE_TYPES = ["folder", "audio", "text", "image", "other"] as const;
export type TrackNodeType = (typeof TRACK_NODE_TYPES)[number];

/**
 * A file in the tree. `hash` is kikoeru's `"<workId>/<index>"` (the index shifts when files are added);
 * `path` is the stable path relative to the work folder, usable as `/api/media/stream/<workId>?path=<path>`.
 */
export const trackFileNodeSchema = z.object({
  type: z.enum(["audio", "text", "image", "other"]),
  title: z.string(),
  hash: z.string(),
  path: z.string(),
  size: z.number(),
  duration: z.number().optional(),
  workTitle: z.string(),
  mediaStreamUrl: z.string(),
  mediaDownloadUrl: z.string(),
});
export type TrackFileNode = z.infer<typeof trackFileNodeSchema>;

/** A folder of the tree; `path` is relative to the work folder. */
export type TrackFolderNode = {
  type: "folder";
  title: string;
  path: string;
  children: TrackNode[];
};
export type TrackNode = TrackFileNode | TrackFolderNode;

/**
 * The wire schema of a folder node. Its children are described as plain objects rather than recursively, so
 * the OpenAPI document needs no shared components; `TrackNode` gives the full recursive type.
 */
export const trackFolderNodeSchema = z.object({
  type: z.literal("folder"),
  title: z.string(),
  path: z.string(),
  children: z
    .array(z.record(z.string(), z.unknown()))
    .describe("nodes of the same shapes: folders and files"),
});
export const trackNodeSchema = z.union([trackFolderNodeSchema, trackFileNodeSchema]);

/** GET /api/tracks/{id}: the work's file tree. */
export const tracksResponseSchema = z.array(trackNodeSchema);

/** A work id in a URL: "1234567" or "RJ01234567". */
export const trackWorkIdSchema = z
  .string()
  .refine((value) => parseWorkIdParam(value) !== null, { error: commonMessages.invalidValue });

/** GET /api/tracks/{id} parameters. */
export const tracksParamsSchema = z.object({ id: trackWorkIdSchema });

export const tracksMessages = {
  workNotFound: (code: string) => message("tracks.workNotFound", { code }),
} as const;

/** `"<workId>/<index>"`, the kikoeru track hash. */
export function formatTrackHash(workId: number, index: number): string {
  return `${workId}/${index}`;
}

/** Reads a kikoeru track hash (the id may be a code); null when it is not one. */
export function parseTrackHash(hash: string): { workId: number; index: number } | null {
  const match = /^([^/]+)\/(\d{1,9})$/.exec(hash);
  if (!match) return null;
  const workId = parseWorkIdParam(match[1]!);
  return workId === null ? null : { workId, index: Number(match[2]) };
}
