import type { VersionResponse } from "@kikoeru/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { SystemNotices } from "./SystemNotices.tsx";

const kikoeru = {
  current: "0.7.0",
  latest_stable: null,
  latest_release: "0.8.0",
  update_available: false,
  notifyUser: true,
  lockFileExists: false,
  lockReason: null,
};
const version: VersionResponse = {
  ...kikoeru,
  throttledResponse: kikoeru,
  ffmpegAvailable: true,
  watchProblem: null,
};

function mockServer(info: Partial<VersionResponse>, group = "administrator") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/version") return Response.json({ ...version, ...info });
      if (url === "/api/auth/me") return Response.json({ user: { name: "someone", group }, auth: true });
      return new Response("not found", { status: 404 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("system notices", () => {
  test("the lock file shows its reason with a link to the scanner for administrators", async () => {
    mockServer({ lockFileExists: true, lockReason: "数据库升级未完成" });
    renderWithApp(<SystemNotices />);
    await screen.findByText("数据库升级未完成", { exact: false });
    const link = await screen.findByRole("link", { name: "前往扫描页面" });
    expect(link.getAttribute("href")).toBe("/admin/scanner");
  });

  test("other users see the reason without the link", async () => {
    mockServer({ lockFileExists: true, lockReason: "数据库升级未完成" }, "user");
    renderWithApp(<SystemNotices />);
    await screen.findByText("数据库升级未完成", { exact: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("link", { name: "前往扫描页面" })).toBeNull();
  });

  test("a server without ffmpeg tells the administrator that transcoding needs it", async () => {
    mockServer({ ffmpegAvailable: false });
    renderWithApp(<SystemNotices />);
    await screen.findByText("转码不可用：服务器上找不到 ffmpeg", { exact: false });
  });

  test("a watcher that fell back to periodic scans tells the administrator why, with the scanner link", async () => {
    const line = "无法监视根文件夹：系统的文件监视数量已达上限（ENOSPC）。";
    mockServer({ watchProblem: { key: "watch.unknownKey", message: line } });
    renderWithApp(<SystemNotices />);
    await screen.findByText(line, { exact: false });
    await screen.findByText("部分文件夹未被监视");
    expect((await screen.findByRole("link", { name: "前往扫描页面" })).getAttribute("href")).toBe(
      "/admin/scanner",
    );
  });

  test("an update is announced only when the administrator wants to hear about it", async () => {
    mockServer({ update_available: true, notifyUser: true });
    const { unmount } = renderWithApp(<SystemNotices />);
    await screen.findByText("发现新版本 0.8.0，请更新服务器。");
    unmount();
    mockServer({ update_available: true, notifyUser: false, lockFileExists: false });
    renderWithApp(<SystemNotices />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("发现新版本 0.8.0，请更新服务器。")).toBeNull();
  });
});
