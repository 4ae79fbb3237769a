import path from "node:path";
import { describeInOrder } from "@kikoeru/server/in-order";
import { demoWorks, FakeMetadataServer, fakeWork, writeLibrary } from "@kikoeru/server/tooling";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { launchBrowser, openSignedInPage, screenshot, type Viewport, viewports } from "../src/browser.ts";
import { scanLibrary } from "../src/library.ts";
import { type RunningServer, startServer } from "../src/server.ts";

/** A work the (fake) metadata site does not know at first: its scan fails ("0 日元", "N/A", grey cover). */
const failing = { code: "RJ135791", id: 135791, title: "あとで届く作品" };
const languages = ["zh-CN", "zh-TW", "ja", "en"] as const;
const retryLabel = { "zh-CN": "重试", "zh-TW": "重試", ja: "再試行", en: "Retry" } as const;

let server: RunningServer;
let fake: FakeMetadataServer;
let browser: Browser;
let token = "";
const pages: Page[] = [];

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function open(pathname: string, viewport: Viewport = viewports.desktop, language = "zh-CN") {
  const page = await openSignedInPage(browser, server.baseUrl, token, viewport);
  pages.push(page);
  await page.addInitScript((value) => localStorage.setItem("kikoeru-language", value), language);
  await page.goto(pathname);
  return page;
}

beforeAll(async () => {
  server = await startServer();
  fake = await FakeMetadataServer.start([]);
  const root = path.join(server.dataDir, "library");
  await writeLibrary(root, [
    ...demoWorks().slice(0, 3),
    { folder: `${failing.code} 取得失敗`, files: [{ name: "01.wav", wav: { seconds: 1 } }] },
  ]);
  ({ token } = await call<{ token: string }>("POST", "/auth/me", {
    name: "admin",
    password: server.adminPassword,
  }));
  const site = { dlsiteBaseUrl: fake.url, dlsiteImageBaseUrl: fake.url, hvdbBaseUrl: fake.url };
  await call("PUT", "/config/admin", {
    config: {
      rootFolders: [{ name: "e2e", path: root }],
      metadataPeerBaseUrl: fake.url,
      retryDelay: 0,
      ...site,
    },
  });
  await scanLibrary(<T>(method: string, url: string, body?: unknown) => call<T>(method, url, body));
  browser = await launchBrowser();
});

afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

afterAll(async () => {
  await browser?.close();
  await fake?.close();
  await server?.stop();
});

describeInOrder("failures the listener can see and fix (in order: the last step stops the server)", () => {
  test("failed works are listed with their reason in every language, and a retry fixes one", async () => {
    for (const language of languages) {
      for (const [name, viewport] of Object.entries(viewports)) {
        const page = await open("/admin/failed-works", viewport, language);
        await page.getByRole("link", { name: new RegExp(failing.code) }).waitFor();
        await page.getByRole("button", { name: retryLabel[language], exact: true }).waitFor();
        await screenshot(page, `failed-works-${name}-${language}`);
      }
    }
    const page = await open("/admin/failed-works");
    const row = page.getByText("处理失败", { exact: false });
    await row.waitFor();
    await page.getByRole("button", { name: "重试", exact: true }).click();
    // Still unknown to the site: the reason comes back as a notice.
    await page
      .getByRole("alert")
      .filter({ hasText: `${failing.code}: 处理失败` })
      .waitFor();
    fake.works.set(failing.id, fakeWork(failing.id, { title: failing.title }));
    await page.getByRole("button", { name: "重试", exact: true }).click();
    await page.getByText(`已获取 ${failing.code} 的元数据。`).waitFor();
    await page.getByText("没有元数据获取失败的作品。").waitFor();
  });

  test("a notice never covers an open dialog", async () => {
    const page = await open("/works", viewports.phone);
    await page.getByRole("button", { name: "菜单" }).click();
    await page.getByRole("button", { name: "修改密码" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const fields = dialog.locator("input[type=password]");
    await fields.nth(0).fill("wrong-password");
    await fields.nth(1).fill("new-password-1");
    await fields.nth(2).fill("new-password-1");
    await dialog.getByRole("button", { name: "修改" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "当前密码错误" });
    await notice.waitFor();
    await screenshot(page, "notice-under-dialog-phone", { fullPage: false });
    // What the user sees at the notice's centre is the dialog's overlay, not the notice.
    const box = (await notice.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[role=alert]") === null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(true);
  });

  test("with the server gone, tracks and lists say what failed in the interface's language", async () => {
    const page = await open("/works");
    await page.locator('a[href^="/work/"]').first().click();
    const track = page.getByRole("region", { name: "文件" }).locator('[data-type="audio"]').first();
    await track.waitFor();
    await server.stop();
    await track.getByRole("button").first().click();
    await page.getByText("连接不上服务器", { exact: false }).first().waitFor();
    await screenshot(page, "offline-track-desktop", { fullPage: false });

    // A new list while the server is gone: the list itself says so and offers a retry (no endless placeholders).
    await page.getByRole("searchbox", { name: "搜索" }).fill("とどかない");
    await page.waitForURL(/keyword=/);
    const main = page.locator("main");
    await main.getByText("无法连接服务器，请检查网络或服务器是否正在运行。").waitFor();
    await main.getByRole("button", { name: "重试" }).waitFor();
    expect(await page.getByText("Failed to fetch").count()).toBe(0);
    await screenshot(page, "offline-list-desktop", { fullPage: false });
  });
});
