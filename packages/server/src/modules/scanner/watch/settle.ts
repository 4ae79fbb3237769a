import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/** A folder's files as far as a copy changes them: how many, their total size and latest change, or gone. */
async function folderSignature(folder: string): Promise<string> {
  let count = 0;
  let bytes = 0;
  let latest = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        const stat = await fs.lstat(full).catch(() => null);
        if (!stat) continue;
        count++;
        bytes += stat.size;
        latest = Math.max(latest, stat.mtimeMs, stat.ctimeMs);
      }
    }
  };
  const top = await fs.stat(folder).catch(() => null);
  if (!top?.isDirectory()) return "gone";
  await walk(folder);
  return `${count}:${bytes}:${latest}`;
}

/** A burst of changes is read once, this long after its last event, not on every event. */
const LOOK_DELAY_MS = 250;

interface Pending {
  /** The folder's signature just after its latest change, or at the end of the latest quiet period. */
  signature: Promise<string>;
  look: NodeJS.Timeout | null;
}

/**
 * Changed folders waiting to be scanned. Every change restarts the quiet period and has the folder looked at
 * again shortly after; when the period ends, a folder is ready once its files are the same as at that look (a
 * copy into it has finished: its sizes settled, even deep inside where no event is sent), so a large copy is
 * one scan, and a folder still being written waits another quiet period.
 */
export class SettleQueue {
  private readonly pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private closed = false;

  constructor(
    private readonly quietMs: number,
    private readonly onReady: (folders: string[]) => void,
    private readonly onUnsettled: (folder: string) => void,
  ) {}

  /** A change was seen in `folder`. */
  touch(folder: string): void {
    let entry = this.pending.get(folder);
    if (!entry) {
      entry = { signature: Promise.resolve("unread"), look: null };
      this.pending.set(folder, entry);
    }
    const pending = entry;
    if (pending.look) clearTimeout(pending.look);
    pending.look = setTimeout(() => {
      pending.look = null;
      pending.signature = folderSignature(folder);
    }, LOOK_DELAY_MS);
    this.arm();
  }

  /** Whether `folder` waits to settle. */
  has(folder: string): boolean {
    return this.pending.has(folder);
  }

  get size(): number {
    return this.pending.size;
  }

  close(): void {
    this.closed = true;
    for (const entry of this.pending.values()) if (entry.look) clearTimeout(entry.look);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), this.quietMs);
  }

  private async check(): Promise<void> {
    this.timer = null;
    if (this.checking) return this.arm();
    this.checking = true;
    const ready: string[] = [];
    try {
      for (const [folder, entry] of [...this.pending]) {
        const before = await entry.signature;
        const now = await folderSignature(folder);
        if (this.pending.get(folder) !== entry) continue;
        if (now === before) {
          this.pending.delete(folder);
          ready.push(folder);
        } else {
          entry.signature = Promise.resolve(now);
          this.onUnsettled(folder);
        }
      }
    } finally {
      this.checking = false;
    }
    if (this.closed) return;
    if (this.pending.size > 0 && !this.timer) this.arm();
    if (ready.length > 0) this.onReady(ready);
  }
}
