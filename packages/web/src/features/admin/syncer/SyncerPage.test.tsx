import { adminConfigSchema } from "@kikoeru/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useNotices } from "../../../shared/notify.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { SyncerPage } from "./SyncerPage.tsx";

const config = adminConfigSchema.parse({
  rootFolders: [
    { name: "音声", path: "/data/voice" },
    { name: "备份", path: "/mnt/backup", inactive: true },
  ],
});

const tracks = [
  {
    type: "folder",
    title: "本編",
    children: [
      { type: "audio", title: "01.wav", size: 1024, hash: "1/0", relativePath: "本編/01.wav" },
      { type: "audio", title: "02.wav", size: 2048, hash: "1/1", relativePath: "本編/02.wav" },
    ],
  },
  { type: "text", title: "readme.txt", size: 512, hash: "1/2", relativePath: "readme.txt" },
];

const task = {
  id: 7,
  code: "RJ01234567",
  status: "下载中 1/3 个文件，1.0 KB/3.5 KB",
  finished: false,
  error: null,
  stop: false,
  bytesDone: 1024,
  bytesTotal: 3584,
};

const remoteError = "远程服务器回答 HTTP 404: http://127.0.0.1:9000/api/tracks/RJ01234567";

function mockServer({ infoFails = false } = {}) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
      if (url === "/api/config/admin") return Response.json({ config });
      if (url.startsWith("/api/syncer?") && infoFails) {
        return Response.json({ error: remoteError, code: "SYNC_REMOTE" }, { status: 502 });
      }
      if (url.startsWith("/api/syncer?"))
        return Response.json({ tracks, title: "作品", folder: "RJ01234567 作品" });
      if (url === "/api/syncer" && method === "POST") return Response.json({ id: 7 });
      if (url === "/api/syncer/task") return Response.json({ info: [task] });
      if (url.startsWith("/api/syncer/task/stop")) return Response.json({ success: true });
      return new Response("not found", { status: 404 });
    }),
  );
  return calls;
}

const messages = () => useNotices.getState().notices.map((notice) => `${notice.kind}:${notice.message}`);

beforeEach(() => useNotices.setState({ notices: [] }));
afterEach(() => vi.unstubAllGlobals());

async function fillForm() {
  const form = await screen.findByRole("form", { name: "从其他服务器同步" });
  fireEvent.change(within(form).getByRole("textbox", { name: /服务器地址/ }), {
    target: { value: "http://127.0.0.1:9000/" },
  });
  fireEvent.change(within(form).getByRole("textbox", { name: /作品编号/ }), {
    target: { value: "rj01234567" },
  });
  return form;
}

describe("syncer page", () => {
  test("checks the form before asking the remote", async () => {
    const calls = mockServer();
    renderWithApp(<SyncerPage />);
    const form = await screen.findByRole("form", { name: "从其他服务器同步" });
    fireEvent.change(within(form).getByRole("textbox", { name: /作品编号/ }), {
      target: { value: "RJ1234567" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "搜索" }));
    await within(form).findByText("require host");
    within(form).getByText("require code like RJxxxxxxxx or VJxxxxxx");
    within(form).getByText("请选择存储文件夹");
    expect(calls.filter((call) => call.url.startsWith("/api/syncer?"))).toEqual([]);
  });

  test("searches, narrows the selection in the dialog and creates the task with the chosen files", async () => {
    localStorage.setItem("kikoeru-syncer", JSON.stringify({ rootFolderName: "音声" }));
    const calls = mockServer();
    renderWithApp(<SyncerPage />);
    const form = await fillForm();
    fireEvent.click(within(form).getByRole("button", { name: "搜索" }));

    const dialog = await screen.findByRole("dialog", { name: "同步文件选择" });
    const info = calls.find((call) => call.url.startsWith("/api/syncer?"));
    expect(Object.fromEntries(new URL(info?.url ?? "", "http://x").searchParams)).toEqual({
      host: "http://127.0.0.1:9000",
      metaApi: "/api/workInfo/{code_for_the_work}",
      trackApi: "/api/tracks/{code_for_the_work}",
      filter: "RJ01234567",
    });
    within(dialog).getByText("已选择 3.5 KB");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "选择 02.wav" }));
    const folder = within(dialog).getByRole("checkbox", { name: "选择 本編" }) as HTMLInputElement;
    expect(folder.indeterminate).toBe(true);
    within(dialog).getByText("已选择 1.5 KB");
    fireEvent.click(within(dialog).getByRole("button", { name: "确认同步" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const created = calls.find((call) => call.url === "/api/syncer" && call.method === "POST");
    expect(created?.body).toEqual({
      host: "http://127.0.0.1:9000",
      code: "RJ01234567",
      rootFolderName: "音声",
      metaApi: "/api/workInfo/{code_for_the_work}",
      trackApi: "/api/tracks/{code_for_the_work}",
      overwrite: true,
      treeTracks: [
        {
          type: "folder",
          title: "本編",
          relativePath: "/本編",
          children: [
            { type: "audio", title: "01.wav", size: 1024, hash: "1/0", relativePath: "/本編/01.wav" },
          ],
        },
        { type: "text", title: "readme.txt", size: 512, hash: "1/2", relativePath: "/readme.txt" },
      ],
    });
    expect(JSON.parse(localStorage.getItem("kikoeru-syncer") ?? "{}").host).toBe("http://127.0.0.1:9000");
  });

  test("shows a remote failure as get info failed", async () => {
    localStorage.setItem("kikoeru-syncer", JSON.stringify({ rootFolderName: "音声" }));
    mockServer({ infoFails: true });
    renderWithApp(<SyncerPage />);
    const form = await fillForm();
    fireEvent.click(within(form).getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(messages()).toEqual([`error:get info failed: ${remoteError}`]));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("lists the tasks with their progress and stops one", async () => {
    const calls = mockServer();
    renderWithApp(<SyncerPage />);
    const list = await screen.findByRole("region", { name: "任务列表" });
    const row = await within(list).findByRole("listitem", { name: "RJ01234567" });
    within(row).getByText(task.status);
    within(row).getByRole("progressbar", { name: "RJ01234567 29%" });
    fireEvent.click(within(row).getByRole("button", { name: "停止" }));
    await waitFor(() => expect(messages()).toEqual(["success:stop task success"]));
    expect(calls.some((call) => call.method === "POST" && call.url === "/api/syncer/task/stop?id=7")).toBe(
      true,
    );
  });
});
