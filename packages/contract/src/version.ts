import { z } from "zod";
import { saidLineSchema } from "./watch.ts";

/** kikoeru's answer (reference §1.2). */
const kikoeruVersionFields = {
  current: z.string(),
  latest_stable: z.string().nullable(),
  latest_release: z.string().nullable(),
  update_available: z.boolean(),
  notifyUser: z.boolean(),
  lockFileExists: z.boolean(),
  lockReason: z.string().nullable(),
};

export const versionResponseSchema = z.object({
  ...kikoeruVersionFields,
  /**
   * The same fields again, as kikoeru sent them alone (`{throttledResponse:{…}}`) when GitHub could not be
   * reached: clients written against that answer find them here. We never call GitHub, so both agree.
   */
  throttledResponse: z.object(kikoeruVersionFields),
  /** Our addition: whether ffmpeg was found at start (transcoding needs it; originals play without it). */
  ffmpegAvailable: z.boolean(),
  /** Our addition: why the root folder watcher fell back to periodic scans, for the admin notice; else null. */
  watchProblem: saidLineSchema.nullable(),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;
