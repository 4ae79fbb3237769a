import path from "node:path";
import {
  type AdminConfig,
  type LibraryWatch,
  type Said,
  type ScanKind,
  ServerEvents,
  said,
} from "@kikoeru/contract";
import type { ConfigStore } from "../../../config/store.ts";
import type { Emit, LogSink } from "../../../library/scan-reporter.ts";
import type { WatchedRoot } from "./folder-map.ts";
import { eachWorkFolderOf, workFoldersIn } from "./folder-walk.ts";
import { remoteFileSystem } from "./remote-fs.ts";
import { RootPresence, rootIdentity } from "./root-presence.ts";
import { RootWatcher, type WatcherFactory } from "./root-watcher.ts";
import { ScanRequests } from "./scan-requests.ts";
import { SettleQueue } from "./settle.ts";
import { WatchLog } from "./watch-log.ts";
import { type DirWatchFactory, LIMIT_CODES, WorkFolderWatcher } from "./work-watcher.ts";

/** The scanner as the watcher uses it: one scan at a time, limited to folders, and its closing events. */
interface WatchScanner {
  start(kind: ScanKind, only?: string[]): Promise<{ started: boolean }>;
  onEvent(listener: Emit): () => void;
}

interface LibraryWatchDeps {
  config: ConfigStore;
  scanner: WatchScanner;
  log: LogSink;
  factory?: WatcherFactory;
  dirFactory?: DirWatchFactory;
  /** Folders watched inside work folders at most (work-watcher.ts `maxWatchedFolders`); tests lower it. */
  maxWatchedFolders?: number;
  /** How often the roots are looked at for one mounted or created (root-presence.ts); tests shorten it. */
  rootCheckMs?: number;
  /** False on a cluster instance without the scanner role: it never watches, and says "off". */
  watches?: boolean;
}

const SETTINGS: (keyof AdminConfig)[] = [
  "rootFolders",
  "scannerMaxRecursionDepth",
  "watchRootFolders",
  "watchQuietSeconds",
  "watchFallbackSeconds",
];

/**
 * Watches the root folders (on by default) and the inside of their work folders, and scans a new or changed
 * work folder on its own once it has settled, through the scanner's one-scan lock: while another scan runs,
 * the folders wait for its end. A root that cannot be watched (a network mount, a full watch table) is scanned
 * incrementally every watchFallbackSeconds instead, and the admin notice says why, once; with a full table
 * or more folders than the server's memory lets it watch, the watches already set up keep working. A root
 * missing at the start is watched once it appears.
 */
export class LibraryWatchService {
  private watcher: RootWatcher | null = null;
  private works: WorkFolderWatcher | null = null;
  private presence: RootPresence | null = null;
  /** The watch table is full or the folder bound reached: said once, periodic scans on, watches kept. */
  private limited = false;
  private queue: SettleQueue | null = null;
  private fallbackTimer: NodeJS.Timeout | null = null;
  private readonly requests: ScanRequests;
  /** The roots that are there (watched or polled); a missing one is only looked at by `presence`. */
  private roots: WatchedRoot[] = [];
  private polled: WatchedRoot[] = [];
  /** Roots whose watch is set up (chokidar said ready). */
  private watching = 0;
  private problemLine: Said | null = null;
  private readonly log: WatchLog;
  private generation = 0;
  private arming: Promise<void> = Promise.resolve();
  private readonly unsubscribe: (() => void)[] = [];
  private closed = false;

