import type { Page } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { openPage, screenshot, type Viewport, viewports } from "../src/browser.ts";
import { LoginPage } from "../src/pages/login.page.ts";
import { hasHorizontalOverflow, useFreshServer } from "../src/session.ts";

const fresh = useFreshServer();
const pages: Page[] = [];

async function open(viewport: Viewport = viewports.desktop, colorScheme: "light" | "dark" = "light") {
  const page = await openPage(fresh.browser, fresh.server.baseUrl, viewport, colorScheme);
  pages.push(page);
  return page;
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

describe("login", () => {
  test("an anonymous visit to / ends at /login", async () => {
    const page = await open();
    await page.goto("/");
    await new LoginPage(page).waitUntilShown();
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/works");
  });

  test("renders without overflow on a phone and a desktop, light and dark", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      for (const scheme of ["light", "dark"] as const) {
        const page = await open(viewport, scheme);
        await page.goto("/login");
        await new LoginPage(page).waitUntilShown();
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await screenshot(page, `login-${name}-${scheme}`);
      }
    }
  });

  test("a too-short username or password is rejected before any request", async () => {
    const page = await open(viewports.phone);
    await page.goto("/login");
    const login = new LoginPage(page);
    await login.waitUntilShown();
    await login.fill("adm", "abc");
    await login.submitButton().click();
    await page.getByText("用户名长度至少为 5", { exact: true }).waitFor();
    await page.getByText("密码长度至少为 5", { exact: true }).waitFor();
    await screenshot(page, "login-phone-validation");
  });

  test("a wrong password shows the server's error text", async () => {
    const page = await open();
    await page.goto("/login");
    const login = new LoginPage(page);
    await login.waitUntilShown();
    const response = await login.submit("admin", "not-the-password");
    expect(response.status()).toBe(401);
    const { error } = (await response.json()) as { error: string };
    expect(error).toBeTruthy();
    await page.getByRole("alert").filter({ hasText: error }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await screenshot(page, "login-desktop-wrong-password");
  });

  test("the admin logs in and returns to the page that required login", async () => {
    const page = await open(viewports.phone);
    await page.goto("/works");
    const login = new LoginPage(page);
    await login.waitUntilShown();
    const response = await login.submit("admin", fresh.server.adminPassword);
    expect(response.status()).toBe(200);
    await page.getByText("登录成功.", { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === "/works");
    await page.getByRole("heading", { name: "所有作品" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("jwt-token"))).toBeTruthy();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "works-phone");
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, "works-desktop");
  });
});

describe("preferences", () => {
  test("the language switch translates the page and survives a reload", async () => {
    const page = await open(viewports.phone);
    await page.goto("/login");
    await new LoginPage(page).waitUntilShown();
    await page.getByLabel("界面语言").selectOption("ja");
    await page.getByRole("button", { name: "ログイン", exact: true }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "ログイン", exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
    await screenshot(page, "login-phone-ja");
  });
});

describe("routing", () => {
  test("a deep link to an unknown path shows the not-found page", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await open(viewport);
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { name: "页面不存在" }).waitFor();
      await screenshot(page, `not-found-${name}`);
    }
  });
});
