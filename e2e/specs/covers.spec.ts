import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** The bytes of a cover as the server sends them now. */
async function coverHash(type: "main" | "sam"): Promise<string> {
  const { baseUrl, token } = session.server;
  const response = await fetch(`${baseUrl}/api/cover/${treeWork.id}?type=${type}&token=${token}`);
  return createHash("sha256")
    .update(Buffer.from(await response.arrayBuffer()))
    .digest("hex");
}

async function openEditorOnImage(work: WorkPage) {
  await work.open(treeWork.id, "?folder=Disc1/画像");
  await work.row("a.jpg").waitFor();
  await work.fileAction("a.jpg", "编辑为封面");
  const editor = work.page.getByRole("dialog", { name: "编辑封面" });
  await editor.getByRole("img", { name: "裁剪预览" }).waitFor();
  return editor;
}

describe("cover editing", () => {
  test("crops an image of the file tree into the thumbnail, saves it and restores the original", async () => {
    const originalSam = await coverHash("sam");
    const work = new WorkPage(await session.open());
    const editor = await openEditorOnImage(work);
    await editor.getByText("缩略图 1:1").click();
    await editor.getByText("输出 100×100").waitFor();
    await editor.getByRole("slider", { name: "裁剪位置" }).focus();
    await work.page.keyboard.press("End");
    await editor.getByRole("button", { name: "保存封面" }).click();
    await work.notice("封面已更新");
    await editor.waitFor({ state: "hidden" });
    await expect.poll(() => coverHash("sam")).not.toBe(originalSam);

    await work.page.getByRole("button", { name: "更多操作" }).click();
    await work.page.getByRole("menuitem", { name: "恢复原始封面" }).click();
    await work.page
      .getByRole("dialog", { name: "恢复原始封面" })
      .getByRole("button", { name: "确定" })
      .click();
    await work.notice("已恢复原始封面");
    expect(await coverHash("sam")).toBe(originalSam);
  });

  test("saves a main cover from the more menu and the page shows it without a reload", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id);
    const hero = work.page.locator(`img[src*="/api/cover/${treeWork.id}?type=main"]`).first();
    const before = await hero.getAttribute("src");
    await work.page.getByRole("button", { name: "更多操作" }).click();
    await work.page.getByRole("menuitem", { name: "编辑封面" }).click();
    const editor = work.page.getByRole("dialog", { name: "编辑封面" });
    await editor.getByRole("img", { name: "裁剪预览" }).waitFor();
    await editor.getByRole("button", { name: "保存封面" }).click();
    await work.notice("封面已更新");
    await expect.poll(() => hero.getAttribute("src")).not.toBe(before);
    expect(await hero.getAttribute("src")).toContain("&v=");
    await session.server.api("POST", `/edit/recover/img/${treeWork.id}`, { type: "main" });
  });

  test("the image editor fits phones and desktops", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const work = new WorkPage(await session.open({ viewport }));
      const editor = await openEditorOnImage(work);
      expect(await hasHorizontalOverflow(work.page)).toBe(false);
      await screenshot(work.page, `cover-editor-${name}`, { fullPage: false });
      await editor.getByText("缩略图 1:1").click();
      await editor.getByText("输出 100×100").waitFor();
      await screenshot(work.page, `cover-editor-sam-${name}`, { fullPage: false });
    }
  });
});
