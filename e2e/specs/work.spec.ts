import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { WorksPage } from "../src/pages/works.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

interface WorkMarks {
  userRating: number | null;
  progress: string | null;
  review_text: string | null;
}

const marks = () => session.server.api<WorkMarks>("GET", `/work/${treeWork.id}`);

describe("work page", () => {
  test("opens from the list and renders on phones and desktops, light and dark", async () => {
    const list = new WorksPage(await session.open());
    await list.open("/works?keyword=ツリー");
    await list.page.locator("[data-title]", { hasText: treeWork.title }).click();
    const work = new WorkPage(list.page);
    await work.waitForPath(`/work/${treeWork.id}`);
    await work.title().filter({ hasText: treeWork.title }).waitFor();
    await work.backButton().waitFor();
    for (const [name, viewport] of Object.entries(viewports)) {
      for (const scheme of ["light", "dark"] as const) {
        const page = new WorkPage(await session.open({ viewport, scheme }));
        await page.open(treeWork.id);
        await page.files().getByText("Disc1").waitFor();
        expect(await hasHorizontalOverflow(page.page)).toBe(false);
        await screenshot(page.page, `work-${name}-${scheme}`);
      }
    }
  });

  test("rates in half stars without leaving the folder", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id);
    await work.openEntry("Disc1");
    await work.openEntry("本編");
    await work.row("01_はじめに.wav").waitFor();
    let treeLoads = 0;
    let saves = 0;
    work.page.on("request", (request) => {
      if (request.url().includes("/api/tracks/")) treeLoads++;
      if (request.url().includes("/api/review") && request.method() === "PUT") saves++;
    });
    await work.rate(3.5);
    await work.notice("评价成功");
    await expect.poll(async () => (await marks()).userRating).toBe(3.5);
    await work.rate(4);
    await expect.poll(async () => (await marks()).userRating).toBe(4);
    expect(new URL(work.page.url()).searchParams.get("folder")).toBe("Disc1/本編");
    await work.row("01_はじめに.wav").waitFor();
    expect(treeLoads).toBe(0);
    await work.pickStars(work.page.getByRole("group", { name: "我的评分" }), 4);
    expect(saves).toBe(2);
    await work.page.getByRole("button", { name: "清除我的评分" }).click();
    await expect.poll(async () => (await marks()).userRating).toBeNull();
  });

  test("marks progress and removes the mark", async () => {
    const work = new WorkPage(await session.open({ viewport: viewports.phone }));
    await work.open(treeWork.id);
    await work.progressButton().click();
    await work.page.getByRole("menuitem", { name: "在听" }).click();
    await work.notice("更新进度成功");
    await work.page.getByRole("button", { name: "在听", exact: true }).waitFor();
    expect((await marks()).progress).toBe("listening");
    await work.progressButton().click();
    await work.page.getByRole("menuitem", { name: "取消标记进度" }).click();
    await work.page.getByRole("button", { name: "标记进度", exact: true }).waitFor();
    expect((await marks()).progress).toBeNull();
  });

  test("writes a review and deletes the whole mark", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id);
    await work.page.getByRole("button", { name: "写评论" }).click();
    const dialog = work.reviewDialog();
    await work.pickStars(dialog.getByRole("group", { name: "评分" }), 4.5);
    await dialog.getByText("听过", { exact: true }).click();
    await dialog.getByLabel("评论").fill("雨の音が心地よい。<b>太字</b>にはならない");
    await screenshot(work.page, "work-desktop-review-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "确定" }).click();
    await work.notice("评价成功");
    await work.page.getByText("雨の音が心地よい。<b>太字</b>にはならない").waitFor();
    expect(await marks()).toMatchObject({ userRating: 4.5, progress: "listened" });

    await work.page.getByRole("button", { name: "写评论" }).click();
    await dialog.getByRole("button", { name: "删除标记" }).click();
    await work.page.getByText("确定要删除标记吗？", { exact: false }).waitFor();
    await work.page.getByRole("dialog", { name: "删除标记" }).getByRole("button", { name: "确定" }).click();
    await work.notice("删除标记成功");
    await work.page.getByRole("button", { name: "标记进度", exact: true }).waitFor();
    expect(await marks()).toMatchObject({ userRating: null, progress: null, review_text: null });
  });

  test("browses the file tree with folders, '..', breadcrumbs and history", async () => {
    const work = new WorkPage(await session.open({ viewport: viewports.phone }));
    await work.open(treeWork.id);
    await work.row("cover.jpg").waitFor();
    await work.openEntry("Disc1");
    await work.breadcrumbs().getByText("Disc1").waitFor();
    await work.row("readme.txt").waitFor();
    const readme = work.row("readme.txt").getByRole("link");
    expect(await readme.getAttribute("href")).toMatch(/^\/api\/media\/stream\/.+token=/);
    await work.openEntry("本編");
    await work.row("02_おわりに.wav").getByText("01:15").waitFor();
    await screenshot(work.page, "work-phone-folder");
    await work.upRow().click();
    await work.row("おまけ").waitFor();
    await work.openEntry("おまけ");
    await work.breadcrumbs().getByRole("button", { name: "根目录" }).click();
    await work.row("cover.jpg").waitFor();
    await work.page.goBack();
    await work.row("bonus.wav").waitFor();
    await work.backButton().click();
    await work.row("おまけ").waitFor();
  });

  test("queues files from the context menu and downloads with the token", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id, "?folder=Disc1/本編");
    await work.fileAction("01_はじめに.wav", "添加到播放列表");
    await work.playerBar().getByText("01_はじめに.wav").waitFor();
    await work.playerBar().getByText("第 1 / 1 首").waitFor();
    await work.fileAction("02_おわりに.wav", "下一曲播放");
    await work.playerBar().getByText("第 1 / 2 首").waitFor();
    await work.row("02_おわりに.wav").click({ button: "right" });
    const download = work.page.getByRole("menuitem", { name: "下载文件" });
    expect(await download.getAttribute("href")).toMatch(/^\/api\/media\/download\/.+token=/);
    await screenshot(work.page, "work-desktop-context-menu", { fullPage: false });
    await work.page.keyboard.press("Escape");
    await work.openEntry("02_おわりに.wav");
    await work.playerBar().getByText("第 2 / 2 首").waitFor();
  });

  test("shows the folder's images in a gallery with previous and next", async () => {
    const work = new WorkPage(await session.open({ viewport: viewports.phone }));
    await work.open(treeWork.id, "?folder=Disc1/画像");
    await work.openEntry("a.jpg");
    const gallery = work.gallery();
    await gallery.getByText("1 / 2").waitFor();
    await screenshot(work.page, "work-phone-gallery", { fullPage: false });
    await gallery.getByRole("button", { name: "下一个" }).click();
    await gallery.getByText("b.jpg").waitFor();
    await gallery.getByText("2 / 2").waitFor();
    await gallery.getByRole("button", { name: "下一个" }).click();
    await gallery.getByText("1 / 2").waitFor();
    await work.page.keyboard.press("ArrowLeft");
    await gallery.getByText("b.jpg").waitFor();
    await work.page.keyboard.press("Escape");
    await gallery.waitFor({ state: "hidden" });
  });

  test("resumes and deletes the play history", async () => {
    const tracks = [
      { hash: `${treeWork.id}/0`, title: "01_はじめに.wav", workTitle: treeWork.title },
      { hash: `${treeWork.id}/1`, title: "02_おわりに.wav", workTitle: treeWork.title },
    ];
    await session.server.api("PUT", "/histroy", {
      work_id: treeWork.id,
      state: { queue: tracks, index: 1, seconds: 75.4 },
    });
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id);
    await work.page.getByRole("button", { name: "继续播放 第2/2首 01:15" }).click();
    await work.playerBar().getByText("02_おわりに.wav").waitFor();
    await work.playerBar().getByText("第 2 / 2 首").waitFor();
    await work.page.getByRole("button", { name: "删除播放记录" }).click();
    await work.page.getByText("确定要删除这个作品的播放历史吗？").waitFor();
    await work.page
      .getByRole("dialog", { name: "删除播放记录" })
      .getByRole("button", { name: "确定" })
      .click();
    await work.notice("删除历史成功");
    await work.page.getByRole("button", { name: "删除播放记录" }).waitFor({ state: "detached" });
    expect((await session.server.api<{ state: unknown }>("GET", `/work/${treeWork.id}`)).state).toBeNull();
    // The player still holds the work, so its button follows the player rather than the deleted history.
    await work.page
      .getByTestId("work-play-main")
      .filter({ hasText: /^(暂停|继续播放 第2\/2首 \d\d:\d\d)$/ })
      .waitFor();
  });

  test("an unknown work says so", async () => {
    const work = new WorkPage(await session.open({ viewport: viewports.phone }));
    await work.page.goto("/work/123");
    await work.page.getByText("找不到这个作品").waitFor();
    await work.page.getByText("作品123不存在").waitFor();
    await screenshot(work.page, "work-phone-not-found");
  });
});
