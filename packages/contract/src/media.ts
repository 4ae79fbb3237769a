import { z } from "zod";
import { commonMessages } from "./errors.ts";
import { message } from "./messages/index.ts";
import { trackWorkIdSchema } from "./tracks.ts";

/** Cover sizes kikoeru clients ask for with `/api/cover/{id}?type=` (360x360: the main cover, if no own file). */
export const COVER_TYPES = ["main", "sam", "240x240", "360x360"] as const;
export type CoverType = (typeof COVER_TYPES)[number];

export const mediaMessages = {
  rootNotFound: (name: string) => message("media.rootNotFound", { name }),
  trackNotFound: (hash: string) => message("media.trackNotFound", { hash }),
  fileMissing: message("media.fileMissing"),
  badHash: message("media.badHash"),
  pathRefused: message("media.pathRefused"),
  rangeNotSatisfiable: message("media.rangeNotSatisfiable"),
  unsupportedImage: (ext: string) => message("media.unsupportedImage", { ext }),
  imageTooLarge: (width: number, height: number, limit: number) =>
    message("media.imageTooLarge", { width, height, limit }),
  badCoverType: message("media.badCoverType", { types: COVER_TYPES.join("、") }),
  lyricFound: message("media.lyricFound"),
  lyricNotFound: message("media.lyricNotFound"),
  aiLyricNotFound: (id: number) => message("media.aiLyricNotFound", { id }),
} as const;

/** Media routes of the two-segment form: `/api/media/stream/{id}/{index}`. */
export const trackIndexParamsSchema = z.object({
  id: trackWorkIdSchema,
  index: z.string().regex(/^\d{1,9}$/, { error: commonMessages.invalidValue }),
});

/** Media routes of the one-segment form: `{hash}` is `<id>/<index>` with the slash encoded, or a work id. */
export const trackHashParamsSchema = z.object({ hash: z.string().min(1).max(64) });

/** `path` names a file by its stable path relative to the work folder (then `{hash}` is the work id). */
export const trackQuerySchema = z.object({ path: z.string().min(1).max(4096).optional() });

/**
 * GET /api/media/check-lrc/{hash}: the sidecar lyric of a track, fetched as `/api/media/stream/<hash>`; `lrc`
 * is its text as well (UTF-8), empty when there is none or it is too large to inline.
 */
export const checkLrcResponseSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  hash: z.string(),
  lyricExtension: z.string().optional(),
  lrc: z.string(),
});
export type CheckLrcResponse = z.infer<typeof checkLrcResponseSchema>;

/**
 * Match levels of a lyric option, lower is better:
 * 0 same folder and same name (`01.lrc` or `01.mp3.lrc` for `01.mp3`), or an AI lyric made for this track;
 * 1 same name in another folder of the work; 2 another lyric file in the same folder; 3 any other lyric file.
 */
export const LYRIC_MATCH_LEVELS = { sameName: 0, sameNameElsewhere: 1, sameFolder: 2, elsewhere: 3 } as const;

/**
 * A lyric the player may use. Local files: `hash` is the file's track hash (fetch it with
 * `/api/media/stream/<hash>`). AI lyrics (`isAI`): `hash` is the task id (fetch it with `/api/media/fetch-lrc/<id>`).
 */
export const lyricOptionSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  hash: z.string(),
  isAI: z.boolean(),
  matchLevel: z.number(),
});
export type LyricOption = z.infer<typeof lyricOptionSchema>;

export const queryLrcResponseSchema = z.object({
  result: z.boolean(),
  lyricList: z.array(lyricOptionSchema),
});
export type QueryLrcResponse = z.infer<typeof queryLrcResponseSchema>;

export const fetchLrcParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: commonMessages.invalidValue }),
});
export const fetchLrcResponseSchema = z.object({ lrc: z.string() });

export const coverParamsSchema = z.object({ id: trackWorkIdSchema });
export const coverQuerySchema = z.object({
  type: z.enum(COVER_TYPES, { error: mediaMessages.badCoverType }).default("main"),
});
