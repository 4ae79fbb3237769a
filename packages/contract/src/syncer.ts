import { z } from "zod";
import { message } from "./messages/index.ts";

/** The kikoeru client's default remote templates (next-capabilities §3): literal placeholder text. */
export const SYNCER_DEFAULT_META_API = "/api/workInfo/{code_for_the_work}";
export const SYNCER_DEFAULT_TRACK_API = "/api/tracks/{code_for_the_work}";

/** A remote server: http(s), a host, an optional path, no trailing slash, query or fragment. */
export const SYNCER_HOST_PATTERN = /^https?:\/\/[^/\s?#@]+(\/[^\s?#]*[^/\s?#])?$/i;
/** A work code to pull: a known prefix plus 6 or 8 digits, any case (upper-cased by the server). */
export const SYNCER_CODE_PATTERN = /^(RJ|BJ|VJ|CC)(\d{6}|\d{8})$/i;
/** A template is a path on the remote host (never another host), at most 300 characters. */
const TEMPLATE_PATTERN = /^\/[^\s#]{0,299}$/;

const host = z
  .string({ error: message("syncer.hostRequired") })
  .trim()
  .regex(SYNCER_HOST_PATTERN, { error: message("syncer.hostRequired") });
const code = z
  .string({ error: message("syncer.codeRequired") })
  .trim()
  .regex(SYNCER_CODE_PATTERN, { error: message("syncer.codeRequired") })
  .transform((v) => v.toUpperCase());
const template = (fallback: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? fallback : v))
    .refine((v) => TEMPLATE_PATTERN.test(v), { error: message("syncer.templateInvalid") })
    .default(fallback);

export const syncerInfoQuerySchema = z.object({
  host,
  filter: code,
  metaApi: template(SYNCER_DEFAULT_META_API),
  trackApi: template(SYNCER_DEFAULT_TRACK_API),
});

/** A node of the remote tree: the remote's fields kept as they are, plus `size` and `relativePath` on files. */
export const syncerNodeSchema = z.looseObject({
  type: z.string().max(32),
  title: z.string().max(1024),
  relativePath: z.string().max(8192).optional(),
  get children() {
    return z.array(syncerNodeSchema).max(20_000).optional();
  },
});
export type SyncerNode = z.infer<typeof syncerNodeSchema>;

export const syncerInfoResponseSchema = z.object({
  tracks: z.array(syncerNodeSchema),
  /** Beside kikoeru's answer: the remote's title and the folder the files would land in. */
  title: z.string(),
  folder: z.string(),
});

export const syncerCreateBodySchema = z.object({
  host,
  code,
  rootFolderName: z
    .string({ error: message("syncer.rootRequired") })
    .trim()
    .min(1)
    .max(1024),
  overwrite: z.boolean().default(true),
  treeTracks: z.array(syncerNodeSchema).max(20_000),
  metaApi: template(SYNCER_DEFAULT_META_API),
  trackApi: template(SYNCER_DEFAULT_TRACK_API),
});

export const SYNC_TASK_STATES = [
  "queued",
  "fetching",
  "downloading",
  "importing",
  "done",
  "stopped",
  "failed",
] as const;
export type SyncTaskState = (typeof SYNC_TASK_STATES)[number];

export const syncTaskSchema = z.object({
  id: z.number(),
  code: z.string(),
  /** A readable line: state, files and bytes done. */
  status: z.string(),
  finished: z.boolean(),
  error: z.string().nullable(),
  stop: z.boolean(),
  state: z.enum(SYNC_TASK_STATES),
  host: z.string(),
  title: z.string(),
  rootFolderName: z.string(),
  folder: z.string(),
  filesDone: z.number(),
  filesTotal: z.number(),
  bytesDone: z.number(),
  bytesTotal: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type SyncTask = z.infer<typeof syncTaskSchema>;

export const syncTaskListSchema = z.object({ info: z.array(syncTaskSchema) });
export const syncTaskIdQuerySchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});
export const syncCreatedSchema = z.object({ id: z.number() });

export const syncerCredentialsBodySchema = z.object({
  host,
  name: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
});
export const syncerHostQuerySchema = z.object({ host });
export const syncerCredentialListSchema = z.object({
  hosts: z.array(z.object({ host: z.string(), name: z.string() })),
});