  constructor(private readonly deps: LibraryWatchDeps) {
    this.log = new WatchLog(deps.log);
    this.requests = new ScanRequests({
      scanner: deps.scanner,
      quietMs: () => deps.config.get().watchQuietSeconds * 1000,
      note: (line) => this.log.note("info", line),
      guard: (task) => this.guard(task),
    });
    this.unsubscribe.push(
      deps.config.onChange((next, before) => {
        if (SETTINGS.some((key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]))) {
          void this.rearm();
        }
      }),
      deps.scanner.onEvent((event) => {
        if (event === ServerEvents.scanFinished || event === ServerEvents.scanError)
          this.requests.retrySoon(0);
      }),
    );
  }

  /** Starts watching as the settings say; call again (or change a setting) to start over. */
  rearm(): Promise<void> {
    if (this.closed || this.deps.watches === false) return this.arming;
    // A watcher that cannot even start (a root it may not read) falls back like one that breaks later.
    this.arming = this.arming
      .then(() => this.arm())
      .catch((error: NodeJS.ErrnoException) => this.watcherFailed(error));
    return this.arming;
  }

  /** The watcher for the scanner page. */
  state(): LibraryWatch {
    const settings = this.deps.config.get();
    const off = !settings.watchRootFolders || this.deps.watches === false;
    return {
      state: off ? "off" : this.polled.length > 0 ? "fallback" : "watching",
      watched: off ? 0 : this.watching,
      problem: off ? null : this.problemLine,
      quietSeconds: settings.watchQuietSeconds,
      fallbackSeconds: settings.watchFallbackSeconds,
      logs: this.log.recent(),
    };
  }

  /** Why some roots are scanned periodically instead of watched (the admin notice), or null. */
  problem(): Said | null {
    return this.deps.config.get().watchRootFolders ? this.problemLine : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const stop of this.unsubscribe) stop();
    this.generation++;
    await this.arming;
    await this.stop();
  }

  private async arm(): Promise<void> {
    const generation = ++this.generation;
    const wasOn = this.roots.length > 0 || this.polled.length > 0;
    await this.stop();
    const settings = this.deps.config.get();
    if (!settings.watchRootFolders) {
      if (wasOn) this.log.note("info", said("watch.stopped"));
      return;
    }
    // Resolved, so the folders handed to the scan compare equal to the ones it builds (no trailing slash).
    const roots = settings.rootFolders
      .filter((r) => !r.inactive)
      .map((r) => ({ name: r.name, path: path.resolve(r.path) }));
    const local: WatchedRoot[] = [];
    const seen = new Map<string, string | null>();
    for (const root of roots) {
      const identity = await rootIdentity(root.path);
      if (identity === null) {
        seen.set(root.path, null);
        this.log.note("info", said("watch.rootMissing", { name: root.name }));
        continue;
      }
      const fs = await remoteFileSystem(root.path);
      if (fs === null) {
        local.push(root);
        seen.set(root.path, identity);
      } else {
        this.polled.push(root);
        this.fail(said("watch.network", { name: root.name, fs, seconds: settings.watchFallbackSeconds }));
      }
    }
    if (generation !== this.generation) return;
    this.roots = [...local, ...this.polled];
    this.presence = new RootPresence(seen, () => void this.rearm(), this.deps.rootCheckMs);
    if (local.length > 0) await this.watch(local, generation);
    this.startFallback();
  }

  /** Watches the local roots (chokidar), then the work folders in them (plain `fs.watch`, a slice at a time). */
  private async watch(local: WatchedRoot[], generation: number): Promise<void> {
    const settings = this.deps.config.get();
    const { scannerMaxRecursionDepth: depth, watchFallbackSeconds: seconds } = settings;
    const queue = new SettleQueue(
      settings.watchQuietSeconds * 1000,
      (folders) => this.guard(this.settled(folders)),
      (folder) => this.log.note("info", said("watch.settling", { folder })),
    );
    this.queue = queue;
    const change = (folder: string) => {
      if (generation !== this.generation) return;
      const before = queue.size;
      queue.touch(folder);
      if (queue.size > before) this.log.note("debug", said("watch.changed", { folder }));
    };
    const failed = (error: NodeJS.ErrnoException) => {
      if (generation === this.generation) this.guard(this.watcherFailed(error));
    };
    const watcher = new RootWatcher(local, depth, { change, error: failed }, this.deps.factory);
    this.watcher = watcher;
    const capped = (folders: number) => {
      if (generation === this.generation) this.limit(said("watch.tooMany", { folders, seconds }));
    };
    const works = new WorkFolderWatcher(
      { change, pending: (work) => queue.has(work), limit: failed, capped },
      this.deps.dirFactory,
      this.deps.maxWatchedFolders,
    );
    this.works = works;
    await watcher.ready;
    if (generation !== this.generation || this.watcher !== watcher) return;
    await works.watchAll(eachWorkFolderOf(local, depth), () => generation !== this.generation);
    if (generation !== this.generation || this.works !== works) return;
    this.watching = local.length;
    this.log.note("info", said("watch.started", { count: local.length, works: works.size }));
  }

  private async stop(): Promise<void> {
    this.queue?.close();
    this.queue = null;
    this.works?.close();
    this.works = null;
    this.presence?.close();
    this.presence = null;
    this.limited = false;
    const watcher = this.watcher;
    this.watcher = null;
    if (this.fallbackTimer) clearInterval(this.fallbackTimer);
    this.fallbackTimer = null;
    this.requests.clear();
    this.roots = [];
    this.polled = [];
    this.watching = 0;
    this.problemLine = null;
    await watcher?.close();
  }

  /**
   * The watch table is full (the roots' watcher or a work folder's watch was refused): `limit`. Another
   * watcher failure closes them all.
   */
  private async watcherFailed(error: NodeJS.ErrnoException): Promise<void> {
    const seconds = this.deps.config.get().watchFallbackSeconds;
    const code = error.code ?? "";
    if (LIMIT_CODES.has(code)) return this.limit(said("watch.limit", { code, seconds }));
    this.fail(said("watch.failed", { reason: error.message, seconds }));
    const watcher = this.watcher;
    this.watcher = null;
    this.queue?.close();
    this.queue = null;
    this.works?.close();
    this.works = null;
    this.polled = [...this.roots];
    this.watching = 0;
    this.startFallback();
    await watcher?.close();
  }

  /** No more folders are watched: every root is scanned periodically from now on, the watches set up go on. */
  private limit(line: Said): void {
    if (this.limited) return;
    this.limited = true;
    this.fail(line);
    this.polled = [...this.roots];
    this.startFallback();
  }

  /** Records why roots are polled; the server log and the notice say it once, not on every scan. */
  private fail(line: Said): void {
    if (this.problemLine?.message === line.message) return;
    this.problemLine = line;
    this.log.note("warn", line);
  }

  private startFallback(): void {
    if (this.fallbackTimer || this.polled.length === 0) return;
    const seconds = this.deps.config.get().watchFallbackSeconds;
    this.fallbackTimer = setInterval(() => this.guard(this.poll()), seconds * 1000);
    this.fallbackTimer.unref();
  }

  /** One periodic incremental scan of the roots that are not watched; skipped while another scan runs. */
  private async poll(): Promise<void> {
    const folders = this.polled.map((r) => r.path);
    if (folders.length === 0) return;
    const result = await this.deps.scanner.start("scan", folders);
    if (result.started) this.log.note("info", said("watch.periodic", { count: folders.length }));
  }

  /** Folders settled: their work folders are watched as they are now, then scanned. */
  private async settled(folders: string[]): Promise<void> {
    const depth = this.deps.config.get().scannerMaxRecursionDepth;
    for (const folder of folders) {
      const root = this.roots.find((r) => folder.startsWith(`${r.path}${path.sep}`));
      if (root) this.works?.refresh(folder, workFoldersIn(root, depth, folder));
    }
    await this.requests.scan(folders);
  }

  /** Background work must never end the server: a failure (the database gone away) is only logged. */
  private guard(task: Promise<unknown>): void {
    task.catch((error: Error) => this.deps.log("error", error.message));
  }
}
