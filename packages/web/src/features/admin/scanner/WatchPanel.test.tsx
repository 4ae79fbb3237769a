import type { LibraryWatch, ScannerStatus } from "@kikoeru/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { WatchPanel } from "./WatchPanel.tsx";

const idle: ScannerStatus = {
  running: false,
  job: null,
  state: { tasks: [], failedTasks: [], mainLogs: [], results: [] },
};

function mockStatus(watch: LibraryWatch) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/scanner/status" ? Response.json({ ...idle, watch }) : new Response("", { status: 404 }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the watch panel", () => {
  test("shows the roots watched, the quiet period and the watcher's lines, newest first", async () => {
    mockStatus({
      state: "watching",
      watched: 2,
      problem: null,
      quietSeconds: 5,
      fallbackSeconds: 900,
      logs: [
        {
          level: "info",
          key: "watch.started",
          params: { count: 2, works: 30 },
          message: "正在监视 2 个根文件夹和其中 30 个作品文件夹，新增或变更的作品会自动扫描",
          at: 1,
        },
        { level: "info", message: "检测到变化: /lib/RJ123456", at: 2 },
      ],
    });
    renderWithApp(<WatchPanel />);
    await screen.findByText("正在监视 2 个根文件夹：作品文件夹 5 秒无变化后自动扫描");
    expect(screen.getByText("监视中")).toBeTruthy();
    const lines = screen.getByRole("log", { name: "监视记录" }).textContent ?? "";
    expect(lines.indexOf("RJ123456")).toBeLessThan(
      lines.indexOf("正在监视 2 个根文件夹和其中 30 个作品文件夹"),
    );
  });

  test("says why it fell back to periodic scans", async () => {
    const reason = "无法监视根文件夹：系统的文件监视数量已达上限（ENOSPC）。";
    mockStatus({
      state: "fallback",
      watched: 0,
      problem: { message: reason },
      quietSeconds: 5,
      fallbackSeconds: 60,
      logs: [],
    });
    renderWithApp(<WatchPanel />);
    await screen.findByText("部分文件夹未被监视，每 60 秒自动增量扫描一次");
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByText("定时扫描")).toBeTruthy();
    expect(screen.getByText("暂无记录")).toBeTruthy();
  });
});
