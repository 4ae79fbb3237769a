import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { AiLyricPage } from "./AiLyricPage.tsx";

const task = (id: number, status: number, audio_path: string) => ({
  id,
  work_id: 1_234_567,
  audio_path,
  status,
  worker_name: status === 2 ? "gpu_box" : "",
  worker_status: status === 2 ? "翻译进度: 42%" : "",
  title: "作品",
  file_name: audio_path.split("/").pop() ?? audio_path,
  progress: status === 2 ? 42 : null,
  retries: 0,
  error: status === 4 ? "解码失败" : null,
  created_at: 1,
  updated_at: 1,
});

const tasks = [task(1, 1, "本編/01.wav"), task(2, 2, "本編/02.wav"), task(3, 4, "03.wav")];

function mockServer(group: "administrator" | "guest") {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
      if (url === "/api/auth/me") return Response.json({ auth: true, user: { name: "u", group } });
      if (url === "/api/lyric/worker-tokens") return Response.json({ tokens: [] });
      if (url.startsWith("/api/lyric/translate?")) {
        const shown = new URL(url, "http://x").searchParams.get("work_id") === "0" ? tasks : [];
        return Response.json({
          pagination: { currentPage: 1, pageSize: 12, totalCount: shown.length },
          tasks: shown,
        });
      }
      if (method === "DELETE" || url.startsWith("/api/lyric/translate/redo/")) {
        return Response.json({ counts: 2 });
      }
      return new Response("not found", { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the AI lyric task page", () => {
  test("lists tasks with status and progress, and deletes a selection in kikoeru's batch form", async () => {
    const calls = mockServer("administrator");
    renderWithApp(<AiLyricPage />, "/ai_lyric");
    const list = await screen.findByRole("list", { name: "AI 歌词翻译任务" });
    await within(list).findByText("本編/02.wav");
    expect(within(list).getByText("42%")).toBeTruthy();
    expect(within(list).getByText("解码失败")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "每 5 秒自动刷新" })).toHaveProperty("checked", false);

    fireEvent.click(screen.getByRole("checkbox", { name: "选择任务 1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "选择任务 3" }));
    fireEvent.click(screen.getByRole("button", { name: "删除所选（2）" }));
    const dialog = await screen.findByRole("dialog", { name: "删除翻译任务" });
    fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "DELETE")).toEqual({
        method: "DELETE",
        url: "/api/lyric/translate/0",
        body: { idArr: [1, 3] },
      }),
    );
  });

  test("a work filter goes to the server as its id; an unknown code is flagged and not sent", async () => {
    const calls = mockServer("administrator");
    renderWithApp(<AiLyricPage />, "/ai_lyric");
    await screen.findByText("本編/01.wav");
    const work = screen.getByRole("textbox", { name: "作品编号" });
    fireEvent.change(work, { target: { value: "XX1" } });
    expect(await screen.findByText("请输入作品编号，例如 RJ01234567 或 1234567")).toBeTruthy();
    fireEvent.change(work, { target: { value: "RJ01234567" } });
    expect(await screen.findByText("没有符合条件的任务", {}, { timeout: 10_000 })).toBeTruthy();
    const lists = calls.filter((call) => call.url.startsWith("/api/lyric/translate?"));
    expect(lists.map((call) => new URL(call.url, "http://x").searchParams.get("work_id"))).toEqual([
      "0",
      "1234567",
    ]);
  });

  test("guests read the list without selection, delete, redo or worker tokens", async () => {
    mockServer("guest");
    renderWithApp(<AiLyricPage />, "/ai_lyric");
    await screen.findByText("本編/01.wav");
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "删除" })).toBeNull();
    expect(screen.queryByRole("button", { name: "重试" })).toBeNull();
    expect(screen.queryByText("翻译程序令牌")).toBeNull();
  });
});
