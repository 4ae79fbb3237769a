import fs from "node:fs/promises";

/** How often the roots are looked at: one stat each, so a disk mounted later is watched within this time. */
const ROOT_CHECK_MS = 10_000;

/** Which folder a root is now, as its device and inode, or null while it is missing (an unmounted disk). */
export async function rootIdentity(folder: string): Promise<string | null> {
  try {
    const stat = await fs.stat(folder);
    return stat.isDirectory() ? `${stat.dev}:${stat.ino}` : null;
  } catch {
    return null;
  }
}

/**
 * Looks at the roots now and then and calls `changed` once when one of them is no longer the folder it was
 * when the watcher started: a missing root that appeared, a disk mounted over or unmounted from a root (the
 * device changes), a root folder removed and made again. The watcher then starts over with the roots as they
 * are. Roots on network file systems are left out (a stat there can hang while the server is away).
 */
export class RootPresence {
  private readonly timer: NodeJS.Timeout;
  private looking = false;

  constructor(
    private readonly seen: ReadonlyMap<string, string | null>,
    private readonly changed: () => void,
    intervalMs = ROOT_CHECK_MS,
  ) {
    this.timer = setInterval(() => void this.look(), intervalMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  private async look(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      for (const [folder, identity] of this.seen) {
        if ((await rootIdentity(folder)) !== identity) {
          this.close();
          this.changed();
          return;
        }
      }
    } finally {
      this.looking = false;
    }
  }
}
