import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** Demo works of the fixture library: four tracks (8–14 s), and two tracks with LRC lyrics. */
const fourTracks = {
  id: 1_102_714,
  tracks: ["01_トラック1.wav", "02_トラック2.wav", "03_トラック3.wav", "04_トラック4.wav"],
};
const withLyrics = { id: 300_000, title: "眠れない夜のための耳かき屋さん" };

async function playFrom(workId: number, file: string, query = "", viewport = viewports.desktop) {
  const work = new WorkPage(await session.open({ viewport }));
  await work.open(workId, query);
  await work.openEntry(file);
  const player = new PlayerPage(work.page);
  await player.waitForTitle(file);
  await player.playingPast(0.2);
  return player;
}

describe("player", () => {
  test("next and previous follow the play mode, and so does the end of a track", async () => {
    const player = await playFrom(fourTracks.id, fourTracks.tracks[0]!);
    const [first, second, , last] = fourTracks.tracks as [string, string, string, string];
    expect(
      await player.page.evaluate(() => {
        const metadata = navigator.mediaSession.metadata;
        return {
          title: metadata?.title,
          album: metadata?.album,
          state: navigator.mediaSession.playbackState,
        };
      }),
    ).toEqual({ title: first, album: "星降る丘の小さな喫茶店", state: "playing" });
    await player.barButton("上一首");
    await player.waitForTitle(first);
    await player.barButton("下一首");
    await player.waitForTitle(second);
    await player.barButton("上一首");
    await player.waitForTitle(first);

    await player.openExpanded();
    await screenshot(player.page, "player-desktop-expanded", { fullPage: false });
    await player.playMode("order");
    for (let i = 0; i < 3; i++) await player.expanded().getByRole("button", { name: "下一首" }).click();
    await player.waitForTitle(last);
    await player.expanded().getByRole("button", { name: "下一首" }).click();
    await player.waitForTitle(last);
    await player.playingPast(0.1);
    await player.jumpTo((await player.media()).duration - 0.3);
    await expect.poll(async () => (await player.media()).paused).toBe(true);
    await player.expanded().getByRole("button", { name: "播放", exact: true }).waitFor();
    await player.waitForTitle(last);

    await player.playMode("allRepeat");
    await player.expanded().getByRole("button", { name: "下一首" }).click();
    await player.waitForTitle(first);
    await player.expanded().getByRole("button", { name: "上一首" }).click();
    await player.waitForTitle(last);
    await player.playingPast(0.1);
    await player.jumpTo((await player.media()).duration - 0.3);
    await player.waitForTitle(first);
    await player.playingPast(0.1);

    await player.playMode("repeatOnce");
    await player.jumpTo((await player.media()).duration - 0.3);
    await expect.poll(async () => (await player.media()).currentTime).toBeLessThan(2);
    await player.playingPast(0.1);
    await player.waitForTitle(first);

    await player.playMode("shuffle");
    await player.jumpTo((await player.media()).duration - 0.3);
    await expect.poll(async () => (await player.media()).currentTime).toBeLessThan(2);
    await player.playingPast(0.1);
    expect(fourTracks.tracks).toContain(await player.barTitle().textContent());
    await player.playMode("order");
  });

  test("seek buttons, shortcuts, bar scrubbing, speed and volume", async () => {
    const player = await playFrom(treeWork.id, "02_おわりに.wav", "?folder=Disc1/本編");
    await player.barButton("暂停");
    await player.jumpTo(0);
    await player.openExpanded();
    await player.expanded().getByRole("button", { name: "前进 30 秒" }).click();
    await expect.poll(async () => (await player.media()).currentTime).toBeCloseTo(30, 0);
    await player.expanded().getByRole("button", { name: "后退 5 秒" }).click();
    await expect.poll(async () => (await player.media()).currentTime).toBeCloseTo(25, 0);
    await player.expanded().getByRole("button", { name: "播放速度" }).click();
    await player.page.getByRole("menuitem", { name: "2×" }).click();
    expect(await player.media()).toMatchObject({ playbackRate: 2, preservesPitch: true });
    await player.collapse();

    await player.page.locator("body").click({ position: { x: 5, y: 200 } });
    await player.page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await player.media()).currentTime).toBeCloseTo(55, 0);
    await player.page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await player.media()).currentTime).toBeCloseTo(50, 0);
    await player.page.keyboard.press("ArrowDown");
    expect((await player.media()).volume).toBeCloseTo(0.96, 5);
    await player.page.keyboard.press("Space");
    await player.playingPast(50);
    await player.page.keyboard.press("Space");
    await expect.poll(async () => (await player.media()).paused).toBe(true);

    const info = await player.bar().getByRole("button", { name: "展开播放器" }).boundingBox();
    if (!info) throw new Error("no bar");
    const before = (await player.media()).currentTime;
    const y = info.y + info.height / 2;
    await player.page.mouse.move(info.x + 20, y);
    await player.page.mouse.down();
    await player.page.mouse.move(info.x + 60, y, { steps: 4 });
    await player.page.mouse.move(info.x + 20 - 200, y, { steps: 4 });
    await player
      .bar()
      .getByText(/^−\d+\.\d 秒$/)
      .waitFor();
    await player.page.mouse.up();
    await expect.poll(async () => (await player.media()).currentTime).toBeLessThan(before - 5);

    const bar = await player.bar().getByRole("button", { name: "展开播放器" }).boundingBox();
    if (!bar) throw new Error("no bar");
    await player.page.mouse.move(bar.x + 20, bar.y + bar.height / 2);
    await player.page.mouse.down();
    // One move: under load a slow second event could arrive after the 500 ms hold that starts a pan.
    await player.page.mouse.move(bar.x + 22, bar.y + bar.height / 2 - 30);
    await player.page.mouse.up();
    await player.expanded().waitFor();

    const cover = await player.expanded().locator("img").first().boundingBox();
    if (!cover) throw new Error("no cover");
    await player.page.mouse.move(cover.x + 100, cover.y + 50);
    await player.page.mouse.down();
    await player.page.mouse.move(cover.x + 102, cover.y + 90);
    await player.page.mouse.up();
    await player.expanded().waitFor({ state: "hidden" });

    await player.openExpanded();
    await player.expanded().getByRole("button", { name: "更多播放设置" }).click();
    await player.page.getByRole("switch", { name: "交换进度按钮与切换按钮" }).click();
    await screenshot(player.page, "player-desktop-settings", { fullPage: false });
    await player.expanded().getByRole("button", { name: "更多播放设置" }).click();
    await player.collapse();
    const seekTo = (await player.media()).currentTime;
    await player.barButton("前进 30 秒");
    await expect.poll(async () => (await player.media()).currentTime).toBeCloseTo(seekTo + 30, 0);
    await player.bar().getByRole("button", { name: "下一首" }).waitFor({ state: "detached" });

    expect((await player.media()).paused).toBe(true);
    await player.searchBox().fill("");
    await player.searchBox().press("Space");
    await player.searchBox().press("ArrowLeft");
    expect(await player.searchBox().inputValue()).toBe(" ");
    expect((await player.media()).paused).toBe(true);
  });

  test("a lyric line appears at its time, and the lyric dialog lists the options", async () => {
    const player = await playFrom(withLyrics.id, "01_トラック1.wav");
    await player.lyricLine().filter({ hasText: withLyrics.title }).waitFor();
    expect((await player.media()).currentTime).toBeLessThan(3);
    await player.lyricLine().filter({ hasText: "トラック1" }).waitFor();
    expect((await player.media()).currentTime).toBeGreaterThanOrEqual(2.95);
    await screenshot(player.page, "player-desktop-bar-lyric", { fullPage: false });
    await player.openExpanded();
    const pip = player.expanded().getByRole("button", { name: "桌面歌词" });
    await pip.click();
    await player.page.waitForFunction(() => document.pictureInPictureElement instanceof HTMLVideoElement);
    await player.lyricLine().waitFor({ state: "detached" });
    await pip.click();
    await player.page.waitForFunction(() => document.pictureInPictureElement === null);
    await player.lyricLine().waitFor();
    await player.page.evaluate(() => {
      HTMLVideoElement.prototype.requestPictureInPicture = () => Promise.reject(new Error("not ready"));
    });
    await pip.click();
    await player.notice("桌面歌词打开失败，请播放音频5秒后再次尝试打开");
    await player.lyricLine().waitFor();
    await player.expanded().getByRole("button", { name: "歌词", exact: true }).click();
    await player.lyricDialog().getByText("01_トラック1.lrc").waitFor();
    await player.lyricDialog().getByText("使用中").waitFor();
    await screenshot(player.page, "player-desktop-lyric-dialog", { fullPage: false });
    const offset = player.lyricDialog().getByRole("textbox", { name: "歌词偏移" });
    await offset.fill("0.123456");
    await offset.blur();
    expect(await offset.inputValue()).toBe("0.1235 s");
    const offsets = async () =>
      JSON.parse(
        (await player.page.evaluate(() => localStorage.getItem("kikoeru-lyric-offsets"))) ?? "{}",
      ) as Record<string, number>;
    const stored = JSON.stringify(await offsets());
    expect(Object.values(JSON.parse(stored))).toEqual([0.1235]);

    // The helper times the two taps with performance.now(); a fake clock makes the gap exactly 400 ms.
    await player.page.clock.install();
    await player.lyricDialog().getByRole("button", { name: "歌词同步辅助工具" }).click();
    const sync = player.page.getByRole("dialog", { name: "歌词同步辅助工具" });
    await sync.getByRole("button", { name: "先听到了声音" }).click();
    await player.page.clock.runFor(400);
    await sync.getByRole("button", { name: "歌词这个时候出现了" }).click();
    const apply = sync.getByRole("button", { name: /^应用偏移量 \+0\.\d\ds$/ });
    const measured = Number((await apply.textContent())?.match(/\+(0\.\d\d)/)?.[1]);
    expect(measured).toBeGreaterThanOrEqual(0.35);
    await apply.click();
    // The notice names the new offset; the stored one must be the same number.
    const notice = player.page.getByText(/^歌词偏移量\((\d+(?:\.\d+)?) s\)已应用$/).first();
    await notice.waitFor();
    const announced = Number((await notice.textContent())?.match(/\(([\d.]+) s\)/)?.[1]);
    const [applied] = Object.values(await offsets()) as number[];
    expect(applied).toBe(announced);
    expect(applied).toBeGreaterThan(0.1235 + 0.3);
  });

  test("the sleep timer refuses 0 minutes and pauses playback when its time passes", async () => {
    const work = new WorkPage(await session.open());
    await work.page.clock.install();
    await work.open(fourTracks.id);
    const player = new PlayerPage(work.page);
    await player.openDrawer();
    await player.nav().getByRole("button", { name: "睡眠定时" }).click();
    const dialog = player.sleepDialog();
    const minutes = dialog.getByRole("textbox", { name: "时长（分钟）" });
    // A minus sign is never taken: "−3" would read as a countdown into the past.
    await minutes.fill("-3");
    expect(await minutes.inputValue()).toBe("3");
    await minutes.fill("0");
    await minutes.press("ArrowDown");
    await minutes.blur();
    expect(await minutes.inputValue()).toBe("0");
    await dialog.getByRole("button", { name: "确定" }).click();
    await player.notice("倒计时失败，时长不能小于0");
    await dialog.getByRole("button", { name: "10 分钟" }).click();
    await screenshot(player.page, "player-desktop-sleep-timer", { fullPage: false });
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(
      Number(await player.page.evaluate(() => sessionStorage.getItem("kikoeru-sleep-end"))),
    ).toBeGreaterThan(0);

    await work.openEntry(fourTracks.tracks[3]!);
    await player.playingPast(0.2);
    await player.page.clock.fastForward("10:01");
    await player.notice("睡眠定时已到，已暂停播放");
    expect((await player.media()).paused).toBe(true);
    expect(await player.page.evaluate(() => sessionStorage.getItem("kikoeru-sleep-end"))).toBeNull();
  });

  test("after a reload the work resumes at the saved second", async () => {
    const player = await playFrom(treeWork.id, "02_おわりに.wav", "?folder=Disc1/本編");
    await player.jumpTo(40);
    await player.barButton("暂停");
    await expect
      .poll(
        async () =>
          (
            await session.server.api<{ state: { seconds: number; index: number } | null }>(
              "GET",
              `/work/${treeWork.id}`,
            )
          ).state?.seconds,
      )
      .toBeCloseTo(40, 0);
    await player.page.reload();
    await player.waitForTitle("02_おわりに.wav");
    await player.notice("已恢复播放历史");
    await player.barButton("播放");
    await player.playingPast(40);
    expect((await player.media()).currentTime).toBeLessThan(45);
  });

  test("keeps playing while navigating, and the big-picture entry appears after the first play", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id, "?folder=Disc1/本編");
    const player = new PlayerPage(work.page);
    await player.navLink("大图模式").waitFor({ state: "detached" });
    await work.openEntry("02_おわりに.wav");
    await player.playingPast(0.2);
    for (const link of ["媒体库", "我的收藏", "关于", "设定"]) {
      const before = (await player.media()).currentTime;
      await player.navLink(link).click();
      // Still playing on the new page: the same media element runs on past where it was.
      await player.playingPast(before);
      await player.waitForTitle("02_おわりに.wav");
    }
    await player.navLink("大图模式").click();
    await player.waitForPath(`/fullScreenPlayer/${treeWork.id}`);
    await player.page.getByTestId("full-screen-player").waitFor();
    await screenshot(player.page, "player-desktop-full-screen", { fullPage: false });
  });

  test("an image of the work becomes the full-screen cover", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id, "?folder=Disc1/画像");
    await work.fileAction("a.jpg", "用作大图模式封面");
    await work.notice("已设为大图模式封面");
    await work.open(treeWork.id, "?folder=Disc1/本編");
    await work.openEntry("01_はじめに.wav");
    const player = new PlayerPage(work.page);
    await player.playingPast(0.1);
    await player.navLink("大图模式").click();
    const cover = player.page.getByTestId("full-screen-player").locator("img");
    expect(await cover.getAttribute("src")).toMatch(/^\/api\/media\/stream\/.+token=/);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test("full-screen route redirects when nothing plays", async () => {
    const page = new PlayerPage(await session.open());
    await page.page.goto("/fullScreenPlayer");
    await page.waitForPath("/works");
    await page.notice("当前没有播放任何作品，请先播放一个作品然后打开可视化页面");
    await page.page.goto(`/fullScreenPlayer/${treeWork.id}`);
    await page.waitForPath(`/work/${treeWork.id}`);
  });

  test("queue dialog: edit, drag to reorder, remove and clear", async () => {
    const player = await playFrom(fourTracks.id, fourTracks.tracks[0]!);
    await player.barButton("暂停");
    await player.openExpanded();
    await player.expanded().getByRole("button", { name: "播放列表" }).click();
    const dialog = player.queueDialog();
    await dialog.getByText("播放列表 · 4 首").waitFor();
    await screenshot(player.page, "player-desktop-queue", { fullPage: false });
    await dialog.getByRole("button", { name: "编辑" }).click();
    const rows = dialog.getByRole("listitem");
    const handle = rows.nth(3).getByRole("button", { name: "拖动调整顺序" });
    const target = await rows.nth(1).boundingBox();
    const from = await handle.boundingBox();
    if (!target || !from) throw new Error("no rows");
    await player.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await player.page.mouse.down();
    await player.page.mouse.move(from.x + from.width / 2, target.y + 4, { steps: 8 });
    await player.page.mouse.up();
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([
        expect.stringContaining("01_"),
        expect.stringContaining("04_"),
        expect.stringContaining("02_"),
        expect.stringContaining("03_"),
      ]);
    await rows.nth(2).getByRole("button", { name: "从播放列表移除" }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await dialog.getByRole("button", { name: "清空播放列表" }).click();
    await player.page
      .getByRole("dialog", { name: "清空播放列表" })
      .getByRole("button", { name: "确定" })
      .click();
    await player.bar().waitFor({ state: "detached" });
  });

  test("dark mode: bar and expanded player with the tracks up next", async () => {
    const work = new WorkPage(await session.open({ scheme: "dark" }));
    await work.open(fourTracks.id);
    await work.openEntry(fourTracks.tracks[0]!);
    const player = new PlayerPage(work.page);
    await player.playingPast(0.2);
    await player.barButton("暂停");
    await screenshot(player.page, "player-desktop-dark-bar", { fullPage: false });
    await player.openExpanded();
    const upNext = player.expanded().getByText("接下来播放");
    await upNext.waitFor();
    await player
      .expanded()
      .getByRole("button", { name: new RegExp(fourTracks.tracks[2]!) })
      .click();
    await player.waitForTitle(fourTracks.tracks[2]!);
    await screenshot(player.page, "player-desktop-dark-expanded", { fullPage: false });

    await player.expanded().getByRole("button", { name: "更多播放设置" }).click();
    await player.page.getByRole("switch", { name: "开启音频可视化" }).click();
    await player.expanded().getByText("配置已更改，建议刷新页面").waitFor();
    await player.expanded().getByRole("button", { name: "更多播放设置" }).click();
    await player.expanded().getByRole("button", { name: "音效均衡器" }).click();
    await player.expanded().getByRole("switch", { name: "左右声道交换" }).click();
    await player.expanded().getByRole("button", { name: "暂停", exact: true }).click();
    await player.expanded().getByRole("button", { name: "播放", exact: true }).click();
    const at = (await player.media()).currentTime;
    await player.playingPast(at + 0.5);
    expect(
      await player.page.evaluate(
        () => JSON.parse(localStorage.getItem("kikoeru-player-preferences") ?? "{}").state,
      ),
    ).toMatchObject({ visualizer: true, swapChannels: true });
    await screenshot(player.page, "player-desktop-dark-equalizer", { fullPage: false });
  });

  test("phone layout of the bar, the expanded player and its dialogs", async () => {
    const player = await playFrom(withLyrics.id, "01_トラック1.wav", "", viewports.phone);
    await player.barButton("暂停");
    await screenshot(player.page, "player-phone-bar", { fullPage: false });
    await player.openExpanded();
    await screenshot(player.page, "player-phone-expanded", { fullPage: false });
    await player.expanded().getByRole("button", { name: "播放列表" }).click();
    await player.queueDialog().waitFor();
    await screenshot(player.page, "player-phone-queue", { fullPage: false });
    await player.page.keyboard.press("Escape");
    await player.queueDialog().waitFor({ state: "hidden" });
    await player.expanded().getByRole("button", { name: "歌词", exact: true }).click();
    await player.lyricDialog().getByText("01_トラック1.lrc").waitFor();
    await screenshot(player.page, "player-phone-lyric-dialog", { fullPage: false });
    await player.page.keyboard.press("Escape");
    await player.lyricDialog().waitFor({ state: "hidden" });
    await player.expanded().getByRole("button", { name: "睡眠定时" }).click();
    await player.sleepDialog().waitFor();
    await screenshot(player.page, "player-phone-sleep-timer", { fullPage: false });
    await player.page.keyboard.press("Escape");
    await player.sleepDialog().waitFor({ state: "hidden" });
    await player.expanded().getByRole("button", { name: "大图模式" }).click();
    await player.page.getByTestId("full-screen-player").waitFor();
    await screenshot(player.page, "player-phone-full-screen", { fullPage: false });
  });
});
