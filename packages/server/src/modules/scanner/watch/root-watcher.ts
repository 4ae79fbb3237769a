import path from "node:path";
import { type FSWatcher, watch } from "chokidar";
import { changedFolder, isIgnored, type WatchedRoot } from "./folder-map.ts";

interface RootWatcherEvents {
  /** A folder to scan once it settles (folder-map.ts `changedFolder`). */
  change(folder: string): void;
  /** The watcher cannot go on (a watch limit reached, a folder it cannot watch): it is closed. */
  error(error: NodeJS.ErrnoException): void;
}

/** How the watcher is made; tests pass one that fails as a full inotify table does. */
export type WatcherFactory = (roots: string[], options: Parameters<typeof watch>[1]) => FSWatcher;

/**
 * Watches the roots and the plain folders in them with chokidar (folder-map.ts `isIgnored`): a plain folder
 * added or removed is chokidar's addDir/unlinkDir, a work folder created, removed or renamed is a raw
 * "rename" of its parent's watch (its contents are watched by work-watcher.ts, which costs far less than
 * chokidar there; a copy still under way inside it is found by the settle check, which reads the whole folder). Raw "change" events are attribute changes of entries,
 * such as the access time a read updates, and are left out.
 */
export class RootWatcher {
  private readonly watcher: FSWatcher;
  readonly ready: Promise<void>;
  private failed = false;

  constructor(
    roots: readonly WatchedRoot[],
    maxDepth: number,
    events: RootWatcherEvents,
    factory: WatcherFactory = watch,
  ) {
    this.watcher = factory(
      roots.map((r) => r.path),
      {
        ignoreInitial: true,
        persistent: true,
        followSymlinks: true,
        depth: maxDepth,
        ignored: (target, stats) => isIgnored(roots, maxDepth, target, stats?.isFile()),
      },
    );
    const seen = (target: string, isDir: boolean) => {
      const folder = changedFolder(roots, maxDepth, target, isDir);
      if (folder) events.change(folder);
    };
    this.watcher.on("addDir", (target) => seen(target, true));
    this.watcher.on("unlinkDir", (target) => seen(target, true));
    // chokidar passes the folder whose own watch saw the change; the name is relative to it.
    this.watcher.on("raw", (event, name, details) => {
      const folder = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
      if (event === "rename" && name !== "" && typeof folder === "string") {
        seen(path.resolve(folder, name), false);
      }
    });
    this.watcher.on("error", (error) => {
      if (this.failed) return;
      this.failed = true;
      events.error(error as NodeJS.ErrnoException);
    });
    // A watcher that fails while it sets up may never say ready: its failure ends the wait too.
    this.ready = new Promise((resolve) => {
      this.watcher.once("ready", () => resolve());
      this.watcher.once("error", () => resolve());
    });
  }

  close(): Promise<void> {
    return this.watcher.close();
  }
}
