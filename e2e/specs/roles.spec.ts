import { beforeAll, describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();
const tokens = { guest: "", user: "" };

/** Calls the API as `token` and returns the status and the parsed body. */
async function callAs(token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${session.server.baseUrl}/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  for (const group of ["guest", "user"] as const) {
    const name = `role${group}`;
    await session.server.api("POST", "/credentials/user", { name, password: "password1", group });
    const login = await callAs("", "POST", "/auth/me", { name, password: "password1" });
    tokens[group] = String(login.body.token);
  }
});

/** The work page's controls that change something, by what a user reads on them. */
function writeControls(work: WorkPage) {
  return {
    rating: work.page.getByRole("group", { name: "我的评分" }),
    progress: work.progressButton(),
    review: work.page.getByRole("button", { name: "写评论" }),
    history: work.page.getByRole("button", { name: "删除播放记录" }),
    more: work.page.getByRole("button", { name: "更多操作" }),
  };
}

describe("what guests and listeners see", () => {
  test("a guest reads and plays a work but sees no control that writes, nor 我的收藏", async () => {
    // The server refuses every write of a guest, so the page must not offer one.
    const refused = await callAs(tokens.guest, "PUT", "/review", { work_id: treeWork.id, rating: 3 });
    expect(refused).toMatchObject({ status: 403, body: { code: "GUEST_READ_ONLY" } });
    for (const [name, viewport] of Object.entries(viewports)) {
      const work = new WorkPage(await session.open({ viewport, token: tokens.guest }));
      await work.open(treeWork.id);
      await work.page.getByTestId("work-play-main").waitFor();
      await work.page.getByTestId("work-average").waitFor();
      for (const control of Object.values(writeControls(work))) expect(await control.count()).toBe(0);
      await work.openDrawer();
      await work.navLink("媒体库").waitFor();
      expect(await work.navLink("我的收藏").count()).toBe(0);
      expect(await work.navLink("设定").count()).toBe(0);
      await screenshot(work.page, `roles-guest-work-${name}`);
    }
  });

  test("a guest's play position stays in this browser: the player sends no history write", async () => {
    const page = await session.open({ viewport: viewports.desktop, token: tokens.guest });
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const work = new WorkPage(page);
    await work.open(treeWork.id);
    await page.getByTestId("work-play-main").click();
    const player = new PlayerPage(page);
    await player.playingPast(0.5);
    await player.barButton("暂停");
    // A save writes localStorage first, then (for those who may write) sends the PUT in the same call.
    await page.waitForFunction(() =>
      (localStorage.getItem("kikoeru-player-position") ?? "").includes('"seconds"'),
    );
    // A request sent after the save is reported after any request the save made.
    await page.evaluate(() => fetch("/api/health").then((response) => response.status));
    expect(writes.filter((write) => write.includes("histroy"))).toEqual([]);
  });

  test("a listener rates, marks, reviews and deletes history, without the administrator's menu", async () => {
    const state = { queue: [{ hash: `${treeWork.id}/0`, title: "01_はじめに.wav" }], index: 0, seconds: 3 };
    expect((await callAs(tokens.user, "PUT", "/histroy", { work_id: treeWork.id, state })).status).toBe(200);
    for (const [name, viewport] of Object.entries(viewports)) {
      const work = new WorkPage(await session.open({ viewport, token: tokens.user }));
      await work.open(treeWork.id);
      const controls = writeControls(work);
      await controls.rating.waitFor();
      await controls.progress.waitFor();
      await controls.review.waitFor();
      await controls.history.waitFor();
      expect(await controls.more.count()).toBe(0);
      await work.openDrawer();
      await work.navLink("我的收藏").waitFor();
      expect(await work.navLink("设定").count()).toBe(0);
      await screenshot(work.page, `roles-user-work-${name}`);
    }
  });
});
