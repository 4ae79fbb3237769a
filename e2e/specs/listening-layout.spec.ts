import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { treeWork } from "../src/fixtures.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

const languages = ["zh-CN", "zh-TW", "ja", "en"] as const;

/** The texts of the elements matching `selector` that are cut off (wider or taller than their box). */
const cut = (page: Page, selector: string) =>
  page.$$eval(selector, (nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
      .map((node) => node.textContent),
  );

describe("listening layout", () => {
  for (const language of languages) {
    test(`the work page with the player, phone and desktop, light and dark: ${language}`, async () => {
      for (const [name, viewport] of Object.entries(viewports)) {
        for (const scheme of ["light", "dark"] as const) {
          const page = await session.open({ viewport, scheme });
          await page.addInitScript((lang) => localStorage.setItem("kikoeru-language", lang), language);
          await page.goto(`/work/${treeWork.id}?folder=Disc1/本編`);
          // The tree's labels are translated: the row is found by the file's name alone.
          await page
            .locator("[data-type]")
            .filter({ hasText: "02_おわりに.wav" })
            .getByRole("button", { name: /02_おわりに/ })
            .first()
            .click();
          const player = new PlayerPage(page);
          await page.getByTestId("player-title").filter({ hasText: "02_おわりに.wav" }).waitFor();
          await player.playingPast(0.2);
          // While the work plays, its main button pauses it (whatever the language calls it).
          await page.getByTestId("work-play-main").click();
          await expect.poll(async () => (await player.media()).paused).toBe(true);
          await page.locator("[data-type]").first().waitFor();
          expect(await hasHorizontalOverflow(page)).toBe(false);
          expect(await cut(page, "[data-testid=work-play-main] .mantine-Button-label")).toEqual([]);
          await screenshot(page, `listening-work-${name}-${scheme}-${language}`, { fullPage: false });
          if (name === "phone" && scheme === "light") {
            await page.getByTestId("player-title").click();
            await page.getByRole("dialog").waitFor();
            await screenshot(page, `listening-expanded-phone-${language}`, { fullPage: false });
            expect(
              await cut(page, "[role=dialog] button .mantine-Text-root, [role=dialog] button span"),
            ).toEqual([]);
          }
          await page.context().close();
        }
      }
    }, 180_000);
  }

  test("three cards a row at 900 px, and hovered tags stay clear of the release date", async () => {
    const page = await session.open({ viewport: { width: 900, height: 900 } });
    await page.goto("/works");
    const cards = page.locator("[data-view=detail] article");
    await cards.first().waitFor();
    const tops = await cards.evaluateAll((nodes) =>
      nodes.slice(0, 4).map((node) => node.getBoundingClientRect().top),
    );
    expect(tops.slice(0, 3).every((top) => top === tops[0])).toBe(true);
    await screenshot(page, "listening-works-900", { fullPage: false });

    const wide = await session.open();
    await wide.goto(`/works?keyword=ツリー`);
    const card = wide.locator("article").filter({ hasText: treeWork.title });
    await card.locator("img").first().hover();
    const date = await card.getByText("2024-02-02").boundingBox();
    const tag = await card.getByRole("link", { name: "癒し" }).first().boundingBox();
    if (!date || !tag) throw new Error("no date or tag");
    expect(tag.y + tag.height).toBeLessThanOrEqual(date.y);
    await screenshot(wide, "listening-card-hover", { fullPage: false });
  });

  test("the sticky save bar never hides the settings field being edited", async () => {
    const page = await session.open({ viewport: viewports.phone });
    await page.goto("/admin/advanced");
    await page.getByLabel("DLsite 网址").first().fill("http://127.0.0.1:1/");
    const bar = page.locator("[data-pending]");
    await bar.waitFor();
    const field = page.getByLabel("每页作品数");
    // Puts the field just where the stuck bar is, as a reader scrolling down the form finds it.
    await field.evaluate((node) => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 40);
    });
    await field.click({ force: true, position: { x: 10, y: 5 } });
    await page.keyboard.type("5");
    const [fieldBox, barBox] = await Promise.all([field.boundingBox(), bar.boundingBox()]);
    if (!fieldBox || !barBox) throw new Error("no field or bar");
    expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(barBox.y);
    await screenshot(page, "listening-settings-save-bar-phone", { fullPage: false });
  });
});
