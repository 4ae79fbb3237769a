/**
 * What kikoeru-express 0.6.7 answers, route by route, written from /work/shared/reference/anchor-backend.md
 * (cited as §n) and never from our own output. Only keys and JSON types are pinned: our answers may carry more
 * keys, but may not drop one, change its type, or send null where kikoeru never does (strictly typed clients,
 * Flutter and Swift, fail to decode that).
 */
import {
  anyObject,
  anyValue,
  arrayOf,
  bool,
  int,
  lazy,
  nullable,
  num,
  obj,
  optional,
  recordOf,
  type Shape,
  str,
  tagged,
} from "./shape.ts";

/** §1.1 without `userRating`: what the view `staticMetadata` gives every list, detail and label page. */
const catalogFields = {
  id: int,
  created_at: str,
  updated_at: str,
  title: str,
  circle_id: int,
  name: str,
  nsfw: bool,
  release: str,
  dl_count: int,
  price: int,
  review_count: int,
  rate_count: int,
  rate_average_2dp: num,
  rate_count_detail: arrayOf(obj({ review_point: int, count: int, ratio: num })),
  rank: nullable(arrayOf(obj({ term: str, category: str, rank: int, rank_date: str }))),
  lyric_status: str,
  circle: obj({ id: int, name: str }),
  vas: arrayOf(obj({ id: str, name: str })),
  // §1.1, §9.18: a work without tags yields [{"id":null,"name":null}] in kikoeru, so clients accept null here.
  tags: arrayOf(obj({ id: nullable(int), name: nullable(str) })),
};

/**
 * The caller's stars. kikoeru: integer or null (§1.1). Ours allows half stars (spec 1: "rating in stars, half
 * stars allowed"), so a rated work may carry 4.5: a deliberate difference, pinned as a number.
 */
const userRating = nullable(num);

/** §1.1, §11.5: one element of `works[]` on every list. */
export const work = obj({ ...catalogFields, userRating });

/** §1.3, §11.4: `{works, pagination}` of /api/works, /api/search, label works, /api/review, /api/histroy. */
const pagination = obj({ currentPage: int, pageSize: int, totalCount: int });
export const worksPage = (item: Shape = work) => obj({ works: arrayOf(item), pagination });

/**
 * §1.3 GET /api/work/:id, §11.5: the list fields and the caller's marks. `updated_at` is the review's time or
 * null; `state` null before the first play; `play_updated_at` is always a date string (never null).
 */
export const workDetail = obj({
  ...catalogFields,
  userRating,
  review_text: nullable(str),
  progress: nullable(str),
  user_name: nullable(str),
  updated_at: nullable(str),
  state: nullable(anyObject),
  play_updated_at: str,
});

/** §1.5 GET /api/review: the review's own fields; every item is one of the caller's marks. */
export const reviewedWork = obj({
  ...catalogFields,
  userRating,
  review_text: nullable(str),
  progress: nullable(str),
  updated_at: str,
  user_name: str,
});

/** §1.6 GET /api/histroy: the stored play state (an object) and its time. */
export const historyWork = obj({ ...catalogFields, state: anyObject, play_updated_at: str });

/** §1.3, §11.14 GET /api/{circles,tags,vas}/: a bare array; VA ids are UUID strings, others integers. */
export const labelList = {
  circle: arrayOf(obj({ id: int, name: str, count: int })),
  tag: arrayOf(obj({ id: int, name: str, count: int })),
  va: arrayOf(obj({ id: str, name: str, count: int })),
};

/** §1.3, §11.14 GET /api/{circles,tags,vas}/:id. */
export const label = {
  circle: obj({ id: int, name: str }),
  tag: obj({ id: int, name: str }),
  va: obj({ id: str, name: str }),
};

/** §4.12, §11.8: a file node; `duration` only on audio whose length is known (absent, never null). */
const fileNode = (type: string) =>
  obj({
    type: str,
    hash: str,
    title: str,
    workTitle: str,
    mediaStreamUrl: str,
    mediaDownloadUrl: str,
    ...(type === "audio" ? { duration: optional(num) } : {}),
  });

