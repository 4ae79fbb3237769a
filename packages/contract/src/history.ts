import { z } from "zod";
import { message } from "./messages/index.ts";
import { listParams } from "./pagination.ts";
import { workIdBodyField } from "./reviews.ts";

/** History lists use a fixed page of 12, like the recent-plays strip (spec 1 §9), unless `pageSize` is sent. */
export const HISTORY_PAGE_SIZE = 12;

export const historyMessages = {
  saved: message("history.saved"),
  deleted: message("history.deleted"),
  badState: message("history.badState"),
} as const;

/**
 * A play position as the client stores it: the web client sends `{queue, index, seconds}`. It is opaque to
 * the server and returned as sent, so other keys pass through.
 */
export const playStateSchema = z.record(z.string(), z.unknown(), { error: historyMessages.badState });
export type PlayState = z.infer<typeof playStateSchema>;

/** PUT /api/histroy (and /api/history). */
export const historyBodySchema = z.object({
  work_id: workIdBodyField,
  state: playStateSchema,
});

/** DELETE /api/histroy: `work_id` travels in the JSON body (reference §1.6). */
export const historyDeleteBodySchema = z.object({ work_id: workIdBodyField });

/** GET /api/histroy: most recent first (`sort=asc` for oldest first); `order` is accepted and ignored. */
export const historyListQuerySchema = z.object({
  ...listParams,
  order: z.string().max(32).optional(),
});
export type HistoryListQuery = z.infer<typeof historyListQuerySchema>;
