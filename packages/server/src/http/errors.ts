import { type ErrorCode, type LabelKind, message, type ValidationIssue } from "@kikoeru/contract";

/**
 * An error with a meaning clients rely on: its status, its stable code and its Chinese sentence. The error
 * handler is the only place that turns it into HTTP (`{error, code, …extra}`).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The `{errors:[…]}` shape for one field the service judged (login and user management answer 422). */
function fieldError(
  status: number,
  code: ErrorCode,
  issue: Omit<ValidationIssue, "location"> & { location?: ValidationIssue["location"] },
): AppError {
  const { msg, param, location = "body", value } = issue;
  return new AppError(status, code, msg, {
    errors: [{ msg, param, location, ...(value === undefined ? {} : { value }) }],
  });
}

const LABEL_NOT_FOUND = {
  circle: "labels.circleNotFound",
  tag: "labels.tagNotFound",
  va: "labels.vaNotFound",
} as const;

const coverRefusal = (status: number, code: ErrorCode, sentence: string) =>
  new AppError(status, code, sentence, { success: false, message: sentence });

/** One factory per error the API answers with; docs/errors.md lists the codes. */
export const errors = {
  unauthenticated: (extra: Record<string, unknown>) =>
    new AppError(401, "UNAUTHENTICATED", message("common.unauthenticated"), extra),
  tokenInvalid: (reason: string, extra: Record<string, unknown>) =>
    new AppError(401, "TOKEN_INVALID", message("common.badTokenWithReason", { reason }), extra),
  /** Admin routes may name what was refused (`只有管理员能浏览用户.`); the code is the same. */
  adminOnly: (sentence = message("common.forbiddenAdmin")) => new AppError(403, "ADMIN_ONLY", sentence),
  guestReadOnly: () => new AppError(403, "GUEST_READ_ONLY", message("common.forbiddenGuest")),
  routeNotFound: (method: string, path: string) =>
    new AppError(404, "ROUTE_NOT_FOUND", message("common.routeNotFound", { method, path })),
  nulInBody: (param: string) => fieldError(400, "NUL_IN_BODY", { msg: message("common.nulInBody"), param }),

  wrongCredentials: () => new AppError(401, "WRONG_CREDENTIALS", message("users.wrongCredentials")),
  tooManyLoginAttempts: (seconds: number) =>
    new AppError(429, "TOO_MANY_LOGIN_ATTEMPTS", message("users.tooManyAttempts", { seconds }), {
      retryAfter: seconds,
    }),
  userNameTaken: (name: string) =>
    fieldError(422, "USER_NAME_TAKEN", { msg: message("users.duplicateName"), param: "name", value: name }),
  userNotFound: (name: string) => new AppError(404, "USER_NOT_FOUND", message("users.unknownUser", { name })),
  othersPassword: () => new AppError(403, "OTHERS_PASSWORD", message("users.onlySelfPassword")),
  adminUndeletable: () => new AppError(403, "ADMIN_UNDELETABLE", message("users.cannotDeleteAdmin")),
  selfUndeletable: () => new AppError(403, "SELF_UNDELETABLE", message("users.cannotDeleteSelf")),
  oldPasswordRequired: () => new AppError(400, "OLD_PASSWORD_REQUIRED", message("users.oldPasswordRequired")),
  wrongOldPassword: () => new AppError(403, "WRONG_OLD_PASSWORD", message("users.wrongOldPassword")),
  tooManyPasswordGuesses: (seconds: number) =>
    new AppError(429, "TOO_MANY_PASSWORD_GUESSES", message("users.tooManyPasswordGuesses", { seconds }), {
      retryAfter: seconds,
    }),

  workNotFound: (id: string) => new AppError(404, "WORK_NOT_FOUND", message("works.notFound", { id })),
  /** A bad work id or search term only the service can judge, in the 400 `{errors:[…]}` shape. */
  workIdInvalid: (msg: string, location: ValidationIssue["location"], value: unknown) =>
    fieldError(400, "WORK_ID_INVALID", { msg, param: "work_id", location, value }),
  searchInvalid: (param: string, msg: string, value: unknown) =>
    fieldError(400, "SEARCH_INVALID", { msg, param, location: "query", value }),
  labelNotFound: (kind: LabelKind, id: string) =>
    new AppError(404, "LABEL_NOT_FOUND", message(LABEL_NOT_FOUND[kind], { id })),
  ratingRequired: () =>
    fieldError(400, "RATING_REQUIRED", { msg: message("reviews.ratingRequired"), param: "rating" }),

  fileRefInvalid: () => new AppError(400, "FILE_REF_INVALID", message("media.badHash")),
  tracksOfMissingWork: (code: string) =>
    new AppError(404, "WORK_NOT_FOUND", message("tracks.workNotFound", { code })),
  trackNotFound: (hash: string) =>
    new AppError(404, "TRACK_NOT_FOUND", message("media.trackNotFound", { hash })),
  rootFolderNotFound: (name: string) =>
    new AppError(404, "ROOT_FOLDER_NOT_FOUND", message("media.rootNotFound", { name })),
  fileMissing: () => new AppError(404, "FILE_MISSING", message("media.fileMissing")),
  rangeNotSatisfiable: () => new AppError(416, "RANGE_NOT_SATISFIABLE", message("media.rangeNotSatisfiable")),
  pathRefused: () => new AppError(403, "PATH_REFUSED", message("media.pathRefused")),
  imageUnsupported: (ext: string) =>
    new AppError(415, "IMAGE_UNSUPPORTED", message("media.unsupportedImage", { ext })),
  imageTooLarge: (width: number, height: number, limit: number) =>
    new AppError(422, "IMAGE_TOO_LARGE", message("media.imageTooLarge", { width, height, limit })),
  aiLyricNotFound: (id: number) =>
    new AppError(404, "AI_LYRIC_NOT_FOUND", message("media.aiLyricNotFound", { id })),
  aiLyricTaskExists: (code: string, path: string) =>
    new AppError(409, "AI_LYRIC_TASK_EXISTS", message("aiLyrics.taskExists", { code, path })),
  aiLyricNoAudio: (path: string) =>
    new AppError(404, "AI_LYRIC_NO_AUDIO", message("aiLyrics.noAudio", { path })),
  aiLyricTaskNotFound: () => new AppError(404, "AI_LYRIC_TASK_NOT_FOUND", message("aiLyrics.taskNotFound")),
  aiLyricNoPendingTask: () =>
    new AppError(404, "AI_LYRIC_NO_PENDING_TASK", message("aiLyrics.noPendingTask")),
  workerForbidden: () => new AppError(403, "WORKER_FORBIDDEN", message("aiLyrics.workerForbidden")),
  workerTokenScope: () => new AppError(403, "WORKER_TOKEN_SCOPE", message("aiLyrics.workerTokenScope")),
  workerTokenNotFound: (id: number) =>
    new AppError(404, "WORKER_TOKEN_NOT_FOUND", message("aiLyrics.workerTokenNotFound", { id })),

  /** Cover edits answer kikoeru's `{success:false, message}` too, beside `error` and `code`. */
  coverUploadInvalid: (sentence: string) => coverRefusal(400, "COVER_UPLOAD_INVALID", sentence),
  coverNotMultipart: () => coverRefusal(415, "UNSUPPORTED_MEDIA_TYPE", message("covers.notMultipart")),
  coverNotImage: () => coverRefusal(415, "COVER_NOT_IMAGE", message("covers.notImage")),
  coverTooLarge: (maxMb: number, maxPixels: number) =>
    coverRefusal(413, "COVER_TOO_LARGE", message("covers.tooLarge", { maxMb, maxPixels })),
  lyricPathInvalid: () => new AppError(400, "LYRIC_PATH_INVALID", message("lyrics.badWritePath")),
  lyricFolderMissing: (folder: string) =>
    new AppError(404, "LYRIC_FOLDER_MISSING", message("lyrics.folderMissing", { folder })),
  lyricTargetNotLyric: (path: string) =>
    new AppError(409, "LYRIC_TARGET_NOT_LYRIC", message("lyrics.notLyricTarget", { path })),

  scanBusy: (job: unknown) => new AppError(409, "SCAN_BUSY", message("scanner.busy"), { job }),
  scanDuringImport: (job: number) =>
    new AppError(409, "SCAN_BUSY", message("scanner.importRunning", { job }), { job: null, importJob: job }),
  workScanBusy: () => new AppError(429, "WORK_SCAN_BUSY", message("scanner.workScanBusy")),
  scanWorkIdInvalid: () => new AppError(400, "WORK_ID_INVALID", message("scanner.badWorkId")),
  scanWorkNotFound: () => new AppError(404, "WORK_NOT_FOUND", message("scanner.workNotFound")),
  workFolderMissing: () => new AppError(404, "WORK_FOLDER_MISSING", message("scanner.workMissing")),

  nameRepairConflict: (conflicts: { to: string; from: string[] }[]) =>
    new AppError(
      409,
      "NAME_REPAIR_CONFLICT",
      message("nameRepair.conflict", { names: conflicts.map((c) => c.to).join(", ") }),
      { conflicts },
    ),
  nameRepairBusy: () => new AppError(409, "NAME_REPAIR_BUSY", message("nameRepair.busy")),
  nameRepairNoUndo: () => new AppError(404, "NAME_REPAIR_NO_UNDO", message("nameRepair.noUndo")),
  nameRepairChanged: () => new AppError(409, "NAME_REPAIR_CHANGED", message("nameRepair.changed")),
  nameRepairFailed: (reason: string) =>
    new AppError(409, "NAME_REPAIR_FAILED", message("nameRepair.failed", { reason })),

  transcodeBitRate: (supported: readonly number[]) =>
    new AppError(400, "TRANSCODE_BITRATE_UNSUPPORTED", message("transcode.badBitRate"), {
      supportedBitRates: supported,
    }),
  transcodeNotMedia: (ext: string) =>
    new AppError(400, "TRANSCODE_NOT_MEDIA", message("transcode.notMedia", { ext })),
  taskQueueFull: () => new AppError(503, "TASK_QUEUE_FULL", message("transcode.queueFull")),
  ffmpegMissing: () => new AppError(503, "FFMPEG_MISSING", message("transcode.ffmpegMissing")),
  /** A cluster instance without the `transcode` role finds no live instance with it: a missing ffmpeg to clients. */
  noTranscoder: () => new AppError(503, "FFMPEG_MISSING", message("cluster.noTranscoder")),
  transcodeFailed: (sentence: string) => new AppError(503, "TRANSCODE_FAILED", sentence),

  /** A remote server of a syncer call failed; the sentence says how (the kikoeru client adds "get info failed: "). */
  syncRemoteFailed: (sentence: string) => new AppError(502, "SYNC_REMOTE_FAILED", sentence),
  syncTaskNotFound: (id: number) =>
    new AppError(404, "SYNC_TASK_NOT_FOUND", message("syncer.taskNotFound", { id })),
  syncTaskRunning: (id: number) =>
    new AppError(409, "SYNC_TASK_RUNNING", message("syncer.taskRunning", { id })),
  syncRootNotFound: (name: string) =>
    new AppError(400, "SYNC_ROOT_NOT_FOUND", message("syncer.rootMissing", { name })),

  editVaRequired: () => new AppError(400, "EDIT_VA_REQUIRED", message("editing.needVa")),
  editDuplicate: (name: string) =>
    new AppError(400, "EDIT_DUPLICATE", message("editing.duplicate", { name })),
  editLabelNotFound: (kind: LabelKind, id: string) =>
    new AppError(400, "EDIT_LABEL_NOT_FOUND", message(LABEL_NOT_FOUND[kind], { id })),
  nothingToUndo: (id: number) =>
    new AppError(409, "NOTHING_TO_UNDO", message("editing.nothingToUndo", { id })),
  importPathInvalid: (field: string, value: string) =>
    new AppError(400, "IMPORT_PATH_INVALID", message("import.errorPath", { field, value })),
  importNoSource: () => new AppError(400, "IMPORT_PATH_INVALID", message("import.errorNoSource")),
  /** kikoeru's database or config cannot be read; the sentence names the file. */
  importSourceInvalid: (sentence: string) => new AppError(422, "IMPORT_SOURCE_INVALID", sentence),
  importUploadInvalid: () => new AppError(400, "IMPORT_UPLOAD_INVALID", message("import.errorUploadInvalid")),
  importUploadTooLarge: (db: number, config: number) =>
    new AppError(413, "IMPORT_UPLOAD_TOO_LARGE", message("import.errorUploadTooLarge", { db, config })),
  importUploadNotFound: () =>
    new AppError(404, "IMPORT_UPLOAD_NOT_FOUND", message("import.errorUploadMissing")),
  importBusy: (job: number) => new AppError(409, "IMPORT_BUSY", message("import.errorBusy", { job })),
  /** An import refused while a scan runs: the sentence `npm run import` prints. */
  importScanBusy: (job: number, since: string) =>
    new AppError(409, "SCAN_BUSY", message("cli.scanBusy", { job, since })),
};
