import { describe, expect, test } from "vitest";
import { openSignedInPage, screenshot, viewports } from "../src/browser.ts";
import { hasHorizontalOverflow, useFreshServer } from "../src/session.ts";

const fresh = useFreshServer();

async function signIn(name: string, password: string): Promise<string> {
  const response = await fetch(`${fresh.server.baseUrl}/api/auth/me`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe("first run: an empty library", () => {
  test("tells an administrator how to add a folder and scan, with links to the admin pages", async () => {
    const token = await signIn("admin", fresh.server.adminPassword);
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await openSignedInPage(fresh.browser, fresh.server.baseUrl, token, viewport);
      try {
        await page.goto("/works");
        await page.getByRole("heading", { name: "音声库还是空的" }).waitFor();
        expect(await page.getByRole("link", { name: "添加文件夹" }).getAttribute("href")).toBe("/admin");
        expect(await page.getByRole("link", { name: "去扫描" }).getAttribute("href")).toBe("/admin/scanner");
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await screenshot(page, `first-run-${name}`);
      } finally {
        await page.context().close();
      }
    }
  });

  test("tells other users that an administrator has to add the works, without admin links", async () => {
    const admin = await signIn("admin", fresh.server.adminPassword);
    const created = await fetch(`${fresh.server.baseUrl}/api/credentials/user`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ name: "listener", password: "listener-password", group: "user" }),
    });
    expect(created.status).toBe(200);
    const page = await openSignedInPage(
      fresh.browser,
      fresh.server.baseUrl,
      await signIn("listener", "listener-password"),
      viewports.phone,
    );
    try {
      await page.goto("/works");
      await page.getByText("请管理员在管理后台添加音声库文件夹并完成扫描").waitFor();
      expect(await page.getByRole("link", { name: "添加文件夹" }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
