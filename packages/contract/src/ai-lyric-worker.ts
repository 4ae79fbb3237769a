import { z } from "zod";
import { intParam } from "./pagination.ts";

/**
 * The worker protocol under /api/lyric/translate (reference §1.7, §6.3; docs/ai-lyrics.md). kikoeru's Python
 * worker sends `acquire` and `status` form-encoded (every value a string) and `finish` as JSON, so ids and
 * flags are accepted both as numbers and as their text.
 */
const taskId = intParam("id", 1, Number.MAX_SAFE_INTEGER);
const secret = z.string().max(128);

/** "true"/"false"/"1"/"0" from a form, or a JSON boolean. */
const flag = z.union([
  z.boolean(),
  z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
]);

export const aiLyricAcquireBodySchema = z.object({ worker_name: z.string().min(1).max(200) });

/**
 * 200 of `acquire`: kikoeru's `{id, secret, audio_ext}`, plus ours: the task's audio and `lease_seconds`, how
 * long the claim lasts without a `status` call once the worker has made one (before that: the silent lease).
 */
export const aiLyricAcquiredSchema = z.object({
  id: z.number().int(),
  secret: z.string(),
  audio_ext: z.string(),
  work_id: z.number().int(),
  audio_path: z.string(),
  lease_seconds: z.number().int(),
});
export type AiLyricAcquired = z.infer<typeof aiLyricAcquiredSchema>;

/**
 * `status`: the heartbeat. `worker_status` is the text users see; `progress` (ours, optional) is a percent 0–100.
 * Without it the server reads a trailing `NN%` from `worker_status` ("翻译进度: 42%").
 */
export const aiLyricStatusBodySchema = z.object({
  id: taskId,
  secret,
  worker_status: z.string().max(500).default(""),
  progress: z.coerce.number().min(0).max(100).optional(),
});
export const aiLyricStatusResponseSchema = z.object({ success: z.boolean() });

/** `get` and `download`: the task by id and secret. */
export const aiLyricTaskAuthQuerySchema = z.object({ id: taskId, secret });

/** 200 of `get`: `{task}` while the id/secret pair holds the task, `{}` otherwise (kikoeru). */
export const aiLyricTaskGetSchema = z.object({
  task: z
    .object({
      id: z.number().int(),
      worker_status: z.string(),
      work_id: z.number().int(),
      audio_path: z.string(),
    })
    .optional(),
});

/** Largest lyric text a worker may upload (each of LRC and VTT); hours of speech are a few hundred KiB. */
export const AI_LYRIC_MAX_TEXT = 4 * 1024 * 1024;

/**
 * `finish`: kikoeru's `{id, secret, success, lrc_content}` (`lrc_content` "" on failure), plus ours:
 * `vtt_content`, the same segments as WebVTT with start and end times, and `error`, why it failed.
 */
export const aiLyricFinishBodySchema = z.object({
  id: taskId,
  secret,
  success: flag,
  lrc_content: z.string().max(AI_LYRIC_MAX_TEXT),
  vtt_content: z.string().max(AI_LYRIC_MAX_TEXT).optional(),
  error: z.string().max(2000).optional(),
});

/** A worker token as listed to the admin; the secret itself is shown only once, when it is created. */
export const workerTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by: z.string(),
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
});
export type WorkerToken = z.infer<typeof workerTokenSchema>;
export const workerTokenListSchema = z.object({ tokens: z.array(workerTokenSchema) });
export const workerTokenCreateBodySchema = z.object({ name: z.string().trim().min(1).max(100) });
export const workerTokenCreatedSchema = workerTokenSchema.extend({ token: z.string() });
export const workerTokenIdParamsSchema = z.object({ id: intParam("id", 1, Number.MAX_SAFE_INTEGER) });
/** 200 of `finish`: kikoeru's empty object. */
export const aiLyricFinishedSchema = z.object({}).strict();
export const workerTokenRevokedSchema = z.object({ success: z.boolean() });

/**
 * The built-in worker of the instance that answers (docs/lyric-worker.md "Built in"): `stopped` (switched off,
 * or this instance lacks the `lyric` role), `running`, `restarting` (it exited; `reason` says how, `retry_at`
 * when it starts again) or `refused` (it would not start: `reason` is its sentence; it waits for a settings
 * change). `line` is the worker's latest output line.
 */
export const builtinWorkerStateSchema = z.object({
  instance: z.string(),
  enabled: z.boolean(),
  role: z.boolean(),
  state: z.enum(["stopped", "running", "restarting", "refused"]),
  reason: z.string().nullable(),
  line: z.string().nullable(),
  since: z.number().int(),
  restarts: z.number().int(),
  retry_at: z.number().int().nullable(),
});
export type BuiltinWorkerState = z.infer<typeof builtinWorkerStateSchema>;
