import type { Generated } from "kysely";

/** Row types of the tables created by the migrations (times in epoch ms, flags 0/1, JSON as text). */
export interface DB {
  circles: { id: number; name: string };
  vas: { id: string; name: string };
  tags: { id: number; name: string };
  tag_names: { tag_id: number; lang: string; name: string };
  works: WorksTable;
  work_tags: { work_id: number; tag_id: number };
  work_vas: { work_id: number; va_id: string; position: Generated<number> };
  work_files: WorkFilesTable;
  users: UsersTable;
  reviews: ReviewsTable;
  play_history: PlayHistoryTable;
  lyric_tasks: LyricTasksTable;
  sync_tasks: SyncTasksTable;
  jobs: JobsTable;
  /** The account the syncer logs in with on a remote server, per host (migration 0008). */
  sync_credentials: { host: string; name: string; password: string; created_at: number; updated_at: number };
  /** One row (id 1); `version` is bumped by triggers whenever works, labels or their links change. */
  catalog_state: { id: number; version: number };
  /** One row (id 1); `version` is bumped by triggers whenever reviews are written or users deleted. */
  ratings_state: { id: number; version: number };
  /** One row per complete transcode file; `served_at` orders eviction (least recently served first). */
  transcode_cache: { key: string; size: number; created_at: number; served_at: number };
  /** One row per metadata edit: the edited fields' values before and after, as JSON (migration 0009). */
  work_edits: WorkEditsTable;
  /** A tag's name in a language before tag uncensoring replaced it (migration 0009). */
  tag_name_edits: { tag_id: number; lang: string; previous_name: string; name: string; created_at: number };
  /** Every administrative change: who, when, what, on which work (migration 0009). */
  audit_log: AuditLogTable;
  /** The journal of file-name repairs: every rename, written before the first (migration 0011). */
  name_repairs: NameRepairsTable;
  /** Worker tokens for AI lyric workers, by SHA-256 (migration 0012). */
  lyric_worker_tokens: LyricWorkerTokensTable;
  /** Accounts `npm run import` created from a kikoeru database (migration 0013). */
  imported_users: { name: string; imported_at: number };
  /** One row per failed login, counted by every instance of a cluster (migration 0015). */
  login_failures: { address: string; account: string; at: number };
}

interface Timestamps {
  created_at: number;
  updated_at: number;
}

export interface WorksTable extends Timestamps {
  id: number;
  title: string;
  circle_id: number | null;
  /** 1 for adults-only works alone (kikoeru's meaning): exactly when `age_category` is `adult`. */
  nsfw: Generated<number>;
  /** DLsite's age category: `general`, `r15` or `adult` (migration 0007). */
  age_category: Generated<string>;
  release: string | null;
  dl_count: Generated<number>;
  price: Generated<number>;
  review_count: Generated<number>;
  rate_count: Generated<number>;
  rate_average_2dp: Generated<number>;
  rate_count_detail: Generated<string>;
  rank: string | null;
  series: string | null;
  lyric_status: Generated<string>;
  memo: Generated<string>;
  root_folder: string;
  dir: string;
  folder_mtime: number | null;
  missing_since: number | null;
  metadata_source: string | null;
  locked_fields: Generated<string>;
  search_text: Generated<string>;
  /** Hash of the folder's file list (paths, sizes, mtimes) at the last scan; null before the first. */
  fingerprint: string | null;
  /** Hex of `dir`'s on-disk bytes (relative to the root) when they are not UTF-8, else null. */
  raw_dir: string | null;
}

export interface WorkFilesTable {
  id: Generated<number>;
  work_id: number;
  path: string;
  raw_path: string | null;
  type: string;
  size: Generated<number>;
  mtime: Generated<number>;
  duration: number | null;
}

export interface UsersTable extends Timestamps {
  name: string;
  group: string;
  password: string;
  token_version: Generated<number>;
  /**
   * Random per-account identity carried in tokens as `uid`; never reused by a later account of the same name.
   * Null only on a row written without one, until its first login assigns it.
   */
  uid: string | null;
  /** 1 for accounts from before identities existed: they still accept kikoeru tokens without `uid`. */
  legacy_tokens: Generated<number>;
}

export interface ReviewsTable extends Timestamps {
  user_name: string;
  work_id: number;
  rating: number | null;
  review_text: string | null;
  progress: string | null;
}

export interface PlayHistoryTable extends Timestamps {
  user_name: string;
  work_id: number;
  state: string;
}

export interface LyricTasksTable extends Timestamps {
  id: Generated<number>;
  work_id: number;
  audio_path: string;
  status: Generated<number>;
  worker_name: Generated<string>;
  worker_status: Generated<string>;
  secret: Generated<string>;
  error: string | null;
  /** Epoch ms when a claimed task returns to pending (migration 0012). */
  lease_expires_at: number | null;
  /** The worker's last `status` call; null until it makes one. */
  heartbeat_at: number | null;
  retries: Generated<number>;
  /** Percent, null = unknown. */
  progress: number | null;
}

export interface LyricWorkerTokensTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  created_by: string;
  created_at: number;
  last_used_at: number | null;
}

export interface SyncTasksTable extends Timestamps {
  id: Generated<number>;
  host: string;
  code: string;
  root_folder: string;
  tracks: Generated<string>;
  status: Generated<string>;
  finished: Generated<number>;
  stop: Generated<number>;
  error: string | null;
}

export interface JobsTable extends Timestamps {
  id: Generated<number>;
  kind: string;
  state: string;
  payload: Generated<string>;
  progress: Generated<string>;
  error: string | null;
  started_at: number | null;
  finished_at: number | null;
  /** Set while a job holds an exclusive lock (unique), e.g. "scanner"; null otherwise. */
  lock_key: string | null;
}

export interface WorkEditsTable {
  id: Generated<number>;
  work_id: number;
  actor: string;
  before: string;
  after: string;
  created_at: number;
  undone_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  work_id: number | null;
  detail: Generated<string>;
  created_at: number;
}

export interface NameRepairsTable extends Timestamps {
  id: Generated<number>;
  work_id: number;
  actor: string;
  /** `applying`, `applied`, `undoing`, `undone` or `rolled_back`. */
  state: string;
  /** JSON `[{from, name}]`: hex bytes of each entry's path before and of its new name, in run order. */
  steps: string;
}
