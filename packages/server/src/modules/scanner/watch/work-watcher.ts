import fs from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import v8 from "node:v8";
import { foldersOf } from "./folder-walk.ts";

/**
 * How one folder is watched; tests pass one that fails as a full inotify table does. The listener is one
 * function for every folder: it must be called with the returned watcher as `this`, as `fs.watch` does.
 */
export type DirWatchFactory = (
  dir: string,
  listener: (this: fs.FSWatcher, type: string, name: string | null) => void,
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
  /** `folders` folders are watched, as many as the server's memory allows (`maxWatchedFolders`): as `limit`. */
  capped(folders: number): void;
}

const WORK = Symbol("work");
const FOLDER = Symbol("folder");

/** A folder's watch, marked with its work and its folder so that one listener serves every watch. */
type FolderWatch = fs.FSWatcher & { [WORK]: WatchedWork; [FOLDER]: string };

interface WatchedWork {
  readonly path: string;
  /** Files written before this (the watch set up, the folder last handed to a scan) are not news. */
  since: number;
  /** A work of one folder (most are) holds its watch alone, without a list; one of several, a list. */
  watches: FolderWatch | FolderWatch[];
}

const watchesOf = (work: WatchedWork): FolderWatch[] =>
  Array.isArray(work.watches) ? work.watches : [work.watches];

/** A watch whose folder was removed ends; the folder is dropped when its work is looked at again. */
function closeOnError(this: fs.FSWatcher): void {
  this.close();
}

/**
 * Heap a watched folder costs with Node 20 (`--expose-gc`, heapUsed after gc, on a library of 100,000
 * one-folder works with paths of ~45 characters): 684 bytes, of which ~570 are Node's own FSWatcher and
 * FSEvent with their listener records, the path and its Map entry (1,030 before the watches shared their
 * listeners); rounded up for longer paths and the list of a work of several folders.
 */
const BYTES_PER_FOLDER = 800;

/**
 * How many folders the server watches at most: a quarter of the heap. With the server's 192 MiB old space
 * (package.json `start`: a heap limit of 198 MiB) that is ~49 MiB or ~65,000 folders, and leaves ~150 MiB to
 * the rest of the server, which used 33 MiB idle and 44 MiB at most during a first scan of 100,000 works
 * under GET /api/works 20 times a second: room for what a scan of a larger library or many listeners add.
 * Without a heap flag (a limit of 2–4 GiB) the system's watch table (fs.inotify.max_user_watches) runs out
 * first.
 */
export function maxWatchedFolders(heapLimit = v8.getHeapStatistics().heap_size_limit): number {
  return Math.floor(heapLimit / 4 / BYTES_PER_FOLDER);
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
  /** Watches set up and not dropped since (one closed by an error counts until its work is looked at). */
  private folders = 0;
  private full = false;
  private closed = false;
  private readonly listener: (this: fs.FSWatcher, type: string, name: string | null) => void;

  constructor(
    private readonly events: WorkWatcherEvents,
    private readonly factory: DirWatchFactory = nodeWatch,
    private readonly maxFolders = maxWatchedFolders(),
  ) {
    const owner = this;
    this.listener = function (type, name) {
      owner.seen(this as FolderWatch, type, name);
    };
  }

  /** Work folders with at least one watch. */
  get size(): number {
    return this.works.size;
  }

  /** Watches these work folders, yielding to the event loop between slices; stops when `cancelled` says so. */
  async watchAll(works: Iterable<string>, cancelled: () => boolean): Promise<void> {
    let slice = 0;
    for (const work of works) {
      if (this.closed || this.full || cancelled()) return;
      this.sync(work);
      if (++slice === SETUP_SLICE) {
        slice = 0;
        await nextTurn();
      }
    }
  }

  /**
   * The work folders found now in `folder` (a folder that settled): watches new ones and new folders in known
   * ones, drops folders gone, and forgets the works under `folder` that are not in `found`.
   */
  refresh(folder: string, found: readonly string[]): void {
    const keep = new Set(found);
    // Deleting the entry being visited is safe in a Map's iteration, and copies no list of every work.
    for (const work of this.works.keys()) {
      if (!keep.has(work) && (work === folder || work.startsWith(`${folder}${path.sep}`))) this.forget(work);
    }
    for (const work of found) this.sync(work);
  }

  close(): void {
    this.closed = true;
    for (const work of this.works.keys()) this.forget(work);
  }

  private sync(work: string): void {
    if (this.closed) return;
    const folders = foldersOf(work);
    if (!folders) {
      this.forget(work);
      return;
    }
    const entry = this.works.get(work) ?? { path: work, since: 0, watches: [] };
    entry.since = Date.now();
    const kept: FolderWatch[] = [];
    for (const watch of watchesOf(entry)) {
      if (folders.delete(watch[FOLDER])) kept.push(watch);
      else this.drop(watch);
    }
    for (const folder of folders) {
      const watch = this.add(entry, folder);
      if (watch) kept.push(watch);
    }
    entry.watches = kept.length === 1 ? (kept[0] as FolderWatch) : kept;
    if (kept.length > 0) this.works.set(work, entry);
    else this.works.delete(work);
  }

  private forget(work: string): void {
    const entry = this.works.get(work);
    if (entry) for (const watch of watchesOf(entry)) this.drop(watch);
    this.works.delete(work);
  }

  private drop(watch: FolderWatch): void {
    watch.close();
    this.folders--;
  }

  private add(entry: WatchedWork, folder: string): FolderWatch | null {
    if (this.full) return null;
    if (this.folders >= this.maxFolders) {
      this.full = true;
      this.events.capped(this.folders);
      return null;
    }
    let watch: FolderWatch;
    try {
      watch = this.factory(folder, this.listener) as FolderWatch;
    } catch (error) {
      const failure = error as NodeJS.ErrnoException;
      if (!LIMIT_CODES.has(failure.code ?? "")) return null;
      this.full = true;
      this.events.limit(failure);
      return null;
    }
    watch[WORK] = entry;
    watch[FOLDER] = folder;
    watch.on("error", closeOnError);
    this.folders++;
    return watch;
  }

  private seen(watch: FolderWatch, type: string, name: string | null): void {
    const entry = watch[WORK];
    const work = entry.path;
    if (this.closed || name?.startsWith(".")) return;
    if (this.events.pending(work) || !name) {
      this.events.change(work);
      return;
    }
    const target = path.join(watch[FOLDER], name);
    if (type === "rename") {
      this.events.change(work);
      // A folder created or moved into the work is watched at once, so files copied into it are seen too.
      fs.lstat(target, (error, stat) => {
        const known = watchesOf(entry).some((w) => w[FOLDER] === target);
        if (!error && stat.isDirectory() && !known && this.works.get(work) === entry) this.sync(work);
      });
      return;
    }
    fs.lstat(target, (error, stat) => {
      if (error || stat.mtimeMs > entry.since) this.events.change(work);
    });
  }
}
