import type { BuiltinWorkerState } from "@kikoeru/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { BuiltinWorkerStatus } from "./BuiltinWorkerStatus.tsx";

const base: BuiltinWorkerState = {
  instance: "local",
  enabled: true,
  role: true,
  state: "running",
  reason: null,
  line: null,
  since: 0,
  restarts: 0,
  retry_at: null,
};

function answer(state: Partial<BuiltinWorkerState>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/lyric/builtin-worker"
        ? Response.json({ ...base, ...state })
        : new Response("not found", { status: 404 }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the built-in worker's state", () => {
  test("a refusal shows the worker's sentence and how to try again", async () => {
    answer({ state: "refused", reason: "找不到模型文件 /models/ggml-base.bin：请下载" });
    renderWithApp(<BuiltinWorkerStatus />);
    expect(await screen.findByText("拒绝启动")).toBeTruthy();
    screen.getByText("找不到模型文件 /models/ggml-base.bin：请下载");
    screen.getByText("按提示修正后保存设置即可重试。");
  });

  test("running shows the latest output and the restarts", async () => {
    answer({ line: "加载模型 /models/ggml-base.bin", restarts: 2 });
    renderWithApp(<BuiltinWorkerStatus />);
    expect(await screen.findByText("运行中")).toBeTruthy();
    screen.getByText("加载模型 /models/ggml-base.bin");
    screen.getByText("已重启 2 次");
  });

  test("an instance without the lyric role says so", async () => {
    answer({ role: false, enabled: true, state: "stopped", instance: "b" });
    renderWithApp(<BuiltinWorkerStatus />);
    expect(await screen.findByText("本实例 (b) 没有 lyric 角色，不运行内置 worker。")).toBeTruthy();
  });
});
