import { z } from "zod";

export const versionResponseSchema = z.object({
  current: z.string(),
  latest_stable: z.string().nullable(),
  latest_release: z.string().nullable(),
  update_available: z.boolean(),
  notifyUser: z.boolean(),
  lockFileExists: z.boolean(),
  lockReason: z.string().nullable(),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;
