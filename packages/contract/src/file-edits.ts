import { z } from "zod";
import { message } from "./messages/index.ts";
import { trackWorkIdSchema } from "./tracks.ts";

/** Cover types an administrator may replace: the main cover (4:3, kept at its size) and the 100×100 `sam`. */
export const EDITABLE_COVER_TYPES = ["main", "sam"] as const;
export type EditableCoverType = (typeof EDITABLE_COVER_TYPES)[number];

/** Largest cover upload, and the largest image it may decode to (a small file can hold a huge image). */
export const MAX_COVER_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_COVER_PIXELS = 40_000_000;

const editableCoverTypeSchema = z.enum(EDITABLE_COVER_TYPES, {
  error: message("covers.badEditType"),
});

/** `POST /api/edit/img/{id}` and `POST /api/edit/recover/img/{id}`. */
export const coverEditParamsSchema = z.object({ id: trackWorkIdSchema });
export const coverRecoverBodySchema = z.object({ type: editableCoverTypeSchema });

/** kikoeru's answer to a cover edit; a refused one is `{success:false, message}` beside our `{error, code}`. */
export const coverEditResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.string().optional(),
});
export type CoverEditResponse = z.infer<typeof coverEditResponseSchema>;

const MAX_LYRIC_LINES = 20_000;
const MAX_LYRIC_TEXT = 2_000;
/** Times in ms (spec 2 §3 "Lyric line"); a day is far beyond any voice work. */
const lyricTime = z.number().finite().min(0).max(86_400_000);

/**
 * A parsed lyric line as the kikoeru client sends it: `time`/`timeEnd` in ms, `deleted` lines are left out,
 * `extendedLyrics` (a translation under the line) are extra text lines of the same cue.
 */
export const savedLyricLineSchema = z.object({
  time: lyricTime,
  timeEnd: lyricTime.nullish(),
  text: z.string().max(MAX_LYRIC_TEXT),
  deleted: z.boolean().optional(),
  // Clients differ in what a line's extra lyrics hold; strings (or `{text}`) are kept, anything else ignored.
  extendedLyrics: z.array(z.unknown()).max(8).optional(),
});
export type SavedLyricLine = z.infer<typeof savedLyricLineSchema>;

/** `POST /api/media/save-lrc/{workId}`: `writePath` relative to the work folder, ending `.vtt`. */
export const saveLrcParamsSchema = z.object({ workId: trackWorkIdSchema });
export const saveLrcBodySchema = z.object({
  writePath: z
    .string()
    .min(5)
    .max(1024)
    .regex(/\.vtt$/i, { error: message("lyrics.badWritePath") }),
  lrc: z.array(savedLyricLineSchema).max(MAX_LYRIC_LINES),
});
export type SaveLrcBody = z.infer<typeof saveLrcBodySchema>;
export const saveLrcResponseSchema = z.object({
  result: z.literal(true),
  message: z.string(),
  path: z.string(),
});
export type SaveLrcResponse = z.infer<typeof saveLrcResponseSchema>;
