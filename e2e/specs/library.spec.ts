import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { bjCode, hostile, r15Codes, totalWorks } from "../src/fixtures.ts";
import { WorksPage } from "../src/pages/works.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

async function works(options?: Parameters<typeof session.open>[0]) {
  return new WorksPage(await session.open(options));
}

describe("works list", () => {
  test("shows every work in detail cards, on phones and desktops, light and dark", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      for (const scheme of ["light", "dark"] as const) {
        const list = await works({ viewport, scheme });
        await list.open();
        await list.heading().filter({ hasText: "所有作品" }).waitFor();
        expect(await list.totalCount()).toBe(totalWorks);
        await list.collection("detail").waitFor();
        expect(await list.cards().count()).toBeGreaterThanOrEqual(12);
        expect(await hasHorizontalOverflow(list.page)).toBe(false);
        await screenshot(list.page, `works-${name}-${scheme}`);
      }
    }
  });

  test("grid, thumbnails and list each render alone", async () => {
    const list = await works();
    await list.open();
    await list.collection("detail").waitFor();
    await list.toggle("缩略图模式");
    await list.collection("thumbs").waitFor();
    expect(await list.page.locator("[data-view]").count()).toBe(1);
    await screenshot(list.page, "works-desktop-thumbnails");
    await list.toggle("列表视图");
    await list.collection("list").waitFor();
    expect(await list.page.locator("[data-view]").count()).toBe(1);
    await list.page.getByRole("button", { name: "隐藏标签" }).click();
    await list.page.getByRole("button", { name: "显示标签" }).waitFor();
    await screenshot(list.page, "works-desktop-list");
    await list.page.mouse.move(10, 400);
    await list.page.setViewportSize(viewports.phone);
    await list.collection("list").waitFor();
    await expect.poll(() => hasHorizontalOverflow(list.page)).toBe(false);
    await screenshot(list.page, "works-phone-list");
    await list.toggle("网格视图");
    await list.setting("旧式作品卡片");
    await list.collection("detail").waitFor();
    await list.page
      .getByText(/日元\s+售出数:/)
      .first()
      .waitFor();
    await screenshot(list.page, "works-phone-old-cards", { fullPage: false });
  });

  test("sorting and the age filter change the request and the order", async () => {
    const list = await works();
    await list.open();
    await list.collection("detail").waitFor();
    const request = list.page.waitForRequest(
      (r) => r.url().includes("order=price") && r.url().includes("sort=desc"),
    );
    await list.choose("排序属性", "售出价格");
    const url = new URL((await request).url());
    expect(Number(url.searchParams.get("seed"))).toBeGreaterThanOrEqual(0);
    expect(Number(url.searchParams.get("seed"))).toBeLessThan(100);
    const ascending = list.page.waitForResponse(
      (r) => r.url().includes("order=price") && r.url().includes("sort=asc"),
    );
    await list.toggle("降序");
    await ascending;
    await list.page.getByRole("button", { name: "升序", exact: true }).waitFor();
    await expect.poll(async () => (await list.titles())[0]).toBe(hostile.title);

    const allAges = list.page.waitForResponse((r) => r.url().includes("age=general"));
    await list.choose("年龄分级", "全年龄");
    await allAges;
    await expect.poll(() => list.totalCount()).toBeLessThan(totalWorks);
    expect(await list.cards().count()).toBeGreaterThan(0);
    expect(await list.page.locator("[data-view] article").filter({ hasNotText: "全年龄" }).count()).toBe(0);

    const r15 = list.page.waitForResponse((r) => r.url().includes("age=r15"));
    await list.choose("年龄分级", "R-15");
    await r15;
    await expect.poll(() => list.totalCount()).toBe(r15Codes.length);
    const cards = list.page.locator("[data-view] article");
    await expect.poll(() => cards.filter({ hasText: "R-15" }).count()).toBe(r15Codes.length);
  });

  test("a BJ work's card shows its own code and links to its DLsite page", async () => {
    const list = await works();
    await list.open(`/works?keyword=${bjCode}`);
    await expect.poll(() => list.totalCount()).toBe(1);
    const card = list.page.locator("[data-view] article");
    await card.getByText(bjCode, { exact: true }).waitFor();
    expect(await card.getByRole("link", { name: "在 DLsite 查看" }).getAttribute("href")).toBe(
      `https://www.dlsite.com/books/work/=/product_id/${bjCode}.html`,
    );
  });

  test("choosing 'no lyric' keeps only it", async () => {
    const list = await works();
    await list.open();
    const input = list.page.getByRole("combobox", { name: "字幕筛选" });
    await input.click();
    await list.page.getByRole("option", { name: "本地歌词" }).click();
    // No work of this library has AI lyrics, so that choice is not offered.
    expect(await list.page.getByRole("option", { name: "AI歌词" }).count()).toBe(0);
    const request = list.page.waitForRequest((r) => new URL(r.url()).searchParams.get("lyric") === "no");
    await list.page.getByRole("option", { name: "无歌词" }).click();
    await request;
    await list.page.keyboard.press("Escape");
    const pills = list.page.locator(".mantine-MultiSelect-pill");
    await expect.poll(() => pills.allTextContents()).toEqual(["无歌词"]);
  });

  test("waterfall loads page after page until 无更多作品", async () => {
    const list = await works();
    await list.open();
    await list.collection("detail").waitFor();
    expect(new URL(list.page.url()).searchParams.has("page")).toBe(false);
    for (let i = 0; i < 20 && !(await list.noMore().isVisible()); i++) {
      const loaded = await list.cards().count();
      await list.page.mouse.wheel(0, 4000);
      // Each scroll to the end loads the next page, or the list says there is no more.
      await expect
        .poll(async () => (await list.cards().count()) > loaded || (await list.noMore().isVisible()), {
          timeout: 15_000,
        })
        .toBe(true);
    }
    await list.noMore().waitFor();
    expect(await list.cards().count()).toBe(totalWorks);
  });

  test("pagination keeps a page parameter, jumps within range and goes back to waterfall", async () => {
    const list = await works({ viewport: viewports.phone });
    await list.open();
    await list.setting("分页");
    await list.page.waitForURL((url) => url.searchParams.get("page") === "1");
    await list.pager().waitFor();
    expect(await list.cards().count()).toBe(12);
    await list.pager().getByRole("button", { name: "下一页" }).click();
    await list.page.waitForURL((url) => url.searchParams.get("page") === "2");
    await list
      .pager()
      .getByRole("button", { name: "第 2 页" })
      .and(list.page.locator("[aria-current=page]"))
      .waitFor();
    const jump = list.pager().getByRole("textbox", { name: /跳转到页码/ });
    await jump.fill("99");
    await jump.press("Enter");
    await list.page.waitForURL((url) => url.searchParams.get("page") === "4");
    await expect.poll(() => list.cards().count()).toBe(totalWorks - 36);
    expect(await hasHorizontalOverflow(list.page)).toBe(false);
    await screenshot(list.page, "works-phone-pagination");
    await list.pager().getByRole("button", { name: "第一页" }).click();
    await list.page.waitForURL((url) => url.searchParams.get("page") === "1");
    await list.setting("瀑布流");
    await list.page.waitForURL((url) => !url.searchParams.has("page"));
  });

  test("the search box navigates with an encoded keyword and follows the URL", async () => {
    const list = await works();
    await list.open();
    await list.searchBox().fill("a&b #c");
    await list.page.waitForURL((url) => url.searchParams.get("keyword") === "a&b #c");
    expect(list.page.url()).toContain("keyword=a%26b%20%23c");
    await list.heading().filter({ hasText: "搜索关键字：a&b #c" }).waitFor();
    await list.page.getByText("没有找到作品", { exact: true }).waitFor();
    await list.searchBox().fill("テスト");
    await list.page.waitForURL((url) => url.searchParams.get("keyword") === "テスト");
    await list.heading().filter({ hasText: "搜索关键字：テスト" }).waitFor();
    expect(await list.totalCount()).toBe(30);
    await list.page.reload();
    await list.heading().filter({ hasText: "テスト" }).waitFor();
    expect(await list.searchBox().inputValue()).toBe("テスト");
    await list.page.goBack();
    await list.page.waitForURL((url) => url.pathname === "/works" && !url.searchParams.has("keyword"));
    await expect.poll(() => list.searchBox().inputValue()).toBe("");
    await list.page.goForward();
    await expect.poll(() => list.searchBox().inputValue()).toBe("テスト");
    await list.page.getByRole("button", { name: "清除" }).click();
    await list.page.waitForURL((url) => url.pathname === "/works" && url.search === "");
    await list.heading().filter({ hasText: "所有作品" }).waitFor();
  });

  test("hostile titles, circles, tags and voice actors render as text", async () => {
    const list = await works();
    await list.open("/works?keyword=悪意");
    await list.card("悪意のタイトル").waitFor();
    const text = await list.card("悪意のタイトル").innerText();
    expect(text).toContain(hostile.title);
    expect(text).toContain(hostile.circle);
    expect(text).toContain(hostile.va);
    await list.card("悪意のタイトル").hover();
    await list.page.getByRole("link", { name: hostile.tag }).first().waitFor();
    expect(await list.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await list.page.locator("[data-view] script, [data-view] img[src=x]").count()).toBe(0);
  });
});

