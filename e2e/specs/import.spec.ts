import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMALL_PASSWORD, SMALL_USER, smallKikoeru } from "@kikoeru/server/tooling";
import { afterAll, describe, expect, test } from "vitest";
import { openSignedInPage, screenshot, viewports } from "../src/browser.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { hasHorizontalOverflow, useFreshServer } from "../src/session.ts";

const fresh = useFreshServer();
const dirs: string[] = [];
let install: Awaited<ReturnType<typeof smallKikoeru>>;
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${fresh.server.baseUrl}/api${url}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${url}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}
const signIn = async (name: string, password: string) =>
  (await call("POST", "/auth/me", null, { name, password })).token as string;

describe("moving in from kikoeru on the admin page", () => {
  test("plan, map the root, confirm, report; the imported user resumes at the same track and second", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kikoeru-e2e-import-"));
    dirs.push(dir);
    install = await smallKikoeru(dir, "0f".repeat(32));
    const admin = await signIn("admin", fresh.server.adminPassword);
    await call("PUT", "/config/admin", admin, {
      config: { rootFolders: [{ name: "本机音声", path: install.library, inactive: false }] },
    });

    const phone = await openSignedInPage(fresh.browser, fresh.server.baseUrl, admin, viewports.phone);
    await phone.goto("/admin/import");
    await phone.getByRole("tab", { name: "导入" }).waitFor();
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, "import-source-phone");
    await phone.context().close();

    const page = await openSignedInPage(fresh.browser, fresh.server.baseUrl, admin, viewports.desktop);
    await page.goto("/admin/import");
    await page.getByLabel("kikoeru 的数据库（绝对路径）").fill(install.db);
    await page.getByLabel("kikoeru 的 config.json（绝对路径）").fill(install.config);
    await page.getByRole("button", { name: "生成导入计划" }).click();
    // kikoeru's root alias 旧库 has no root of that name here: the plan says so and offers a field for it.
    await page.getByRole("alert").filter({ hasText: "旧库" }).waitFor();
    expect(await page.getByRole("button", { name: "开始导入" }).isDisabled()).toBe(true);
    await page.getByRole("combobox", { name: "旧库 对应" }).fill("本机");
    await page.getByRole("option", { name: "本机音声" }).click();
    await page.getByRole("button", { name: "重新生成计划" }).click();
    await page.getByText("文件夹存在").waitFor();
    await page.getByText("t_play_histroy: 1 行").waitFor();
    await screenshot(page, "import-plan-desktop");
    await page.setViewportSize(viewports.phone);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "import-plan-phone");
    await page.setViewportSize(viewports.desktop);
    expect(await call("GET", "/works", admin)).toMatchObject({ pagination: { totalCount: 0 } });

    await page.getByRole("button", { name: "开始导入" }).click();
    await page.getByRole("status").filter({ hasText: "导入完成" }).waitFor();
    const users = page.getByText("用户", { exact: true }).locator("..");
    await users.getByText("导入 1，跳过 0").waitFor();
    await page.getByText(/^完整报告：.*import-report-.*\.json$/).waitFor();
    await screenshot(page, "import-report-desktop");
    await page.context().close();

    const listener = await signIn(SMALL_USER, SMALL_PASSWORD);
    const work = new WorkPage(
      await openSignedInPage(fresh.browser, fresh.server.baseUrl, listener, viewports.desktop),
    );
    await work.open(100001);
    const main = work.page.getByTestId("work-play-main");
    await main.filter({ hasText: "继续播放 第2/3首 00:42" }).click();
    const player = new PlayerPage(work.page);
    await player.waitForTitle("02.wav");
    await player.playingPast(42);
    expect((await player.media()).currentTime).toBeLessThan(50);
    await screenshot(work.page, "import-resumed-desktop");
    await work.page.context().close();
  });

  test("an upload of the same install on a phone plans nothing new and names why", async () => {
    const admin = await signIn("admin", fresh.server.adminPassword);
    const page = await openSignedInPage(fresh.browser, fresh.server.baseUrl, admin, viewports.phone);
    await page.goto("/admin/import");
    await page.getByText("上次导入").waitFor();
    await page.getByText("上传文件").click();
    const files = page.locator("input[type=file]");
    await files.nth(0).setInputFiles(install.db);
    await files.nth(1).setInputFiles(install.config);
    await page.getByRole("button", { name: "生成导入计划" }).click();
    await page.getByRole("combobox", { name: "旧库 对应" }).fill("本机");
    await page.getByRole("option", { name: "本机音声" }).click();
    await page.getByRole("button", { name: "重新生成计划" }).click();
    await page.getByText("1 × 作品已在音声库中，保留现有信息").waitFor();
    // The user, the review and the history row were imported by the first test.
    await expect.poll(() => page.getByText("1 × 之前已导入").count()).toBe(3);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, "import-upload-plan-phone");
    await page.context().close();
  });
});