/** §4.12, §11.8 GET /api/tracks/:id: nested nodes typed folder|audio|text|image|other. */
const trackNode: Shape = tagged("type", {
  folder: obj({ type: str, title: str, children: arrayOf(lazy(() => trackNode)) }),
  audio: fileNode("audio"),
  text: fileNode("text"),
  image: fileNode("image"),
  other: fileNode("other"),
});
export const trackTree = arrayOf(trackNode);

/** §1.4 GET /api/media/check-lrc/:id/:index, §11.13: `lyricExtension` only when a lyric was found. */
export const checkLrc = {
  found: obj({ result: bool, message: str, hash: str, lyricExtension: str }),
  missing: obj({ result: bool, message: str, hash: str }),
};

/** §1.7 GET /api/lyric/translate, §11.13: the AI lyric task list the work page reads. */
export const lyricTasks = obj({
  pagination,
  tasks: arrayOf(
    obj({
      id: int,
      work_id: int,
      audio_path: str,
      status: int,
      worker_name: str,
      worker_status: str,
      title: str,
    }),
  ),
});

/** §1.3 POST /api/work/scan/:id: the recomputed memo (§2.4), durations and mtimes by relative path. */
export const workScan = obj({
  memo: obj({ duration: recordOf(num), isContainLyric: bool, mtime: recordOf(num) }),
});

/** §1.2, §11.1 POST /api/auth/me. */
export const token = obj({ token: str });

/** §1.2, §11.3 GET /api/auth/me (with auth on or off). */
export const me = obj({ user: obj({ name: str, group: str }), auth: bool });

/** §1.2 GET /api/credentials/users. */
export const users = obj({ users: arrayOf(obj({ name: str, group: str })) });

/** §1.2, §1.5, §1.6: every write answers `{message}`. */
export const message = obj({ message: str });

const versionFields = {
  current: str,
  latest_stable: nullable(str),
  latest_release: nullable(str),
  update_available: bool,
  notifyUser: bool,
  lockFileExists: bool,
  lockReason: nullable(str),
};

/**
 * §1.2 GET /api/version, §11.15: `latest_*` are null until fetched; `lockReason` null without a lock. When
 * kikoeru's GitHub check fails, the same fields come wrapped in `throttledResponse`.
 */
export const version = obj({ ...versionFields, throttledResponse: optional(obj(versionFields)) });

/**
 * §1.2 GET /api/config/admin, §8: the settings kikoeru's admin page edits. Not pinned, because this server
 * has no such setting: `version` and `lyricFolderDir` (kikoeru's own upgrade bookkeeping and a path it always
 * recomputes), `offloadMedia`/`offloadStreamPath`/`offloadDownloadPath` (no media offload) and
 * `httpsEnabled`/`httpsPrivateKey`/`httpsCert`/`httpsPort` (TLS is left to a reverse proxy).
 */
export const adminConfig = obj({
  config: obj({
    production: bool,
    dbBusyTimeout: int,
    checkUpdate: bool,
    checkBetaUpdate: bool,
    maxParallelism: int,
    rootFolders: arrayOf(obj({ name: str, path: str })),
    coverFolderDir: str,
    databaseFolderDir: str,
    coverUseDefaultPath: bool,
    dbUseDefaultPath: bool,
    voiceWorkDefaultPath: str,
    auth: bool,
    expiresIn: int,
    scannerMaxRecursionDepth: int,
    pageSize: int,
    tagLanguage: str,
    retry: int,
    dlsiteTimeout: int,
    hvdbTimeout: int,
    retryDelay: int,
    httpProxyHost: str,
    httpProxyPort: int,
    listenPort: int,
    blockRemoteConnection: bool,
    behindProxy: bool,
    skipCleanup: bool,
    enableGzip: bool,
    rewindSeekTime: int,
    forwardSeekTime: int,
  }),
});

/** §1.2 GET /api/config/shared, §11.15. */
export const sharedConfig = obj({ sharedConfig: obj({ rewindSeekTime: int, forwardSeekTime: int }) });

/** §1.0, §11.15: every error but validation. */
export const error = obj({ error: str });

/** §1.0, §11.15: validation errors (400; 422 for login and users); `value` is absent when the input was. */
export const validationError = obj({
  errors: arrayOf(obj({ value: optional(nullable(anyValue)), msg: str, param: str, location: str })),
});
