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
  /** Ours, beside kikoeru's fields: the audio file's name, progress in percent (null = unknown), retries so far. */
  file_name: z.string(),
  progress: z.number().nullable(),
  retries: z.number().int(),
  error: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});

export const aiLyricTaskPageSchema = z.object({
  pagination: paginationSchema,
  tasks: z.array(aiLyricTaskSchema),
});
export type AiLyricTaskPage = z.infer<typeof aiLyricTaskPageSchema>;

/**
 * PUT /api/lyric/translate/{workId}/{index} (kikoeru) or /{workId}?path=<file or folder> (stable form): one task
 * per audio file; a folder path queues every audio file under it that has no task yet. `id` is the first new
 * task (kikoeru's answer), `ids` all of them, `skipped` the files that already had a task.
 */
export const aiLyricCreatedSchema = z.object({
  id: z.number().int(),
  ids: z.array(z.number().int()),
  skipped: z.number().int(),
});
export type AiLyricCreated = z.infer<typeof aiLyricCreatedSchema>;

export const aiLyricCreateQuerySchema = z.object({ path: z.string().min(1).max(4096).optional() });

/**
 * DELETE /api/lyric/translate/{id} and POST …/redo/{id}: `idArr` (non-empty) wins over the path id (0 = batch);
 * a single delete or redo may send no body at all.
 */
export const aiLyricBatchBodySchema = z
  .object({
    // A form body holds a single value as text, several as a list.
    idArr: z
      .preprocess(
        (v) => (Array.isArray(v) ? v : v === undefined ? v : [v]),
        z.array(intParam("idArr", 0, Number.MAX_SAFE_INTEGER)).max(10_000),
      )
      .optional(),
  })
  .nullish();
export const aiLyricTaskIdParamsSchema = z.object({ id: intParam("id", 0, Number.MAX_SAFE_INTEGER) });
export const aiLyricCountsSchema = z.object({ counts: z.number().int() });

/** GET /api/lyric/translate/lrc?id= → the stored LRC text of a successful task. */
export const aiLyricLrcQuerySchema = z.object({ id: intParam("id", 0, Number.MAX_SAFE_INTEGER) });
export const aiLyricLrcSchema = z.object({ lrcContent: z.string() });

/**
 * GET /api/lyric/work/{workId}: the task status of every audio file of a work that has a task, for the file
 * tree, with spec 2 §4's aggregates: `folders` maps each folder path ("" = the work) to its aggregate
 * (transcribing over pending over error over success). Paths are relative to the work folder, `/`-separated,
 * the same `path` as the file tree's nodes. Cheap: poll it every 10 s while anything is pending/transcribing.
 */
export const aiLyricWorkSummarySchema = z.object({
  /** The aggregate of the whole work (the same as `folders[""]`; 0 when it has no task). */
  status: z.number().int(),
  files: z.record(
    z.string(),
    z.object({ id: z.number().int(), status: z.number().int(), progress: z.number().nullable() }),
  ),
  folders: z.record(z.string(), z.number().int()),
});
export type AiLyricWorkSummary = z.infer<typeof aiLyricWorkSummarySchema>;
