import type { ScannerStatus } from "@kikoeru/contract";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { ScannerPage } from "./ScannerPage.tsx";

type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Handler>();
vi.mock("socket.io-client", () => ({
  io: () => ({
    on: (event: string, handler: Handler) => handlers.set(event, handler),
    emit: () => undefined,
    removeAllListeners: () => handlers.clear(),
    disconnect: () => undefined,
  }),
}));
const fire = (event: string, payload?: unknown) => act(() => handlers.get(event)?.(payload));
/** How often the sentence is on the page, wherever it is (a log line carries a prefix). */
const timesShown = (text: string) => (document.body.textContent ?? "").split(text).length - 1;

const FINISH = "扫描完成: 更新 1 个，失败 0 个，跳过 1 个.";
const LOGS = [
  { level: "info", message: "扫描已开始" },
  { level: "info", message: "扫描进度：2/2" },
];
const counts = { total: 2, processed: 2, added: 0, updated: 1, skipped: 1, failed: 0, missing: 0 };

function serveStatus(status: ScannerStatus | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      status ? Response.json(status) : Response.json({ error: "x", code: "SERVER_ERROR" }, { status: 500 }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  handlers.clear();
});

/** The server sends the finish sentence in SCAN_FINISHED only (as kikoeru); the page shows it once. */
describe("scanner page: the finish sentence", () => {
  test("comes from SCAN_FINISHED and is shown once, after the log", async () => {
    serveStatus(null);
    renderWithApp(<ScannerPage />, "/admin/scanner");
    fire("connect");
    fire("SCAN_MAIN_LOGS", { mainLogs: LOGS });
    fire("SCAN_FINISHED", { message: FINISH });
    await screen.findByText(FINISH);
    expect(timesShown(FINISH)).toBe(1);
    expect(screen.getByRole("log").textContent).toContain("扫描进度：2/2");
  });

  test("comes from the finished job when the page opens after the scan, and is shown once", async () => {
    serveStatus({
      running: false,
      job: {
        id: 1,
        kind: "lyric-scan",
        state: "finished",
        error: null,
        message: FINISH,
        counts,
        started_at: 1,
        finished_at: 2,
      },
      state: {
        tasks: [],
        failedTasks: [],
        mainLogs: LOGS as ScannerStatus["state"]["mainLogs"],
        results: [],
      },
    });
    renderWithApp(<ScannerPage />, "/admin/scanner");
    await screen.findByText(FINISH);
    expect(timesShown(FINISH)).toBe(1);
  });
});

describe("scanner page: time left", () => {
  const progress = (processed: number, total: number, estimate?: unknown) => ({
    kind: "scan",
    counts: { ...counts, total, processed, added: processed, updated: 0, skipped: 0 },
    ...(estimate ? { estimate } : {}),
  });

  test("says the works are being found, then processed / total, time spent and time left", async () => {
    serveStatus(null);
    renderWithApp(<ScannerPage />, "/admin/scanner");
    fire("connect");
    fire("SCAN_PROGRESS", progress(0, 0));
    expect((await screen.findByTestId("scan-estimate")).textContent).toBe("正在查找作品文件夹…");
    fire("SCAN_PROGRESS", progress(1, 120, { elapsedMs: 4_000, remainingMs: null }));
    expect(screen.getByTestId("scan-estimate").textContent).toBe("已用时 0:04 · 正在估算剩余时间…");
    fire("SCAN_PROGRESS", progress(37, 120, { elapsedMs: 130_000, remainingMs: 290_000 }));
    expect(screen.getByTestId("scan-estimate").textContent).toBe("已用时 2:10 · 预计还需约 5 分钟");
    expect(screen.getByText("37 / 120")).toBeTruthy();
    fire("SCAN_FINISHED", { message: FINISH });
    await screen.findByText(FINISH);
    expect(screen.queryByTestId("scan-estimate")).toBeNull();
  });
});
