import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** A demo work of the fixture library with four short tracks at its top level. */
const otherWork = { id: 1_102_714, first: "01_トラック1.wav" };
const mainFolder = ["01_はじめに.wav", "02_おわりに.wav"];

interface TreeNode {
  type: string;
  title: string;
  path: string;
  hash?: string;
  mediaStreamUrl?: string;
  children?: TreeNode[];
}

/** The tree work's Disc1/本編 as the web client queues it, for a saved history position. */
async function mainQueue() {
  const tree = await session.server.api<TreeNode[]>("GET", `/tracks/${treeWork.id}`);
  const disc = tree.find((node) => node.title === "Disc1")?.children ?? [];
  const folder = disc.find((node) => node.title === "本編")?.children ?? [];
  return folder.map((node) => ({
    hash: node.hash,
    title: node.title,
    subtitle: "Disc1/本編",
    workTitle: treeWork.title,
    workId: treeWork.id,
    mediaStreamUrl: node.mediaStreamUrl,
  }));
}

/** Calls the API as `token` and returns the parsed body. */
async function apiAs<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.server.baseUrl}/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * A listener of its own, signed in: pages of other tests play as admin and may save admin's history as they
 * close, after this test has set its own.
 */
async function newListener(name: string): Promise<string> {
  await session.server.api("POST", "/credentials/user", { name, password: "password1", group: "user" });
  return (await apiAs<{ token: string }>("", "POST", "/auth/me", { name, password: "password1" })).token;
}

/** The whole track of the bar's slider named `name` (its thumb alone is a few pixels wide). */
const slider = (player: PlayerPage, name: string) =>
  player
    .bar()
    .locator(".mantine-Slider-root")
    .filter({ has: player.page.getByRole("slider", { name }) });

