import type { ScanCounts, ScannerStatus } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { initialScannerView, percentDone, scanReducer, workCode } from "./scan-state.ts";

const counts = (processed: number, total: number): ScanCounts => ({
  total,
  processed,
  added: processed,
  updated: 0,
  skipped: 0,
  failed: 0,
  missing: 0,
});

const runningStatus: ScannerStatus = {
  running: true,
  job: {
    id: 3,
    kind: "scan",
    state: "running",
    error: null,
    message: null,
    counts: counts(1, 4),
    started_at: 1,
    finished_at: null,
  },
  state: {
    tasks: [{ rjcode: "123456", result: null, logs: [{ level: "info", message: "读取中" }] }],
    failedTasks: [],
    mainLogs: [{ level: "info", message: "扫描已开始" }],
    results: [],
  },
};

describe("scanReducer", () => {
  it("shows a scan that runs when the page opens", () => {
    const view = scanReducer(initialScannerView, { type: "status", status: runningStatus });
    expect(view.phase).toBe("running");
    expect(view.tasks).toHaveLength(1);
    expect(view.counts?.processed).toBe(1);
  });

  it("shows how the last scan ended when nothing runs", () => {
    const finished: ScannerStatus = {
      ...runningStatus,
      running: false,
      job: { ...runningStatus.job!, state: "failed", error: "扫描已被终止" },
    };
    const view = scanReducer(initialScannerView, { type: "status", status: finished });
    expect(view.phase).toBe("error");
    expect(view.message).toBe("扫描已被终止");
  });

  it("does not let a late idle snapshot undo live events", () => {
    const live = scanReducer(initialScannerView, { type: "finished", message: "扫描完成" });
    const view = scanReducer(live, {
      type: "status",
      status: { ...runningStatus, running: false, job: null },
    });
    expect(view).toBe(live);
  });

  it("replaces each array with the event's whole array", () => {
    let view = scanReducer(initialScannerView, { type: "started" });
    view = scanReducer(view, { type: "mainLogs", mainLogs: [{ level: "info", message: "a" }] });
    view = scanReducer(view, {
      type: "mainLogs",
      mainLogs: [
        { level: "info", message: "a" },
        { level: "warn", message: "b" },
      ],
    });
    expect(view.mainLogs.map((log) => log.message)).toEqual(["a", "b"]);
    view = scanReducer(view, {
      type: "failedTasks",
      failedTasks: [{ rjcode: "1", result: "failed", logs: [{ level: "error", message: "处理失败: x" }] }],
    });
    expect(view.failedTasks).toHaveLength(1);
  });

  it("starting clears the previous scan but keeps the connection", () => {
    let view = scanReducer(initialScannerView, { type: "connected" });
    view = scanReducer(view, { type: "results", results: [{ rjcode: "1", result: "added", count: 1 }] });
    view = scanReducer(view, { type: "finished", message: "done" });
    view = scanReducer(view, { type: "started" });
    expect(view).toEqual({ ...initialScannerView, connection: "connected", phase: "running" });
  });

  it("ends as finished or error and empties the in-flight tasks", () => {
    const running = scanReducer(initialScannerView, { type: "initState", state: runningStatus.state });
    expect(running.phase).toBe("running");
    const done = scanReducer(running, { type: "finished", message: "扫描完成" });
    expect(done).toMatchObject({ phase: "finished", message: "扫描完成", tasks: [] });
    expect(scanReducer(running, { type: "error" }).phase).toBe("error");
  });

  it("a progress event means a scan runs", () => {
    const view = scanReducer(initialScannerView, { type: "progress", counts: counts(2, 5), estimate: null });
    expect(view.phase).toBe("running");
    expect(percentDone(view.counts)).toBe(40);
  });
});

describe("helpers", () => {
  it("percentDone is null until the total is known and never exceeds 100", () => {
    expect(percentDone(null)).toBeNull();
    expect(percentDone(counts(0, 0))).toBeNull();
    expect(percentDone(counts(7, 5))).toBe(100);
  });

  it("workCode puts RJ before digits only", () => {
    expect(workCode("01234567")).toBe("RJ01234567");
    expect(workCode("VJ123456")).toBe("VJ123456");
  });
});
