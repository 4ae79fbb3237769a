import fs from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { foldersOf } from "./folder-walk.ts";

/** How one folder is watched; tests pass one that fails as a full inotify table does. */
export type DirWatchFactory = (
  dir: string,
  listener: (type: string, name: string | null) => void,
) => fs.FSWatcher;

/** Node's own watcher: one inotify watch per folder and nothing kept per file; it never holds the process open. */
const nodeWatch: DirWatchFactory = (dir, listener) => fs.watch(dir, { persistent: false }, listener);

/** Errors that say the system's watch table is full rather than that a folder is wrong. */
export const LIMIT_CODES = new Set(["ENOSPC", "EMFILE", "ENFILE"]);

interface WorkWatcherEvents {
  /** The files of work folder `work` changed: added, removed, renamed or written. */
  change(work: string): void;
  /** Whether `work` already waits to be scanned (then what changed need not be looked at). */
  pending(work: string): boolean;
  /** The system refused a watch: the ones set up stay, no more are added until the watcher is re-armed. */
  limit(error: NodeJS.ErrnoException): void;
}

interface WatchedWork {
  /** Files written before this (the watch set up, the folder last handed to a scan) are not news. */
  since: number;
  folders: Map<string, fs.FSWatcher>;
}

/** Work folders set up between two turns of the event loop when a library is first watched. */
const SETUP_SLICE = 100;

/**
 * Watches the inside of work folders with a plain `fs.watch` on the work folder and each folder in it: no
 * per-file state and no stat of every file, unlike chokidar (see docs/scanner-performance.md for the cost).
 * A create, delete or move in a folder is news; an attribute change ("change" events are both writes and
 * attribute changes) only when the file's mtime is newer than the work's last scan, so a chmod or a set access
 * time scans nothing. Reading files sends no event at all. Hidden names (the syncer's `.*.kikoeru-part`, the
 * lyric editor's temporary files) are left out, as the scanner leaves them out.
 */
export class WorkFolderWatcher {
  private readonly works = new Map<string, WatchedWork>();
  private full = false;
  private closed = false;

  constructor(
    private readonly events: WorkWatcherEvents,
    private readonly factory: DirWatchFactory = nodeWatch,
  ) {}

  /** Work folders with at least one watch. */
  get size(): number {
    return this.works.size;
  }

  /** Watches these work folders, yielding to the event loop between slices; stops when `cancelled` says so. */
  async watchAll(works: readonly string[], cancelled: () => boolean): Promise<void> {
    for (let i = 0; i < works.length; i += SETUP_SLICE) {
      if (this.closed || this.full || cancelled()) return;
      for (const work of works.slice(i, i + SETUP_SLICE)) this.sync(work);
      await nextTurn();
    }
  }

  /**
   * The work folders found now in `folder` (a folder that settled): watches new ones and new folders in known
   * ones, drops folders gone, and forgets the works under `folder` that are not in `found`.
   */
  refresh(folder: string, found: readonly string[]): void {
    const keep = new Set(found);
    for (const work of [...this.works.keys()]) {
      if (!keep.has(work) && (work === folder || work.startsWith(`${folder}${path.sep}`))) this.forget(work);
    }
    for (const work of found) this.sync(work);
  }

  close(): void {
    this.closed = true;
    for (const work of [...this.works.keys()]) this.forget(work);
  }

  private sync(work: string): void {
    if (this.closed) return;
    const folders = foldersOf(work);
    if (!folders) {
      this.forget(work);
      return;
    }
    const entry = this.works.get(work) ?? { since: 0, folders: new Map() };
    entry.since = Date.now();
    for (const [folder, watcher] of entry.folders) {
      if (!folders.has(folder)) {
        watcher.close();
        entry.folders.delete(folder);
      }
    }
    for (const folder of folders) if (!entry.folders.has(folder)) this.add(work, entry, folder);
    if (entry.folders.size > 0) this.works.set(work, entry);
    else this.works.delete(work);
  }

  private forget(work: string): void {
    for (const watcher of this.works.get(work)?.folders.values() ?? []) watcher.close();
    this.works.delete(work);
  }

  private add(work: string, entry: WatchedWork, folder: string): void {
    if (this.full) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = this.factory(folder, (type, name) => this.seen(work, entry, folder, type, name));
    } catch (error) {
      const failure = error as NodeJS.ErrnoException;
      if (!LIMIT_CODES.has(failure.code ?? "")) return;
      this.full = true;
      this.events.limit(failure);
      return;
    }
    // A folder removed under the watch ends it; the folder is dropped when its work is looked at again.
    watcher.on("error", () => watcher.close());
    entry.folders.set(folder, watcher);
  }

  private seen(work: string, entry: WatchedWork, folder: string, type: string, name: string | null): void {
    if (this.closed || name?.startsWith(".")) return;
    if (this.events.pending(work) || !name) {
      this.events.change(work);
      return;
    }
    const target = path.join(folder, name);
    if (type === "rename") {
      this.events.change(work);
      // A folder created or moved into the work is watched at once, so files copied into it are seen too.
      fs.lstat(target, (error, stat) => {
        if (!error && stat.isDirectory() && !entry.folders.has(target) && this.works.get(work) === entry) {
          this.sync(work);
        }
      });
      return;
    }
    fs.lstat(target, (error, stat) => {
      if (error || stat.mtimeMs > entry.since) this.events.change(work);
    });
  }
}