/** Goes to another route inside the app (no reload: the player and the query cache stay). */
async function navigateInApp(work: WorkPage, path: string) {
  await work.page.evaluate((to) => {
    history.pushState({}, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await work.waitForPath(path);
}

describe("listening", () => {
  test("plays the work from the top of the page on a phone", async () => {
    const work = new WorkPage(await session.open({ viewport: viewports.phone }));
    await work.open(treeWork.id);
    const main = work.page.getByTestId("work-play-main");
    await main.filter({ hasText: /^播放$/ }).waitFor();
    const box = await main.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(viewports.phone.height);
    await main.click();
    const player = new PlayerPage(work.page);
    // The first folder with audio in natural order: Disc1/おまけ sorts before Disc1/本編.
    await player.waitForTitle("bonus.wav");
    await player.playingPast(0.1);
    // The track is 2 s long: slowed down so it is still playing when the button is pressed.
    await work.page.evaluate(() => {
      const media = document.querySelector<HTMLMediaElement>("#kikoeru-media");
      if (media) media.playbackRate = 0.25;
    });
    await main.filter({ hasText: "暂停" }).click();
    await expect.poll(async () => (await player.media()).paused).toBe(true);
    await main.filter({ hasText: /^继续播放 第1\/1首 00:0\d$/ }).waitFor();
    await work.page.getByRole("button", { name: "从头播放" }).waitFor();
    await screenshot(work.page, "listening-work-phone-full");
  });

  test("plays a folder in its natural order from the folder's header", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id);
    await work.files().getByRole("button", { name: "播放「おまけ」" }).click();
    const player = new PlayerPage(work.page);
    await player.waitForTitle("bonus.wav");
    await player.bar().getByText("第 1 / 1 首").waitFor();
    await work.openEntry("Disc1");
    await work.openEntry("本編");
    await work.files().getByRole("button", { name: "播放此文件夹" }).click();
    await player.waitForTitle(mainFolder[0]!);
    await player.bar().getByText("第 1 / 2 首").waitFor();
    await work.upRow().click();
    await work.files().getByRole("button", { name: "播放「おまけ」" }).waitFor();
  });

  test("seeks, sets the volume and the speed from the desktop bar without opening the player", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id, "?folder=Disc1/本編");
    await work.openEntry(mainFolder[1]!);
    const player = new PlayerPage(work.page);
    await player.playingPast(0.2);
    await player.barButton("暂停");
    const box = await slider(player, "播放进度").boundingBox();
    if (!box) throw new Error("no seek bar");
    await work.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => (await player.media()).currentTime).toBeGreaterThan(33);
    expect((await player.media()).currentTime).toBeLessThan(42);
    await player
      .bar()
      .getByTestId("player-elapsed")
      .filter({ hasText: /^00:3\d$/ })
      .waitFor();
    await player.bar().getByRole("button", { name: "播放速度" }).click();
    await work.page.getByRole("menuitem", { name: "1.5×" }).click();
    expect((await player.media()).playbackRate).toBe(1.5);
    const volume = await slider(player, "音量").boundingBox();
    if (!volume) throw new Error("no volume slider");
    await work.page.mouse.click(volume.x + volume.width / 4, volume.y + volume.height / 2);
    await expect.poll(async () => (await player.media()).volume).toBeLessThan(0.4);
    expect(await player.expanded().count()).toBe(0);

    const phone = new PlayerPage(await session.open({ viewport: viewports.phone }));
    await phone.page.goto(`/work/${treeWork.id}?folder=Disc1/本編`);
    await new WorkPage(phone.page).openEntry(mainFolder[0]!);
    await phone.waitForTitle(mainFolder[0]!);
    await phone.bar().getByRole("button", { name: "展开播放器" }).waitFor();
    expect(await phone.bar().getByRole("slider").count()).toBe(0);
  });

  test("the resume button follows the player and keeps the position it was left at", async () => {
    const token = await newListener("resumer");
    await apiAs(token, "PUT", "/histroy", {
      work_id: treeWork.id,
      state: { queue: await mainQueue(), index: 1, seconds: 20 },
    });
    const work = new WorkPage(await session.open({ token }));
    await work.open(treeWork.id);
    const main = work.page.getByTestId("work-play-main");
    await main.filter({ hasText: "继续播放 第2/2首 00:20" }).click();
    const player = new PlayerPage(work.page);
    await player.waitForTitle(mainFolder[1]!);
    await main.filter({ hasText: "暂停" }).waitFor();
    await player.playingPast(22);
    await player.barButton("暂停");
    const paused = Math.floor((await player.media()).currentTime);
    await main.filter({ hasText: `继续播放 第2/2首 00:${paused}` }).waitFor();
    await main.click();
    await player.playingPast(paused + 1.2);

    await navigateInApp(work, `/work/${otherWork.id}`);
    const left = Math.floor((await player.media()).currentTime);
    await work.openEntry(otherWork.first);
    await player.waitForTitle(otherWork.first);
    await navigateInApp(work, `/work/${treeWork.id}`);
    const resume = main.filter({ hasText: /^继续播放 第2\/2首 00:\d\d$/ });
    await resume.waitFor();
    const shown = Number((await resume.textContent())?.slice(-2));
    expect(shown).toBeGreaterThanOrEqual(left);
    expect(shown).toBeLessThanOrEqual(left + 1);
    await expect
      .poll(async () => {
        const saved = await apiAs<{ state: { index: number; seconds: number } }>(
          token,
          "GET",
          `/work/${treeWork.id}`,
        );
        return [saved.state.index, Math.floor(saved.state.seconds)];
      })
      .toEqual([1, shown]);
  });

  test("one row of stars on the work page: the caller's; the average apart, and apart on cards", async () => {
    const work = new WorkPage(await session.open());
    await work.open(treeWork.id);
    await work.page.getByTestId("work-average").getByText("平均 4.20").waitFor();
    await work.page.getByTestId("work-average").getByText("12 人评分").waitFor();
    expect(await work.page.locator("main .mantine-Rating-root").count()).toBe(1);
    await work.rate(2);
    await work.notice("评价成功");
    await work.page.goto(`/works?keyword=ツリー`);
    const card = work.page.locator("article").filter({ hasText: treeWork.title });
    await card.getByLabel("我的评分 2 星").waitFor();
    const stars = card.locator(".mantine-Rating-root");
    expect(await stars.count()).toBe(1);
    await work.page.goto(`/work/${treeWork.id}`);
    await work.page.getByRole("button", { name: "清除我的评分" }).click();
    await expect
      .poll(
        async () =>
          (await session.server.api<{ userRating: number | null }>("GET", `/work/${treeWork.id}`)).userRating,
      )
      .toBeNull();
  });
});
