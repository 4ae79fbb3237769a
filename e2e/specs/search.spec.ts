import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { WorksPage } from "../src/pages/works.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

async function advanced(viewport = viewports.desktop) {
  const page = new WorksPage(await session.open({ viewport }));
  await page.open("/search");
  await page.heading().filter({ hasText: "聚合搜索：" }).waitFor();
  return page;
}

const keywordBox = (page: WorksPage) => page.page.getByRole("textbox", { name: "关键字搜索" });

async function chooseType(page: WorksPage, type: string) {
  await page.page.getByRole("combobox", { name: "条件类型" }).click();
  await page.page.getByRole("option", { name: type, exact: true }).click();
}

describe("advanced search", () => {
  test("has no header search box and shows every work without conditions", async () => {
    const page = await advanced();
    expect(await page.searchBox().count()).toBe(0);
    expect(await page.totalCount()).toBeGreaterThan(40);
  });

  test("validates keywords and narrows with every condition", async () => {
    const page = await advanced();
    const box = keywordBox(page);
    await box.press("Enter");
    await page.page.getByText("无法添加空白的关键字", { exact: true }).waitFor();

    await box.fill("テスト");
    await box.press("Enter");
    await page.page.waitForURL((url) => url.searchParams.has("terms"));
    await page.heading().filter({ hasText: "聚合搜索：テスト" }).waitFor();
    await expect.poll(() => page.totalCount()).toBe(30);

    await box.fill("テスト");
    await box.press("Enter");
    await page.page.getByText("关键字重复，添加失败", { exact: true }).waitFor();

    await chooseType(page, "声优");
    await box.fill("テスト");
    await box.press("Enter");
    await page.page.getByText("请点击下方列出的选项来添加该条件", { exact: true }).waitFor();
    const candidate = page.page
      .getByRole("group", { name: "候选" })
      .getByRole("button", { name: "テスト声優 (30)" });
    await candidate.click();
    await page.page.getByText("声优：テスト声優").waitFor();
    await box.fill("てすと");
    await candidate.click();
    await page.page.getByText("搜索条件重复，添加失败", { exact: true }).waitFor();
    await screenshot(page.page, "search-desktop-conditions");

    await chooseType(page, "模糊");
    await box.fill("その1");
    await box.press("Enter");
    await expect.poll(() => page.totalCount()).toBe(11);
    await page.page.getByRole("button", { name: "移除 その1" }).click();
    await expect.poll(() => page.totalCount()).toBe(30);
  });

  test("a product code opens that work whatever else is set", async () => {
    const page = await advanced(viewports.phone);
    const box = keywordBox(page);
    await box.fill("ASMR");
    await box.press("Enter");
    await page.page.waitForURL((url) => url.searchParams.has("terms"));
    expect(await hasHorizontalOverflow(page.page)).toBe(false);
    await screenshot(page.page, "search-phone");
    await chooseType(page, "番号");
    await box.fill("RJ12345");
    await box.press("Enter");
    await page.page.getByText("番号格式错误：应为 RJ/BJ/VJ 加 6 位或 8 位数字", { exact: true }).waitFor();
    await box.fill(treeWork.code.toLowerCase());
    await box.press("Enter");
    await page.waitForPath(`/work/${treeWork.id}`);
    await page.page.getByRole("heading", { name: treeWork.title }).waitFor();
  });
});
