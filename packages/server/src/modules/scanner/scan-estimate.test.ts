import type { ScanCounts } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { ScanEstimator } from "./scan-estimate.ts";

const counts = (processed: number, total: number): ScanCounts => ({
  total,
  processed,
  added: processed,
  updated: 0,
  skipped: 0,
  failed: 0,
  missing: 0,
});

/** An estimator on a clock the test moves. */
function estimator() {
  let now = 1_000_000;
  const subject = new ScanEstimator(() => now);
  return { subject, at: (ms: number) => (now = 1_000_000 + ms) };
}

describe("ScanEstimator", () => {
  it("says nothing while the works are being found, and times from when they are known", () => {
    const { subject, at } = estimator();
    expect(subject.update(counts(0, 0))).toBeNull();
    at(5_000);
    expect(subject.update(counts(0, 100))).toEqual({ elapsedMs: 0, remainingMs: null });
    at(6_000);
    expect(subject.update(counts(1, 100))).toEqual({ elapsedMs: 1_000, remainingMs: null });
  });

  it("waits for a few works and a few seconds before it names a time", () => {
    const { subject, at } = estimator();
    subject.update(counts(0, 100));
    at(1_000);
    expect(subject.update(counts(10, 100))?.remainingMs).toBeNull();
    at(2_000);
    expect(subject.update(counts(2, 100))?.remainingMs).toBeNull();
    at(4_000);
    // 20 works in 4 s: 80 left take 16 s.
    expect(subject.update(counts(20, 100))).toEqual({ elapsedMs: 4_000, remainingMs: 16_000 });
  });

  it("follows the pace of the last minute, not of the whole scan", () => {
    const { subject, at } = estimator();
    subject.update(counts(0, 1_000));
    // Known works go by fast: 500 in the first minute…
    at(60_000);
    subject.update(counts(500, 1_000));
    // …then new works at 1 per second for two minutes.
    let estimate = subject.update(counts(500, 1_000));
    for (let s = 1; s <= 120; s++) {
      at(60_000 + s * 1_000);
      estimate = subject.update(counts(500 + s, 1_000));
    }
    expect(estimate).toEqual({ elapsedMs: 180_000, remainingMs: 380_000 });
  });

  it("says zero when every work is done", () => {
    const { subject, at } = estimator();
    subject.update(counts(0, 3));
    at(500);
    expect(subject.update(counts(3, 3))).toEqual({ elapsedMs: 500, remainingMs: 0 });
  });
});
