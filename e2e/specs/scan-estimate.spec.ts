import path from "node:path";
import { FakeMetadataServer, fakeWork, writeLibrary } from "@kikoeru/server/tooling";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser, openSignedInPage, screenshot, viewports } from "../src/browser.ts";
import { AdminPage } from "../src/pages/admin.page.ts";
import { type RunningServer, startServer } from "../src/server.ts";

/** Enough works, answered slowly enough by the fake metadata sites, for the first scan to take a few seconds. */
const IDS = Array.from({ length: 24 }, (_, i) => 310_001 + i);

let server: RunningServer;
let fake: FakeMetadataServer;
let browser: Browser;
let token = "";

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startServer();
  fake = await FakeMetadataServer.start(IDS.map((id) => fakeWork(id)));
  fake.delayMs = 400;
  const root = path.join(server.dataDir, "library");
  await writeLibrary(
    root,
    IDS.map((id) => ({ folder: `RJ${id} 作品`, files: [{ name: "01.wav", wav: { seconds: 0.2 } }] })),
  );
  ({ token } = await call<{ token: string }>("POST", "/auth/me", {
    name: "admin",
    password: server.adminPassword,
  }));
  await call("PUT", "/config/admin", {
    config: {
      rootFolders: [{ name: "音声", path: root }],
      maxParallelism: 2,
      dlsiteBaseUrl: fake.url,
      dlsiteImageBaseUrl: fake.url,
      hvdbBaseUrl: fake.url,
      metadataPeerBaseUrl: fake.url,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await fake?.close();
  await server?.stop();
});

test("the first scan shows processed / total, the time spent and the time left, then its end", async () => {
  const desktop = new AdminPage(await openSignedInPage(browser, server.baseUrl, token, viewports.desktop));
  await desktop.page.goto("/admin/scanner");
  await desktop.page.getByText("已连接", { exact: true }).waitFor();
  await desktop.button("扫描本地音声库").click();
  const line = desktop.page.getByTestId("scan-estimate");
  await line.getByText(/^已用时 \d+:\d\d · 预计还需(不到 1 分钟|约 \d+ 分钟)$/).waitFor({ timeout: 30_000 });
  expect(await desktop.page.getByText(/^\d+ \/ 24$/).count()).toBe(1);
  await screenshot(desktop.page, "admin-scanner-estimate-desktop");

  // A page opened mid-scan shows the estimate too, from the next progress event.
  const phone = new AdminPage(await openSignedInPage(browser, server.baseUrl, token, viewports.phone));
  await phone.page.goto("/admin/scanner");
  await phone.page
    .getByTestId("scan-estimate")
    .getByText(/^已用时 /)
    .waitFor({ timeout: 30_000 });
  await screenshot(phone.page, "admin-scanner-estimate-phone");

  await desktop.waitForPhase("扫描完成");
  expect(await line.count()).toBe(0);
  expect(await desktop.page.getByText("24 / 24", { exact: true }).count()).toBe(1);
  await phone.page.context().close();
  await desktop.page.context().close();
});
