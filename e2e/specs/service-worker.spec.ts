import { appendFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { openPage, screenshot, viewports } from "../src/browser.ts";
import { LoginPage } from "../src/pages/login.page.ts";
import { webIndex } from "../src/paths.ts";
import { useFreshServer } from "../src/session.ts";

const workerFile = path.join(path.dirname(webIndex), "sw.js");
const fresh = useFreshServer();

/** Waits until the page is controlled by the app's service worker. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

describe("service worker", () => {
  test("caches the app for offline loads and announces a new build with 版本已更新 and 刷新", async () => {
    const original = await readFile(workerFile, "utf8");
    const page = await openPage(fresh.browser, fresh.server.baseUrl, viewports.phone);
    try {
      await page.goto("/login");
      await new LoginPage(page).waitUntilShown();
      await controlled(page);

      await page.context().setOffline(true);
      await page.reload();
      await new LoginPage(page).waitUntilShown();
      await page.context().setOffline(false);
      await controlled(page);

      // A new build on the server: a different sw.js. The page asks for it, the new worker takes over.
      await appendFile(workerFile, `\n// e2e: another build ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const notice = page.getByRole("status").filter({ hasText: "版本已更新" });
      await notice.waitFor({ state: "visible", timeout: 20_000 });
      await screenshot(page, "update-notice-phone", { fullPage: false });
      const reloaded = page.waitForEvent("load");
      await notice.getByRole("button", { name: "刷新" }).click();
      await reloaded;
      await new LoginPage(page).waitUntilShown();
      expect(await page.getByText("版本已更新").count()).toBe(0);
    } finally {
      await writeFile(workerFile, original);
      await page.context().close();
    }
  });
});
