import type { ImportJob, ImportPlan, ImportSummary } from "@kikoeru/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { ImportPage } from "./ImportPage.tsx";

const group = (name: ImportSummary["groups"][number]["group"], imported: number) => ({
  group: name,
  imported,
  skipped: 0,
  reasons: [],
});
const summary = (dryRun: boolean): ImportSummary => ({
  generation: "number178",
  dryRun,
  tables: [
    { table: "t_work", count: 1 },
    { table: "t_play_histroy", count: 1 },
  ],
  roots: [{ alias: "旧库", target: "本机", exists: true }],
  groups: [
    group("works", 1),
    group("covers", 0),
    group("users", 1),
    group("reviews", 1),
    {
      group: "history",
      imported: 0,
      skipped: 1,
      reasons: [{ reason: "播放状态不是有效的 JSON", count: 1, keys: ["guest1/100002"] }],
    },
    group("tasks", 0),
  ],
  notes: [],
  elapsedMs: 1234,
});
const job = (state: ImportJob["state"], phase: ImportJob["phase"]): ImportJob => ({
  id: 3,
  state,
  phase,
  error: null,
  summary: state === "finished" ? summary(false) : null,
  reportFile: state === "finished" ? "/data/import-report-1.json" : null,
  started_at: 1,
  finished_at: state === "finished" ? 2 : null,
});

/** The server: refuses the first plan (no mapping), plans the second, then runs through one status each. */
function mockServer() {
  const bodies: unknown[] = [];
  const statuses = [
    { running: false, job: null },
    { running: true, job: job("running", "history") },
    { running: false, job: job("finished", "done") },
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url === "/api/admin/import/status") {
        return Response.json(statuses.length > 1 ? statuses.shift() : statuses[0]);
      }
      bodies.push(body);
      if (url === "/api/admin/import/plan") {
        const mapped = Object.keys(body.mapRoot).length > 0;
        const plan: ImportPlan = {
          aliases: [{ alias: "旧库", kikoeruPath: "D:\\voice" }],
          roots: ["本机"],
          refusal: mapped ? null : "kikoeru 的根文件夹 旧库 在这里没有对应",
          summary: mapped ? summary(true) : null,
        };
        return Response.json(plan);
      }
      if (url === "/api/admin/import/run") return Response.json(job("running", "prepare"), { status: 202 });
      return new Response("not found", { status: 404 });
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe("ImportPage", () => {
  test("plans, maps the root alias, confirms, follows the progress and shows the report", async () => {
    const bodies = mockServer();
    renderWithApp(<ImportPage />);
    fireEvent.change(await screen.findByLabelText(/kikoeru 的数据库/), {
      target: { value: "/k/db.sqlite3" },
    });
    fireEvent.change(screen.getByLabelText(/kikoeru 的 config.json/), {
      target: { value: "/k/config.json" },
    });
    fireEvent.click(screen.getByRole("button", { name: "生成导入计划" }));
    expect(await screen.findByText("kikoeru 的根文件夹 旧库 在这里没有对应")).toBeTruthy();
    expect(screen.getByRole("button", { name: "开始导入" })).toHaveProperty("disabled", true);

    fireEvent.change(screen.getByRole("combobox", { name: "旧库 对应" }), { target: { value: "本机" } });
    fireEvent.click(screen.getByRole("button", { name: "重新生成计划" }));
    expect(await screen.findByText("文件夹存在")).toBeTruthy();
    expect(screen.getByText("t_play_histroy: 1 行")).toBeTruthy();
    expect(screen.getByText("1 × 播放状态不是有效的 JSON")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "开始导入" }));
    expect(await screen.findByText("正在导入播放记录")).toBeTruthy();
    expect(screen.getByText("第 5 步，共 6 步")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("导入完成")).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByText("完整报告：/data/import-report-1.json")).toBeTruthy();
    expect(bodies.at(-1)).toEqual({
      db: "/k/db.sqlite3",
      config: "/k/config.json",
      mapRoot: { 旧库: "本机" },
    });
  });
});
