/**
 * The JSON routes under `/api` as types: `"<METHOD> <path template>"` → what the query string and body take
 * and what a 200 answers. Types only (every schema is imported with `import type`), so the web client can be
 * typed from the contract without bundling zod: the CSP forbids the `new Function` probe zod makes.
 */
import type { z } from "zod";
import type {
  aiLyricAcquireBodySchema,
  aiLyricAcquiredSchema,
  aiLyricFinishBodySchema,
  aiLyricStatusBodySchema,
  aiLyricStatusResponseSchema,
  aiLyricTaskAuthQuerySchema,
  aiLyricTaskGetSchema,
  builtinWorkerStateSchema,
  workerTokenCreateBodySchema,
  workerTokenCreatedSchema,
  workerTokenListSchema,
} from "./ai-lyric-worker.ts";
import type {
  aiLyricBatchBodySchema,
  aiLyricCountsSchema,
  aiLyricCreatedSchema,
  aiLyricCreateQuerySchema,
  aiLyricLrcQuerySchema,
  aiLyricLrcSchema,
  aiLyricTaskListQuerySchema,
  aiLyricTaskPageSchema,
  aiLyricWorkSummarySchema,
} from "./ai-lyrics.ts";
import type { AdminConfig, sharedConfigSchema } from "./config.ts";
import type {
  AuditPage,
  auditQuerySchema,
  editWorkBodySchema,
  successResponseSchema,
  uncensorResponseSchema,
  unlockBodySchema,
  WorkEditState,
} from "./editing.ts";
import type {
  CoverEditResponse,
  coverRecoverBodySchema,
  SaveLrcResponse,
  saveLrcBodySchema,
} from "./file-edits.ts";
import type { historyBodySchema, historyDeleteBodySchema, historyListQuerySchema } from "./history.ts";
import type { ImportJob, ImportPlan, ImportRequest, ImportStatus } from "./import.ts";
import type {
  checkLrcResponseSchema,
  fetchLrcResponseSchema,
  queryLrcResponseSchema,
  trackQuerySchema,
} from "./media.ts";
import type { NameRepairPlan } from "./name-repair.ts";
import type {
  deleteReviewQuerySchema,
  reviewBodySchema,
  reviewListQuerySchema,
  reviewModeQuerySchema,
} from "./reviews.ts";
import type {
  failedWorkRetrySchema,
  failedWorksSchema,
  scanKilledSchema,
  scannerStatusSchema,
  scanStartedSchema,
  workScanResponseSchema,
} from "./scanner.ts";
import type {
  SyncTask,
  syncCreatedSchema,
  syncerCreateBodySchema,
  syncerCredentialListSchema,
  syncerCredentialsBodySchema,
  syncerHostQuerySchema,
  syncerInfoQuerySchema,
  syncerInfoResponseSchema,
  syncTaskIdQuerySchema,
} from "./syncer.ts";
import type { TrackNode } from "./tracks.ts";
import type {
  preTranscodeResponseSchema,
  transcodeHashQuerySchema,
  transcodeStatusSchema,
} from "./transcode.ts";
import type {
  changePasswordBodySchema,
  createUserBodySchema,
  deleteUsersBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  tokenResponseSchema,
  usersResponseSchema,
} from "./users.ts";
import type { versionResponseSchema } from "./version.ts";
import type {
  historyWorksResponseSchema,
  LabelKind,
  labelListSchema,
  labelSchema,
  reviewedWorksResponseSchema,
  searchQuerySchema,
  workDetailSchema,
  worksQuerySchema,
  worksResponseSchema,
} from "./works.ts";

/** A query string as a client writes it: the schema's keys, values as text (the server coerces them). */
type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]?: string | number | boolean };

/** One route: `query` and `body` are absent when the route takes none. */
interface Route<Response, Query = never, Body = never> {
  response: Response;
  query: Query;
  body: Body;
}

type Message = z.infer<typeof messageResponseSchema>;
type Success = z.infer<typeof successResponseSchema>;
type WorksList = z.infer<typeof worksResponseSchema>;
/** A media route in kikoeru's `/{id}/{index}` form and in the `/{hash}` form (with `?path=`). */
type TrackRoutes<Action extends string, Response> = {
  [K in `GET /media/${Action}/:id/:index` | `GET /media/${Action}/:hash`]: Route<
    Response,
    QueryOf<typeof trackQuerySchema>
  >;
};

/** The pre-transcode status routes (GET polls, POST starts) in both track forms, with `?bitRate=`. */
type PreTranscodeRoutes = {
  [K in `${"GET" | "POST"} /media/pre-transcode/${":id/:index" | ":hash"}`]: Route<
    z.infer<K extends `GET ${string}` ? typeof transcodeStatusSchema : typeof preTranscodeResponseSchema>,
    QueryOf<typeof transcodeHashQuerySchema>
  >;
};

