import { z } from "zod";

/** GET /api/work/fix/gbk/{id}: the dry run of the file-name repair (our addition beside kikoeru's POST). */
export const nameRepairPlanSchema = z.object({
  /** Each rename, paths relative to the work folder: as they show now (U+FFFD for bytes that are not UTF-8) and after. */
  plan: z.array(z.object({ from: z.string(), to: z.string(), encoding: z.string() })),
  /** Names two entries would end up sharing: while any is listed, the repair renames nothing. */
  conflicts: z.array(z.object({ to: z.string(), from: z.array(z.string()) })),
  /** The last repair, when it can still be undone. */
  undo: z.object({ at: z.number(), count: z.number() }).nullable(),
});
export type NameRepairPlan = z.infer<typeof nameRepairPlanSchema>;
