import type { Page, Response } from "playwright-core";
import { describe, expect, test } from "vitest";
import { treeWork } from "../src/fixtures.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** Every screen of the router (packages/web/src/app/router.tsx), admin pages included. */
const SCREENS = [
  "/works",
  "/search?keyword=%E3%83%86%E3%82%B9%E3%83%88",
  `/work/RJ${treeWork.id}`,
  "/circles",
  "/tags",
  "/vas",
  "/favourites",
  "/favourites/progress/marked",
  "/favourites/folder",
  "/about",
  "/admin",
  "/admin/scanner",
  "/admin/failed-works",
  "/admin/syncer",
  "/admin/advanced",
  "/admin/usermanage",
  "/fullScreenPlayer",
  "/ai_lyric",
  "/no-such-page",
];

/**
 * Records what the browser refused under the page's CSP: `securitypolicyviolation` events (in every
 * document the page loads) and the console errors Chromium prints for them.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/** The CSP the document was served with. */
function expectPolicy(response: Response | null, url: string) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy, url).toContain("default-src 'self'");
  expect(policy, url).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-frame-options"], url).toBe("DENY");
  expect(response?.headers()["x-content-type-options"], url).toBe("nosniff");
  expect(response?.headers()["referrer-policy"], url).toBe("same-origin");
}

describe("content security policy", () => {
  test("the sign-in page loads without a violation", async () => {
    const page = await session.open({ signedIn: false });
    const violations = await watchViolations(page);
    const response = await page.goto("/login");
    await page.getByRole("button", { name: "登录" }).waitFor();
    await page.waitForLoadState("networkidle");
    expectPolicy(response, "/login");
    expect(await violations()).toEqual([]);
  });

  test("every screen of the app loads without a violation", async () => {
    const page = await session.open();
    const violations = await watchViolations(page);
    for (const url of SCREENS) {
      const response = await page.goto(url);
      await page.locator("#root *:visible").first().waitFor();
      await page.waitForLoadState("networkidle");
      expectPolicy(response, url);
      expect(await violations(), url).toEqual([]);
    }
  }, 180_000);

  test("playing a track, the full-screen player and the image gallery cause no violation", async () => {
    const work = new WorkPage(await session.open());
    const violations = await watchViolations(work.page);
    await work.open(treeWork.id, "?folder=Disc1/本編");
    await work.openEntry("01_はじめに.wav");
    const player = new PlayerPage(work.page);
    await player.waitForTitle("01_はじめに.wav");
    await player.playingPast(0.2);
    await player.openExpanded();
    await player.collapse();
    await work.page.goto("/fullScreenPlayer");
    await work.page.waitForLoadState("networkidle");
    await work.open(treeWork.id, "?folder=Disc1/画像");
    await work.openEntry("a.jpg");
    await work.gallery().getByText("1 / 2").waitFor();
    await work.page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  test("the API docs page renders its operations under its own policy", async () => {
    const page = await session.open({ signedIn: false });
    const violations = await watchViolations(page);
    const response = await page.goto(`/api/docs?token=${session.server.token}`);
    expectPolicy(response, "/api/docs");
    await page.locator(".opblock").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".opblock").count()).toBeGreaterThan(20);
    expect(await violations()).toEqual([]);
  });
});
