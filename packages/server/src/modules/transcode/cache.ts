import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { TranscodeBitRate } from "@kikoeru/contract";
import type { TranscodeRepo } from "./transcode.repo.ts";

/** What a source is at one moment: a changed size or mtime makes another key, so nothing stale is served. */
export interface SourceVersion {
  realPath: Buffer;
  size: number;
  mtimeMs: number;
}

/** `sha256(real path)-size-mtime-bitRate`: stable across renames of nothing but the library root's alias. */
export function cacheKeyOf(source: SourceVersion, bitRate: TranscodeBitRate): string {
  const pathHash = createHash("sha256").update(source.realPath).digest("hex").slice(0, 40);
  return `${pathHash}-${source.size}-${Math.trunc(source.mtimeMs)}-${bitRate}`;
}

const COMPLETE = ".m4a";
const PART = ".part.mp4";
const TEMP = ".tmp.m4a";

export interface CacheLimits {
  maxBytes: number;
  maxAgeMs: number;
}

/**
 * The files of `<cache>/transcode`: `<key>.m4a` complete (a row in transcode_cache each), `<key>.part.mp4`
 * while ffmpeg writes, `<key>.tmp.m4a` while it is remuxed. Entries being read are held and never evicted.
 */
export class TranscodeCache {
  private readonly held = new Map<string, number>();

  constructor(
    readonly dir: string,
    private readonly repo: TranscodeRepo,
  ) {}

  complete = (key: string) => path.join(this.dir, `${key}${COMPLETE}`);
  part = (key: string) => path.join(this.dir, `${key}${PART}`);
  temp = (key: string) => path.join(this.dir, `${key}${TEMP}`);

  /**
   * Creates the folder; deletes what a stopped process left half-written, and files without a row. The files
   * of `busy` keys are being written by another live process (an instance of a cluster) and are kept.
   */
  async prepare(busy: ReadonlySet<string> = new Set()): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const known = new Set((await this.repo.leastRecentFirst()).map((row) => row.key));
    const present = new Set<string>();
    for (const name of await fs.readdir(this.dir)) {
      const key = name.endsWith(COMPLETE) && !name.endsWith(TEMP) ? name.slice(0, -COMPLETE.length) : null;
      if (key && known.has(key)) present.add(key);
      else if (busy.has(name.replace(/\.(part\.mp4|tmp\.m4a)$/, ""))) continue;
      else await fs.rm(path.join(this.dir, name), { force: true, recursive: true });
    }
    for (const key of known) if (!present.has(key)) await this.repo.remove(key);
  }

  /** Marks an entry as being read until the returned function is called. */
  hold(key: string): () => void {
    this.held.set(key, (this.held.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = (this.held.get(key) ?? 1) - 1;
      if (count > 0) this.held.set(key, count);
      else this.held.delete(key);
    };
  }

  /** Opens a complete entry, or null when there is none (a row whose file is gone is dropped). */
  async open(key: string): Promise<fs.FileHandle | null> {
    try {
      return await fs.open(this.complete(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.complete(key)).then(
      () => true,
      () => false,
    );
  }

  served(key: string): Promise<void> {
    return this.repo.served(key, Date.now());
  }

  /** Records a renamed-into-place entry. */
  async add(key: string): Promise<void> {
    const { size } = await fs.stat(this.complete(key));
    await this.repo.save(key, size, Date.now());
  }

  /** Deletes least recently served entries, not held ones, while over the cap or past the age limit. */
  async evict(limits: CacheLimits): Promise<string[]> {
    const rows = await this.repo.leastRecentFirst();
    let total = rows.reduce((sum, row) => sum + row.size, 0);
    const oldest = Date.now() - limits.maxAgeMs;
    const evicted: string[] = [];
    for (const row of rows) {
      if (total <= limits.maxBytes && row.served_at >= oldest) continue;
      if (this.held.has(row.key)) continue;
      await fs.rm(this.complete(row.key), { force: true });
      await this.repo.remove(row.key);
      total -= row.size;
      evicted.push(row.key);
    }
    return evicted;
  }
}
