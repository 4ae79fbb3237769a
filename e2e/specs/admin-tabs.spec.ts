import { afterEach, describe, expect, test } from "vitest";
import { openSignedInPage, screenshot, viewports } from "../src/browser.ts";
import { hasHorizontalOverflow, useFreshServer } from "../src/session.ts";

const fresh = useFreshServer();
const contexts: { close: () => Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function adminToken(): Promise<string> {
  const response = await fetch(`${fresh.server.baseUrl}/api/auth/me`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "admin", password: fresh.server.adminPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe("admin tabs", () => {
  test("stay on one row on a phone, scrolled so the open page's tab is in view", async () => {
    const token = await adminToken();
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await openSignedInPage(fresh.browser, fresh.server.baseUrl, token, viewport);
      contexts.push(page.context());
      await page.goto("/admin/usermanage");
      const active = page.getByRole("tab", { name: "用户管理", selected: true });
      await active.waitFor();
      const layout = await page.getByRole("tablist").evaluate((list) => {
        const box = list.getBoundingClientRect();
        const tabs = [...list.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
        const open = list.querySelector('[aria-selected="true"]')?.getBoundingClientRect();
        return {
          rows: new Set(tabs.map((tab) => Math.round(tab.top))).size,
          openInView: open !== undefined && open.left >= box.left && open.right <= box.right,
        };
      });
      expect(layout).toEqual({ rows: 1, openInView: true });
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await screenshot(page, `admin-tabs-${name}`, { fullPage: false });
    }
  });
});
