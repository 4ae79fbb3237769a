import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { LoginPage } from "../src/pages/login.page.ts";
import { Shell } from "../src/pages/shell.page.ts";
import { WorksPage } from "../src/pages/works.page.ts";
import { useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();
const iphone173 =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Mobile/15E148 Safari/604.1";

describe("app shell", () => {
  test("the drawer opens on a phone and navigates; back shows except on the root pages", async () => {
    const shell = new Shell(await session.open({ viewport: viewports.phone }));
    await shell.page.goto("/works");
    await shell.searchBox().waitFor();
    expect(await shell.backButton().count()).toBe(0);
    await shell.openDrawer();
    await screenshot(shell.page, "drawer-phone", { fullPage: false });
    await shell.navLink("标签").click();
    await shell.waitForPath("/tags");
    expect(await shell.menuButton().getAttribute("aria-expanded")).toBe("false");
    await shell.backButton().click();
    await shell.waitForPath("/works");
    await shell.openDrawer();
    await shell.navLink("我的收藏").click();
    await shell.waitForPath("/favourites");
    expect(await shell.backButton().count()).toBe(0);
  });

  test("dark mode and language are remembered", async () => {
    const shell = new Shell(await session.open());
    await shell.page.goto("/about");
    await shell.darkModeSwitch().click({ force: true });
    await shell.page.reload();
    await shell.page.getByRole("heading", { name: "关于" }).waitFor();
    expect(await shell.page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe("dark");
    await shell.nav().getByRole("combobox", { name: "界面语言" }).selectOption("en");
    await shell.page.getByRole("heading", { name: "About" }).waitFor();
    await shell.page.reload();
    await shell.page.getByRole("link", { name: "Library", exact: true }).waitFor();
  });

  test("the about page lists links that exist and warns iOS 17.3+ Safari users", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const shell = new Shell(await session.open({ viewport }));
      await shell.page.goto("/about");
      const docs = shell.page.getByRole("link", { name: "API 文档" });
      await docs.waitFor();
      // The server's own docs page answers (the signed-in browser reads the protected document).
      const href = await docs.getAttribute("href");
      expect(href).toBe("/api/docs");
      expect((await shell.page.request.get(`${href}?token=${session.server.token}`)).status()).toBe(200);
      for (const link of ["kikoeru 原版服务器", "kikoeru 原版网页界面", "AI 翻译工具"]) {
        expect(await shell.page.getByRole("link", { name: link }).getAttribute("href")).toMatch(
          /^https:\/\/github\.com\/Number178\/kikoeru-/,
        );
      }
      expect(await shell.page.getByText("iOS 17.3 及以上版本的提示").count()).toBe(0);
      await screenshot(shell.page, `about-${name}`);
    }
    const context = await (await session.open())
      .context()
      .browser()!
      .newContext({
        baseURL: session.server.baseUrl,
        userAgent: iphone173,
        viewport: viewports.phone,
        hasTouch: true,
        storageState: {
          cookies: [],
          origins: [
            {
              origin: session.server.baseUrl,
              localStorage: [{ name: "jwt-token", value: session.server.token }],
            },
          ],
        },
      });
    const ios = await context.newPage();
    await ios.goto("/about");
    await ios.getByText("iOS 17.3 及以上版本的提示").waitFor();
    await screenshot(ios, "about-phone-ios-warning");
    await context.close();
  });

  test("a 401 sends the user to /login and back to the page after logging in", async () => {
    const page = await session.open({ viewport: viewports.phone, token: "expired.token.value" });
    await page.goto(`/work/${treeWork.id}?folder=Disc1`);
    const login = new LoginPage(page);
    await login.waitUntilShown();
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/work/${treeWork.id}?folder=Disc1`);
    await login.submit("admin", session.server.adminPassword);
    await page.waitForURL(
      (url) => url.pathname === `/work/${treeWork.id}` && url.searchParams.get("folder") === "Disc1",
    );
    await page.getByRole("heading", { name: treeWork.title }).waitFor();
  });

  test("a token that stops working while browsing leads to /login without error pop-ups", async () => {
    const list = new WorksPage(await session.open());
    await list.open("/works");
    await list.collection("detail").waitFor();
    await list.page.waitForLoadState("networkidle");
    await list.page.evaluate(() => localStorage.setItem("jwt-token", "revoked"));
    await list.openDrawer();
    await list.navLink("标签").click();
    await new LoginPage(list.page).waitUntilShown();
    expect(new URL(list.page.url()).searchParams.get("redirect")).toBe("/tags");
    expect(await list.page.getByRole("alert").count()).toBe(0);
  });

  test("logout asks first, clears the token and goes to /login", async () => {
    const shell = new Shell(await session.open());
    await shell.page.goto("/works");
    await shell.nav().getByRole("button", { name: /登出/ }).click();
    await shell.page.getByText("是否退出登录？", { exact: false }).waitFor();
    await screenshot(shell.page, "logout-confirm-desktop", { fullPage: false });
    await shell.page.getByRole("dialog", { name: "登出" }).getByRole("button", { name: "登出" }).click();
    await new LoginPage(shell.page).waitUntilShown();
    expect(await shell.page.evaluate(() => localStorage.getItem("jwt-token"))).toBe("");
  });

  test("the recent-plays strip opens works and never swallows the page's scrolling", async () => {
    await session.server.api("PUT", "/histroy", {
      work_id: treeWork.id,
      state: { queue: [{ hash: `${treeWork.id}/0`, title: "01_はじめに.wav" }], index: 0, seconds: 3 },
    });
    const list = new WorksPage(await session.open());
    await list.open("/works");
    const strip = list.recent();
    await strip.getByRole("link", { name: treeWork.title }).waitFor();
    const box = await strip.getByRole("link", { name: treeWork.title }).boundingBox();
    await list.page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 20);
    await list.page.mouse.wheel(0, 600);
    await expect.poll(() => list.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await list.page.evaluate(() => window.scrollTo(0, 0));
    await strip.getByRole("link", { name: treeWork.title }).click();
    await list.waitForPath(`/work/${treeWork.id}`);
  });

  test("the admin pages and the translation tasks page open inside the shell", async () => {
    const shell = new Shell(await session.open({ viewport: viewports.phone }));
    await shell.page.goto("/admin");
    await shell.page.getByRole("heading", { name: "文件夹列表" }).waitFor();
    await shell.menuButton().waitFor();
    await shell.page.goto("/ai_lyric");
    await shell.page.getByRole("heading", { name: "AI 歌词翻译任务" }).waitFor();
    await shell.menuButton().waitFor();
  });

  test("随心听 opens a random work", async () => {
    const shell = new Shell(await session.open());
    await shell.page.goto("/works");
    await shell.nav().getByRole("button", { name: "随心听" }).click();
    await shell.page.waitForURL((url) => url.pathname.startsWith("/work/"));
    await shell.page.getByRole("heading", { level: 1 }).waitFor();
  });
});
