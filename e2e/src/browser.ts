import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { resultsDir } from "./paths.ts";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Viewport {
  width: number;
  height: number;
}

export const viewports: Record<"phone" | "desktop", Viewport> = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1440, height: 900 },
};

/** Launches Debian's headless Chromium (override the binary with CHROMIUM_PATH). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: chromiumArgs,
  });
}

/** Opens a page in a fresh context (empty localStorage) against `baseURL`. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = viewports.desktop,
  colorScheme: "light" | "dark" = "light",
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, colorScheme, locale: "zh-CN" });
  return context.newPage();
}

/** Like {@link openPage}, already signed in with `token` (stored where the app keeps it). */
export async function openSignedInPage(
  browser: Browser,
  baseURL: string,
  token: string,
  viewport: Viewport = viewports.desktop,
  colorScheme: "light" | "dark" = "light",
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    colorScheme,
    locale: "zh-CN",
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: "jwt-token", value: token }] }],
    },
  });
  return context.newPage();
}

/**
 * Saves a screenshot as e2e/test-results/<name>.png (the whole page, or only the viewport for dialogs and
 * menus) once transitions have settled, and returns its path.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.png`);
  // Transitions (drawers, dialogs, hovers) start within a frame or two and are Web Animations: let them
  // start, then wait for every finite one to end.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: file, fullPage });
  return file;
}
