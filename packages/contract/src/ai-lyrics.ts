import { z } from "zod";
import { message } from "./messages/index.ts";
import { intParam, paginationSchema } from "./pagination.ts";

export const aiLyricMessages = {
  badStatus: message("aiLyrics.badStatus"),
} as const;

/** `status`: a JSON list of task statuses, e.g. `[]` (any, what kikoeru's client sends) or `[1,3]`. */
const statusListParam = z.string().transform((raw, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const statuses = Array.isArray(value) ? value.map(Number) : [];
  if (Array.isArray(value) && statuses.every((status) => Number.isSafeInteger(status))) return statuses;
  ctx.addIssue({ code: "custom", message: aiLyricMessages.badStatus });
  return z.NEVER;
});

/**
 * GET /api/lyric/translate (reference §1.7), as lenient as kikoeru: `page` -1 means the first page with all of a
 * work's tasks; `work_id` 0 or empty and `file_name` empty mean any; `status` `[]` means any status.
 */
export const aiLyricTaskListQuerySchema = z.object({
  page: intParam("page", -1, 1_000_000).optional(),
  work_id: z
    .preprocess((v) => (v === "" ? undefined : v), intParam("work_id", 0, Number.MAX_SAFE_INTEGER).optional())
    .optional(),
  file_name: z.string().max(4096).optional(),
  status: statusListParam.optional(),
});
export type AiLyricTaskListQuery = z.infer<typeof aiLyricTaskListQuerySchema>;

/** One AI lyric task as kikoeru lists it; status 1 pending, 2 transcribing, 3 success, 4 error. */
export const aiLyricTaskSchema = z.object({
  id: z.number().int(),
  work_id: z.number().int(),
  audio_path: z.string(),
  status: z.number().int(),
  worker_name: z.string(),
  worker_status: z.string(),
  title: z.string(),
});

export const aiLyricTaskPageSchema = z.object({
  pagination: paginationSchema,
  tasks: z.array(aiLyricTaskSchema),
});
export type AiLyricTaskPage = z.infer<typeof aiLyricTaskPageSchema>;
