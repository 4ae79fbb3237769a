import type { Locator } from "playwright-core";
import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { WorksPage } from "../src/pages/works.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** A work of the paging fixtures no other test of this file changes. */
const workId = 900007;
const newTag = "編集したタグ";

async function openEditor(work: WorkPage) {
  await work.open(workId);
  await work.page.getByRole("button", { name: "更多操作" }).click();
  await work.page.getByRole("menuitem", { name: "编辑信息" }).click();
  const dialog = work.page.getByRole("dialog", { name: "编辑作品信息" });
  await dialog.getByRole("button", { name: "保存" }).waitFor();
  return dialog;
}

/** The candidate list opens over the buttons while a field has focus, as a user would, click elsewhere. */
const closeSuggestions = (dialog: Locator) => dialog.getByRole("heading", { name: "编辑作品信息" }).click();

describe("editing a work's information", () => {
  test("adds a tag and the lists show it at once; the edit locks the field and can be undone", async () => {
    const work = new WorkPage(await session.open());
    const dialog = await openEditor(work);
    const tags = dialog.getByRole("combobox", { name: "标签" });
    await tags.fill("テスト");
    await tags.press("Enter");
    await work.notice("项目已存在，无需重复添加");
    await tags.fill(newTag);
    await tags.press("Enter");
    await closeSuggestions(dialog);
    await dialog.getByRole("button", { name: "保存" }).click();
    await work.notice("自定义meta成功");
    await dialog.waitFor({ state: "hidden" });
    await work.page.getByRole("link", { name: newTag }).first().waitFor();
    await work.page.getByText("已锁定的字段").waitFor();

    const list = new WorksPage(work.page);
    await list.open(`/works?keyword=${encodeURIComponent(newTag)}`);
    await expect.poll(() => list.totalCount()).toBe(1);
    await list.cards().first().waitFor();

    await work.open(workId);
    await work.page.getByRole("button", { name: "撤销上次编辑" }).click();
    await work.notice("已撤销上次编辑");
    await expect.poll(() => work.page.getByRole("link", { name: newTag }).count()).toBe(0);
  });

  test("refuses to save without a voice actor", async () => {
    const work = new WorkPage(await session.open());
    const dialog = await openEditor(work);
    await dialog.getByRole("combobox", { name: "声优" }).focus();
    await work.page.keyboard.press("Backspace");
    await dialog.getByText("声优至少得有一个").first().waitFor();
    await closeSuggestions(dialog);
    await dialog.getByRole("button", { name: "保存" }).click();
    await work.notice("声优至少得有一个");
    await dialog.waitFor();
  });

  test("the more menu and the dialog fit phones and desktops", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const work = new WorkPage(await session.open({ viewport }));
      await work.open(workId);
      await work.page.getByRole("button", { name: "更多操作" }).click();
      await work.page.getByRole("menuitem", { name: "编辑信息" }).waitFor();
      await screenshot(work.page, `work-actions-menu-${name}`, { fullPage: false });
      await work.page.keyboard.press("Escape");
      const dialog = await openEditor(work);
      await dialog.getByRole("combobox", { name: "标签" }).click();
      expect(await hasHorizontalOverflow(work.page)).toBe(false);
      await screenshot(work.page, `edit-dialog-${name}`, { fullPage: false });
    }
  });
});
