import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { generateCatalog } from "./catalog-data.ts";
import { adminToken, startServer } from "./server.ts";
import { type ThrottledLoad, throttledColdLoad } from "./web-throttled.ts";

const WEB_DIST = path.resolve(import.meta.dirname, "../../packages/web/dist");
const WORKS = 10_000;
const RUNS = 7;
const THROTTLED_RUNS = 3;
const PASSWORD = "bench-password";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"];

/** Gzipped size of the JavaScript the first page load fetches: the entry script and its modulepreloads. */
async function initialJavaScript(): Promise<{ files: number; kib: number }> {
  const html = await fs.readFile(path.join(WEB_DIST, "index.html"), "utf8");
  const files = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await fs.readFile(path.join(WEB_DIST, file))).length;
  return { files: files.length, kib: bytes / 1024 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The web app's budgets (issue 5): initial JavaScript (≤ 200 KB gzipped) and the time from an in-app
 * navigation to /works until its first cards are visible (≤ 1 s), in Debian's Chromium on a generated
 * catalogue served by the built server. A cold load of /works (everything fetched) is reported beside it,
 * and (issue 21) the same cold load on DevTools' fast-3G profile (first card ≤ 2.5 s: the boot shell's, which
 * index.html's boot script fills with the first works, or the app's), with the app's own first card beside it.
 */
export async function benchWeb(): Promise<void> {
  const initial = await initialJavaScript();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-bench-web-"));
  try {
    await generateCatalog(dataDir, WORKS);
    const server = await startServer(PASSWORD, { dataDir });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    try {
      const token = await adminToken(server.url, PASSWORD);
      const navigation: number[] = [];
      const cold: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addInitScript({
          content: `localStorage.setItem("jwt-token", ${JSON.stringify(token)})`,
        });
        const page = await context.newPage();
        const card = page.locator('a[href^="/work/"]').first();
        let started = Date.now();
        await page.goto(`${server.url}/works`);
        await card.waitFor({ state: "visible" });
        cold.push(Date.now() - started);
        await page.goto(`${server.url}/about`);
        await page.waitForLoadState("networkidle");
        started = Date.now();
        await page.locator('a[href="/works"]').first().click();
        await card.waitFor({ state: "visible" });
        navigation.push(Date.now() - started);
        await context.close();
      }
      const throttled: ThrottledLoad[] = [];
      for (let run = 0; run < THROTTLED_RUNS; run++)
        throttled.push(await throttledColdLoad(browser, server.url, token));
      const slow = (pick: (load: ThrottledLoad) => number) => median(throttled.map(pick));
      console.log(`\nKikoeru web app: ${WORKS} works, ${RUNS} runs, Chromium 1440×900\n`);
      console.table([
        {
          figure: `initial JavaScript (KiB gzipped, ${initial.files} files, target ≤ 200)`,
          value: Math.round(initial.kib * 10) / 10,
        },
        {
          figure: "first cards after in-app navigation, median ms (target ≤ 1000)",
          value: median(navigation),
        },
        { figure: "first cards after in-app navigation, worst ms", value: Math.max(...navigation) },
        { figure: "first cards on a cold load of /works, median ms", value: median(cold) },
        {
          figure: `fast 3G cold load: first card, median of ${THROTTLED_RUNS} ms (target ≤ 2500)`,
          value: slow((load) => load.firstCardMs),
        },
        {
          figure: "fast 3G cold load: the app's own first card, median ms",
          value: slow((load) => load.appCardMs),
        },
        { figure: "fast 3G cold load: first paint, median ms", value: slow((load) => load.firstPaintMs) },
        {
          figure: "fast 3G cold load: requests before the app's first card",
          value: slow((load) => load.requests),
        },
        {
          figure: "fast 3G cold load: JavaScript before the app's first card (KiB compressed)",
          value: Math.round(slow((load) => load.jsKiB) * 10) / 10,
        },
      ]);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