type AiBatch = z.input<typeof aiLyricBatchBodySchema>;
type AiCounts = z.infer<typeof aiLyricCountsSchema>;
type AiCreated = z.infer<typeof aiLyricCreatedSchema>;
type AiTaskAuth = QueryOf<typeof aiLyricTaskAuthQuerySchema>;

/** The AI lyric task routes (docs/ai-lyrics.md): the task list's, the file tree's and the worker protocol. */
type AiLyricRoutes = {
  "PUT /lyric/translate/:id/:index": Route<AiCreated>;
  "PUT /lyric/translate/:hash": Route<AiCreated, QueryOf<typeof aiLyricCreateQuerySchema>>;
  "DELETE /lyric/translate/:id": Route<AiCounts, never, AiBatch>;
  "POST /lyric/translate/redo/:id": Route<AiCounts, never, AiBatch>;
  "GET /lyric/translate/lrc": Route<z.infer<typeof aiLyricLrcSchema>, QueryOf<typeof aiLyricLrcQuerySchema>>;
  "GET /lyric/work/:id": Route<z.infer<typeof aiLyricWorkSummarySchema>>;
  "POST /lyric/translate/acquire": Route<
    z.infer<typeof aiLyricAcquiredSchema>,
    never,
    z.input<typeof aiLyricAcquireBodySchema>
  >;
  "POST /lyric/translate/status": Route<
    z.infer<typeof aiLyricStatusResponseSchema>,
    never,
    z.input<typeof aiLyricStatusBodySchema>
  >;
  "GET /lyric/translate/get": Route<z.infer<typeof aiLyricTaskGetSchema>, AiTaskAuth>;
  "POST /lyric/translate/finish": Route<
    Record<string, never>,
    never,
    z.input<typeof aiLyricFinishBodySchema>
  >;
  "GET /lyric/worker-tokens": Route<z.infer<typeof workerTokenListSchema>>;
  "POST /lyric/worker-tokens": Route<
    z.infer<typeof workerTokenCreatedSchema>,
    never,
    z.input<typeof workerTokenCreateBodySchema>
  >;
  "DELETE /lyric/worker-tokens/:id": Route<{ success: boolean }>;
  "GET /lyric/builtin-worker": Route<z.infer<typeof builtinWorkerStateSchema>>;
};

type LabelRoutes = {
  [K in LabelKind as `GET /${K}s`]: Route<z.infer<typeof labelListSchema>>;
} & {
  [K in LabelKind as `GET /${K}s/:id`]: Route<z.infer<typeof labelSchema>>;
} & {
  [K in LabelKind as `GET /${K}s/:id/works`]: Route<WorksList, QueryOf<typeof worksQuerySchema>>;
};

