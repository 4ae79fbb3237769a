import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describeInOrder } from "@kikoeru/server/in-order";
import type { SampleWork } from "@kikoeru/server/tooling";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { launchBrowser, openSignedInPage, screenshot, type Viewport, viewports } from "../src/browser.ts";
import { type LibraryServer, startLibraryServer } from "../src/library.ts";
import { AdminPage } from "../src/pages/admin.page.ts";
import { WorksPage } from "../src/pages/works.page.ts";
import { hasHorizontalOverflow } from "../src/session.ts";

/** The work the source offers: sub-folders, Japanese names; 3 of its files are pulled, おまけ is left out. */
const pulled = { code: "RJ01234567", title: "同期テスト作品：星降る夜の物語" };
const folder = `${pulled.code} ${pulled.title}`;
const chosenFiles = ["本編/01_はじめに.wav", "本編/02_おわりに.wav", "readme.txt"];

const sourceWork: SampleWork = {
  folder,
  files: [
    { name: "cover.jpg", cover: { label: pulled.code, hue: 260 } },
    { name: "本編/01_はじめに.wav", wav: { seconds: 2 } },
    { name: "本編/02_おわりに.wav", wav: { seconds: 3 } },
    { name: "おまけ/フリートーク.wav", wav: { seconds: 2 } },
    { name: "readme.txt", text: "同期のテスト\n" },
  ],
  metadata: {
    title: pulled.title,
    circle: "同期工房",
    vas: ["星野しずく"],
    tags: ["ASMR", "同期"],
    release: "2024-03-03",
    nsfw: false,
    price: 1100,
    dl_count: 42,
  },
};

/** The puller has a work of its own, so its library is not empty before the pull. */
const localWork: SampleWork = {
  folder: "RJ246802 手元の作品",
  files: [{ name: "01.wav", wav: { seconds: 1 } }],
  metadata: { title: "手元の作品", circle: "手元工房", vas: ["手元声優"], tags: [], release: "2020-01-01" },
};

let source: LibraryServer;
let puller: LibraryServer;
let browser: Browser;
const pages: Page[] = [];

async function open(viewport: Viewport = viewports.desktop): Promise<AdminPage> {
  const page = await openSignedInPage(browser, puller.baseUrl, puller.token, viewport);
  pages.push(page);
  await page.goto("/admin/syncer");
  await page.getByRole("region", { name: "任务列表" }).waitFor();
  return new AdminPage(page);
}

/** Fills the form for the source's work; the templates are ours (asmr.one answers /api/workInfo/…). */
async function fillForm(admin: AdminPage, code: string) {
  const form = admin.page.getByRole("form", { name: "从其他服务器同步" });
  await form.getByRole("combobox", { name: /^保存到/ }).click();
  await admin.page.getByRole("option", { name: "e2e" }).click();
  await form.getByRole("textbox", { name: /^服务器地址/ }).fill(`${source.baseUrl}/`);
  await form.getByRole("textbox", { name: /^元数据请求模板/ }).fill("/api/work/{code_for_the_work}");
  await form.getByRole("textbox", { name: /^作品编号/ }).fill(code);
  return form;
}

const sha256 = async (file: string) =>
  createHash("sha256")
    .update(await readFile(file))
    .digest("hex");

beforeAll(async () => {
  [source, puller] = await Promise.all([startLibraryServer([sourceWork]), startLibraryServer([localWork])]);
  // The source asks for a login like any server of ours: the puller keeps its credentials server-side.
  await puller.api("PUT", "/syncer/credentials", {
    host: source.baseUrl,
    name: "admin",
    password: source.adminPassword,
  });
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([source?.stop(), puller?.stop()]);
});

describeInOrder("syncer page", () => {
  test("pulls the chosen files of a work from another server and lists it in the library", async () => {
    const admin = await open();
    await admin.page.getByRole("tab", { name: "同步" }).waitFor();
    const form = await fillForm(admin, pulled.code.toLowerCase());
    await screenshot(admin.page, "syncer-form-desktop");
    await admin.button("搜索", form).click();

    const dialog = admin.page.getByRole("dialog", { name: "同步文件选择" });
    await dialog.getByText(pulled.title, { exact: true }).waitFor();
    const total = dialog.getByTestId("sync-selected-size");
    const before = await total.textContent();
    await dialog.getByRole("checkbox", { name: "选择 おまけ" }).uncheck();
    await expect.poll(() => total.textContent()).not.toBe(before);
    expect(await dialog.getByRole("checkbox", { name: "选择 フリートーク.wav" }).isChecked()).toBe(false);
    await screenshot(admin.page, "syncer-dialog-desktop", { fullPage: false });
    await admin.button("确认同步", dialog).click();
    await dialog.waitFor({ state: "detached" });

    const row = admin.page
      .getByRole("region", { name: "任务列表" })
      .getByRole("listitem", { name: pulled.code });
    await row.getByText("已完成", { exact: true }).waitFor({ timeout: 60_000 });
    await screenshot(admin.page, "syncer-tasks-desktop");

    // The work folder is "<CODE> <title>" with the title made safe for the file system.
    const { info } = await puller.api<{ info: { code: string; folder: string }[] }>("GET", "/syncer/task");
    const task = info.find((entry) => entry.code === pulled.code);
    expect(task?.folder).toMatch(new RegExp(`^${pulled.code} `));
    const target = path.join(puller.dataDir, "library", task?.folder ?? "");
    for (const file of chosenFiles) {
      const original = path.join(source.dataDir, "library", folder, file);
      expect([file, await sha256(path.join(target, file))]).toEqual([file, await sha256(original)]);
    }
    await expect(stat(path.join(target, "おまけ"))).rejects.toThrow();

    const works = new WorksPage(admin.page);
    await works.open("/works");
    await works.cards().filter({ hasText: pulled.title }).first().waitFor();
  });

  test("fits a phone: the form, the dialog and the task list", async () => {
    const admin = await open(viewports.phone);
    await admin.page
      .getByRole("region", { name: "任务列表" })
      .getByRole("listitem", { name: pulled.code })
      .waitFor();
    expect(await hasHorizontalOverflow(admin.page)).toBe(false);
    await screenshot(admin.page, "syncer-phone");

    const form = await fillForm(admin, pulled.code);
    await admin.button("搜索", form).click();
    const dialog = admin.page.getByRole("dialog", { name: "同步文件选择" });
    await dialog.getByText(pulled.title, { exact: true }).waitFor();
    await screenshot(admin.page, "syncer-dialog-phone", { fullPage: false });
    await admin.button("关闭", dialog).click();
    await dialog.waitFor({ state: "detached" });
  });
});
