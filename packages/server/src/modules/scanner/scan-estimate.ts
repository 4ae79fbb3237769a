import type { ScanCounts, ScanEstimate } from "@kikoeru/contract";

/**
 * The recent progress the pace is taken from: long enough that one slow work does not swing it, short enough
 * to follow a change of pace (works already in the library go by fast, new ones wait for metadata sites).
 */
const WINDOW_MS = 60_000;
/** Works done and time spent before the pace is worth a number. */
const MIN_WORKS = 3;
const MIN_MS = 3_000;

/** Estimates a scan's time left from its progress reports, at the pace of the last minute. */
export class ScanEstimator {
  private started: number | null = null;
  /** Progress seen within the window, plus the last one before it (where the window's count starts). */
  private readonly samples: { at: number; processed: number }[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** The estimate after a progress report; null while the works are still being found (total 0). */
  update(counts: ScanCounts): ScanEstimate | null {
    if (counts.total <= 0) return null;
    const at = this.now();
    this.started ??= at;
    this.samples.push({ at, processed: counts.processed });
    while (this.samples.length > 2 && this.samples[1]!.at <= at - WINDOW_MS) this.samples.shift();
    const first = this.samples[0]!;
    const done = counts.processed - first.processed;
    const spent = at - first.at;
    const left = counts.total - counts.processed;
    const known = counts.processed >= MIN_WORKS && at - this.started >= MIN_MS && done > 0;
    return {
      elapsedMs: at - this.started,
      remainingMs: left <= 0 ? 0 : known ? Math.round((left * spent) / done) : null,
    };
  }
}
