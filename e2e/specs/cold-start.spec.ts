import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

describe("cold start", () => {
  test("the boot shell shows the first works before the app's scripts, and the app takes over its requests", async () => {
    const page = await session.open({ viewport: viewports.phone });
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) requests.push(`${url.pathname}${url.search}`);
    });
    // The app's scripts are held back until the boot shell has shown its cards: what a slow network does.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/(react|shell)-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/works", { waitUntil: "commit" });
    const shellCard = page.locator('#boot a[href^="/work/"]').first();
    await shellCard.waitFor();
    await screenshot(page, "cold-start-shell-phone", { fullPage: false });
    expect(await page.locator('#root a[href^="/work/"]').count()).toBe(0);
    release();

    await page.locator('#root a[href^="/work/"]').first().waitFor();
    // The shell has left the document: its links do not stay beside the app's.
    expect(await page.locator("#boot").count()).toBe(0);
    const firstPages = requests.filter((request) => /^\/api\/works\?.*page=1(&|$)/.test(request));
    expect(firstPages).toHaveLength(1);
    expect(requests.filter((request) => request === "/api/auth/me")).toHaveLength(1);
  });

  test("a cold start elsewhere keeps the grey shell and asks for no list", async () => {
    const page = await session.open();
    const lists: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/works") lists.push(request.url());
    });
    await page.goto("/about");
    await page.getByRole("main").waitFor();
    expect(await page.locator("#boot").count()).toBe(0);
    expect(lists).toEqual([]);
  });
});