describe("circles, tags and voice actors", () => {
  for (const [path, heading, name, title] of [
    ["/circles", "所有社团", "テスト工房 (30)", "社团作品：テスト工房"],
    ["/tags", "所有标签", "テスト (30)", "搜索标签：テスト"],
    ["/vas", "所有声优", "テスト声優 (30)", "搜索声优：テスト声優"],
  ] as const) {
    test(`${path} lists buttons that open the filtered works list`, async () => {
      const list = await works({ viewport: viewports.phone });
      await list.open(path);
      await list.heading().filter({ hasText: heading }).waitFor();
      await list.page.getByPlaceholder(/^搜索(社团|标签|声优)$/).fill("てすと");
      await list.page.getByRole("link", { name, exact: true }).click();
      await list.page.waitForURL((url) => url.pathname === "/works" && url.search.length > 1);
      await list.heading().filter({ hasText: title }).waitFor();
      expect(await list.totalCount()).toBe(30);
      await screenshot(list.page, `labels-phone-${path.slice(1)}`);
    });
  }

  test("label pages on a desktop", async () => {
    const list = await works();
    for (const path of ["/circles", "/tags", "/vas"]) {
      await list.open(path);
      await list.page
        .getByRole("link", { name: /\(\d+\)$/ })
        .first()
        .waitFor();
      await screenshot(list.page, `labels-desktop-${path.slice(1)}`);
    }
  });
});
