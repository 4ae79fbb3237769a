import { z } from "zod";
import { trackQuerySchema } from "./media.ts";

/** The bit rates (kbps) of AAC transcoding the kikoeru client offers (`aac 128`, `aac 320`). */
export const TRANSCODE_BIT_RATES = [128, 320] as const;
export type TranscodeBitRate = (typeof TRANSCODE_BIT_RATES)[number];

/** socket.io event of our own client: a transcode's status whenever it changes (the kikoeru client polls). */
export const TRANSCODE_PROGRESS_EVENT = "TRANSCODE_PROGRESS";

/**
 * `?bitRate=` of the transcode routes, checked by the service so that a wrong value gets kikoeru's answer
 * (`supportedBitRates`) rather than a validation error; absent means 128.
 */
export const transcodeIndexQuerySchema = z.object({ bitRate: z.string().max(16).optional() });
export const transcodeHashQuerySchema = trackQuerySchema.extend(transcodeIndexQuerySchema.shape);

/** ffmpeg's `-progress` figures; `percent` is null while a failure is reported (the client shows 转码错误). */
export const transcodeProgressSchema = z.object({
  percent: z.number().nullable(),
  timemark: z.string().nullable(),
  targetSize: z.number().nullable(),
  currentKbps: z.number().nullable(),
  frames: z.number().nullable(),
  currentFps: z.number().nullable(),
});
export type TranscodeProgress = z.infer<typeof transcodeProgressSchema>;

/** GET /api/media/pre-transcode/{hash}: the status the client polls every second (closed kikoeru backend). */
export const transcodeStatusSchema = z.object({
  status: z.enum(["ready", "progress", "waiting", "failed"]),
  ready: z.boolean(),
  progress: transcodeProgressSchema.nullable(),
  error: z.string().nullable(),
});
export type TranscodeStatus = z.infer<typeof transcodeStatusSchema>;

/** POST /api/media/pre-transcode/{hash}: the status, what was done, and whether an encode already ran. */
export const preTranscodeResponseSchema = transcodeStatusSchema.extend({
  message: z.string(),
  alreadyTranscoding: z.boolean(),
});
export type PreTranscodeResponse = z.infer<typeof preTranscodeResponseSchema>;

/** TRANSCODE_PROGRESS payload: which file (work id and path in the work folder), at which rate, and its status. */
export interface TranscodeProgressEvent extends TranscodeStatus {
  workId: number;
  path: string;
  bitRate: TranscodeBitRate;
}
