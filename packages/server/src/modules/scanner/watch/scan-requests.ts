import { type Said, type ScanKind, said } from "@kikoeru/contract";

/** Past this many changed folders one scan of everything is cheaper than matching each work against them. */
const MAX_LIMITED_FOLDERS = 200;

interface ScanRequestsDeps {
  scanner: { start(kind: ScanKind, only?: string[]): Promise<{ started: boolean }> };
  quietMs(): number;
  note(line: Said): void;
  guard(task: Promise<unknown>): void;
}

/**
 * Settled folders on their way to the scanner: scanned now, limited to them, or kept until the running scan
 * ends (the scanner's one-scan lock), then scanned together.
 */
export class ScanRequests {
  private readonly waiting = new Set<string>();
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: ScanRequestsDeps) {}

  async scan(folders: string[]): Promise<void> {
    for (const folder of folders) this.waiting.add(folder);
    const all = [...this.waiting];
    const result = await this.deps.scanner.start("scan", all.length > MAX_LIMITED_FOLDERS ? undefined : all);
    if (result.started) {
      for (const folder of all) this.waiting.delete(folder);
      return;
    }
    if (folders.length > 0) this.deps.note(said("watch.queued", { count: this.waiting.size }));
    // The scan may be another process's, which sends no events here: ask again after a quiet period too.
    this.retrySoon(this.deps.quietMs());
  }

  /** Asks the scanner again for the waiting folders after `ms` (0 when a scan just ended). */
  retrySoon(ms: number): void {
    if (this.waiting.size === 0) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.waiting.size > 0) this.deps.guard(this.scan([]));
    }, ms);
  }

  clear(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.waiting.clear();
  }
}
