import { ServerEvents, said } from "@kikoeru/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMIT_INTERVAL_MS, ScanReporter } from "./scan-reporter.ts";

afterEach(() => vi.useRealTimers());

describe("ScanReporter throttle", () => {
  it("sends each kind of event at most once per interval, and the last state at once on flush", () => {
    vi.useFakeTimers();
    const sent: { event: string; at: number; payload: unknown }[] = [];
    const reporter = new ScanReporter(
      "scan",
      (event, payload) => sent.push({ event, at: Date.now(), payload }),
      () => {},
    );
    // A line every 10 ms for two seconds: 200 changes.
    for (let i = 0; i < 200; i++) {
      reporter.main("info", said("scan.newWork", { folder: `lib/RJ${300000 + i}` }));
      vi.advanceTimersByTime(10);
    }
    reporter.flush();
    const logs = sent.filter((s) => s.event === ServerEvents.scanMainLogs);
    expect(logs.length).toBeGreaterThanOrEqual(2000 / EMIT_INTERVAL_MS);
    expect(logs.length).toBeLessThanOrEqual(2000 / EMIT_INTERVAL_MS + 2);
    for (let i = 1; i < logs.length - 1; i++) {
      expect(logs[i]!.at - logs[i - 1]!.at).toBeGreaterThanOrEqual(EMIT_INTERVAL_MS);
    }
    // Every event carries the whole array: the last one has all 200 lines.
    expect((logs.at(-1)!.payload as { mainLogs: unknown[] }).mainLogs).toHaveLength(200);
    expect(sent.filter((s) => s.event === "SCAN_PROGRESS").length).toBe(logs.length);
  });
});