export type ApiRoutes = LabelRoutes &
  AiLyricRoutes &
  PreTranscodeRoutes &
  TrackRoutes<"check-lrc", z.infer<typeof checkLrcResponseSchema>> &
  TrackRoutes<"query-lrc", z.infer<typeof queryLrcResponseSchema>> &
  /** A lyric file read as text (other files are fetched by URL: `<audio>`, `<img>`, downloads). */
  TrackRoutes<"stream", string> & {
    "POST /auth/me": Route<z.infer<typeof tokenResponseSchema>, never, z.input<typeof loginBodySchema>>;
    "GET /auth/me": Route<z.infer<typeof meResponseSchema>>;
    "GET /version": Route<z.infer<typeof versionResponseSchema>>;
    "GET /config/admin": Route<{ config: AdminConfig }>;
    "PUT /config/admin": Route<
      { message: string; restartRequired: string[] },
      never,
      { config: Partial<AdminConfig> }
    >;
    "GET /config/shared": Route<z.infer<typeof sharedConfigSchema>>;
    "GET /credentials/users": Route<z.infer<typeof usersResponseSchema>>;
    "POST /credentials/user": Route<Message, never, z.input<typeof createUserBodySchema>>;
    "PUT /credentials/user": Route<Message, never, z.input<typeof changePasswordBodySchema>>;
    "DELETE /credentials/user": Route<Message, never, z.input<typeof deleteUsersBodySchema>>;
    "GET /works": Route<WorksList, QueryOf<typeof worksQuerySchema>>;
    "GET /search": Route<WorksList, QueryOf<typeof searchQuerySchema>>;
    "GET /search/:keyword": Route<WorksList, QueryOf<typeof searchQuerySchema>>;
    "GET /work/:id": Route<z.infer<typeof workDetailSchema>>;
    "GET /tracks/:id": Route<TrackNode[]>;
    "GET /review": Route<z.infer<typeof reviewedWorksResponseSchema>, QueryOf<typeof reviewListQuerySchema>>;
    "PUT /review": Route<Message, QueryOf<typeof reviewModeQuerySchema>, z.input<typeof reviewBodySchema>>;
    "DELETE /review": Route<Message, QueryOf<typeof deleteReviewQuerySchema>>;
    "GET /histroy": Route<z.infer<typeof historyWorksResponseSchema>, QueryOf<typeof historyListQuerySchema>>;
    "PUT /histroy": Route<Message, never, z.input<typeof historyBodySchema>>;
    "DELETE /histroy": Route<Message, never, z.input<typeof historyDeleteBodySchema>>;
    "GET /media/fetch-lrc/:id": Route<z.infer<typeof fetchLrcResponseSchema>>;
    "POST /media/save-lrc/:workId": Route<SaveLrcResponse, never, z.input<typeof saveLrcBodySchema>>;
    "POST /edit/recover/img/:id": Route<CoverEditResponse, never, z.input<typeof coverRecoverBodySchema>>;
    "GET /lyric/translate": Route<
      z.infer<typeof aiLyricTaskPageSchema>,
      QueryOf<typeof aiLyricTaskListQuerySchema>
    >;
    "GET /scanner/status": Route<z.infer<typeof scannerStatusSchema>>;
    "POST /scanner/scan": Route<z.infer<typeof scanStartedSchema>>;
    "POST /scanner/update": Route<z.infer<typeof scanStartedSchema>>;
    "POST /scanner/lyric-scan": Route<z.infer<typeof scanStartedSchema>>;
    "POST /scanner/kill": Route<z.infer<typeof scanKilledSchema>>;
    "GET /scanner/failed-works": Route<z.infer<typeof failedWorksSchema>>;
    "POST /scanner/failed-works/:id/retry": Route<z.infer<typeof failedWorkRetrySchema>>;
    "POST /work/scan/:id": Route<z.infer<typeof workScanResponseSchema>>;
    "GET /work/fix/gbk/:id": Route<NameRepairPlan>;
    "POST /work/fix/gbk/:id": Route<z.infer<typeof workScanResponseSchema>>;
    "POST /work/fix/gbk/:id/undo": Route<z.infer<typeof workScanResponseSchema>>;
    "GET /syncer": Route<z.infer<typeof syncerInfoResponseSchema>, QueryOf<typeof syncerInfoQuerySchema>>;
    "POST /syncer": Route<z.infer<typeof syncCreatedSchema>, never, z.input<typeof syncerCreateBodySchema>>;
    "GET /syncer/task": Route<{ info: SyncTask[] }>;
    "DELETE /syncer/task": Route<{ success: boolean }, QueryOf<typeof syncTaskIdQuerySchema>>;
    "POST /syncer/task/stop": Route<{ success: boolean }, QueryOf<typeof syncTaskIdQuerySchema>>;
    "POST /syncer/task/restart": Route<{ success: boolean }, QueryOf<typeof syncTaskIdQuerySchema>>;
    "GET /syncer/credentials": Route<z.infer<typeof syncerCredentialListSchema>>;
    "PUT /syncer/credentials": Route<
      { success: boolean },
      never,
      z.input<typeof syncerCredentialsBodySchema>
    >;
    "DELETE /syncer/credentials": Route<{ success: boolean }, QueryOf<typeof syncerHostQuerySchema>>;
    "GET /edit/work/:id": Route<WorkEditState>;
    "POST /edit/work/:id": Route<Success, never, z.input<typeof editWorkBodySchema>>;
    "POST /edit/work/:id/undo": Route<Success>;
    "POST /edit/work/:id/unlock": Route<Success, never, z.input<typeof unlockBodySchema>>;
    "POST /uncensor/tags": Route<z.infer<typeof uncensorResponseSchema>>;
    "POST /uncensor/tags/undo": Route<z.infer<typeof uncensorResponseSchema>>;
    "GET /admin/audit": Route<AuditPage, QueryOf<typeof auditQuerySchema>>;
    "POST /admin/import/plan": Route<ImportPlan, never, ImportRequest>;
    "POST /admin/import/run": Route<ImportJob, never, ImportRequest>;
    "GET /admin/import/status": Route<ImportStatus>;
  };

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The routes of one method by path template, e.g. `ApiRoutesOf<"GET">["/work/:id"]`. */
type ApiRoutesOf<M extends ApiMethod> = {
  [K in keyof ApiRoutes as K extends `${M} ${infer P}` ? P : never]: ApiRoutes[K];
};

/** The path templates a method has, e.g. `ApiPath<"GET">` includes `"/work/:id"`. */
export type ApiPath<M extends ApiMethod> = keyof ApiRoutesOf<M> & string;

/** One route's types (`query` and `body` are `never` when it takes none). */
export type ApiRoute<M extends ApiMethod, P extends ApiPath<M>> = Route<unknown, unknown, unknown> &
  (ApiRoutesOf<M> extends Record<P, infer R> ? R : never);

/** The `:name` segments of a path template, each filled with a value the client encodes. */
export type ApiPathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & ApiPathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** What a route answers with 200, e.g. `ApiResponse<"GET /auth/me">`. */
export type ApiResponse<K extends keyof ApiRoutes> = ApiRoutes[K]["response"];
