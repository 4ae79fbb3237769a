import { adminConfigSchema } from "@kikoeru/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { FoldersPage } from "./FoldersPage.tsx";

const config = adminConfigSchema.parse({
  rootFolders: [
    { name: "音声", path: "/data/voice" },
    { name: "备份", path: "/mnt/backup", inactive: true },
  ],
  voiceWorkDefaultPath: "/data/new",
});

function mockServer() {
  const puts: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (init.method === "PUT") {
      puts.push(JSON.parse(String(init.body)));
      return Response.json({ message: "保存成功.", restartRequired: [] });
    }
    if (url === "/api/config/admin") return Response.json({ config });
    return new Response("not found", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe("library folders page", () => {
  test("refuses a duplicate alias or path without saving and keeps what was typed", async () => {
    const puts = mockServer();
    renderWithApp(<FoldersPage />);
    const card = await screen.findByRole("region", { name: "添加新文件夹" });
    const alias = within(card).getByRole("textbox", { name: "文件夹别名" });
    const path = within(card).getByRole("textbox", { name: "绝对路径" });
    expect((path as HTMLInputElement).value).toBe("/data/new");

    fireEvent.change(alias, { target: { value: "音声" } });
    fireEvent.change(path, { target: { value: "/mnt/backup/" } });
    fireEvent.click(within(card).getByRole("button", { name: "添加" }));
    await within(card).findByText("该别名已存在，文件夹别名不能重复");
    within(card).getByText("该路径已存在，文件夹路径不能重复");
    expect((alias as HTMLInputElement).value).toBe("音声");
    expect(puts).toEqual([]);
  });

  test("removes the folder that was clicked after confirmation", async () => {
    const puts = mockServer();
    renderWithApp(<FoldersPage />);
    fireEvent.click(await screen.findByRole("button", { name: "删除文件夹 备份" }));
    const dialog = await screen.findByRole("dialog");
    within(dialog).getByText(/备份/);
    fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      config: { rootFolders: [{ name: "音声", path: "/data/voice", inactive: false }] },
    });
  });
});
