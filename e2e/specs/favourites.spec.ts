import { beforeAll, describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { FavouritesPage } from "../src/pages/favourites.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();
const longWork = { id: 300_000, title: "眠れない夜のための耳かき屋さん" };

beforeAll(async () => {
  const api = session.server.api;
  await api("PUT", "/review?starOnly=false", {
    work_id: treeWork.id,
    rating: 4.5,
    review_text: "フォルダが多くて楽しい",
    progress: "listening",
  });
  await api("PUT", "/review?starOnly=false&progressOnly=true", { work_id: longWork.id, progress: "marked" });
  const queue = (id: number, titles: string[]) => titles.map((title, i) => ({ hash: `${id}/${i}`, title }));
  await api("PUT", "/histroy", {
    work_id: treeWork.id,
    state: { queue: queue(treeWork.id, ["01_はじめに.wav", "02_おわりに.wav"]), index: 1, seconds: 42.6 },
  });
  await api("PUT", "/histroy", {
    work_id: longWork.id,
    state: { queue: queue(longWork.id, ["a.wav", "b.wav", "c.wav"]), index: 2, seconds: 4500 },
  });
});

describe("favourites", () => {
  test("the history tab resumes with the track and a readable position", async () => {
    const page = new FavouritesPage(await session.open());
    await page.open();
    await page.item(longWork.title).getByText("进度：3 / 3 · 1小时15分钟 · c.wav").waitFor();
    await page.item(treeWork.title).getByText("进度：2 / 2 · 42秒 · 02_おわりに.wav").waitFor();
    await screenshot(page.page, "favourites-desktop-history");
    await page.page.setViewportSize(viewports.phone);
    await expect.poll(() => hasHorizontalOverflow(page.page)).toBe(false);
    await screenshot(page.page, "favourites-phone-history");
    await page.item(treeWork.title).getByRole("button", { name: "从历史播放" }).click();
    await page.playerBar().getByText("02_おわりに.wav").waitFor();
    await page.item(treeWork.title).getByRole("button", { name: "删除历史" }).click();
    await page.page.getByRole("dialog", { name: "删除历史" }).getByRole("button", { name: "确定" }).click();
    await page.notice("删除历史成功");
    await page.item(treeWork.title).waitFor({ state: "detached" });
  });

  test("the review tab lists rated works with their text", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      for (const scheme of ["light", "dark"] as const) {
        const page = new FavouritesPage(await session.open({ viewport, scheme }));
        await page.open("/favourites/review");
        await page.item(treeWork.title).getByText("フォルダが多くて楽しい").waitFor();
        expect(await hasHorizontalOverflow(page.page)).toBe(false);
        await screenshot(page.page, `favourites-${name}-${scheme}-review`);
      }
    }
  });

  test("the progress tab filters by progress and changes it", async () => {
    const page = new FavouritesPage(await session.open({ viewport: viewports.phone }));
    await page.open("/favourites/progress");
    await page.item(longWork.title).waitFor();
    expect(await page.items().count()).toBe(1);
    await page.tab("在听").click();
    await page.waitForPath("/favourites/progress/listening");
    await page.item(treeWork.title).waitFor();
    await screenshot(page.page, "favourites-phone-progress");
    await page.item(treeWork.title).getByText("听过", { exact: true }).click();
    await page.notice("更新进度成功");
    await page.item(treeWork.title).waitFor({ state: "detached" });
    await page.tab("听过").click();
    await page.item(treeWork.title).waitFor();
  });

  test("sorting by the new-works orders fixes the direction", async () => {
    const page = new FavouritesPage(await session.open());
    await page.open("/favourites/review");
    const request = page.page.waitForRequest(
      (r) => r.url().includes("order=allage") && r.url().includes("sort=desc"),
    );
    await page.page.getByRole("combobox", { name: "排序" }).click();
    await page.page.getByRole("option", { name: "全年龄新作" }).click();
    await request;
    expect(await page.page.getByRole("button", { name: "降序" }).isDisabled()).toBe(true);
  });

  test("the folder tab is not implemented yet", async () => {
    const page = new FavouritesPage(await session.open({ viewport: viewports.phone }));
    await page.open("/favourites/folder");
    await page.page.getByText("功能尚未实现，敬请期待", { exact: true }).waitFor();
  });

  test("the review opened from the list edits the same mark", async () => {
    const page = new FavouritesPage(await session.open());
    await page.open("/favourites/review");
    await page.item(treeWork.title).getByRole("button", { name: "编辑评价" }).click();
    const work = new WorkPage(page.page);
    await work.reviewDialog().getByLabel("评论").fill("更新した感想");
    await work.reviewDialog().getByRole("button", { name: "确定" }).click();
    await page.notice("评价成功");
    await page.item(treeWork.title).getByText("更新した感想").waitFor();
  });
});
