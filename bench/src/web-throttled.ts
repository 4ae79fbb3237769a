import type { Browser } from "playwright-core";

/**
 * Chromium DevTools' "Fast 3G" profile (renamed "Slow 4G" in current DevTools, same figures): 562.5 ms
 * round trip, 1.44 Mbit/s down, 675 kbit/s up. Applied through CDP to the page's network, caches empty.
 */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1_000_000 * 0.9) / 8,
  uploadThroughput: (0.75 * 1_000_000 * 0.9) / 8,
};

export interface ThrottledLoad {
  /**
   * From navigation start until the first work card is visible: the boot shell's (index.html's boot script
   * paints the first works before the app's scripts have arrived) or the app's.
   */
  firstCardMs: number;
  /** From navigation start until the app's own first card is visible (the page has started and responds). */
  appCardMs: number;
  /** From navigation start until the page first painted anything. */
  firstPaintMs: number;
  /** Requests the page made before the app's first card showed. */
  requests: number;
  /** Compressed bytes of JavaScript received before the app's first card. */
  jsKiB: number;
}

/** One cold load of /works on the throttled profile, with a fresh browser context (no cache, no worker). */
export async function throttledColdLoad(
  browser: Browser,
  url: string,
  token: string,
): Promise<ThrottledLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript({ content: `localStorage.setItem("jwt-token", ${JSON.stringify(token)})` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", FAST_3G);
    const scripts = new Set<string>();
    let requests = 0;
    let jsBytes = 0;
    let counting = true;
    cdp.on("Network.requestWillBeSent", () => {
      if (counting) requests++;
    });
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.add(event.requestId);
    });
    cdp.on("Network.loadingFinished", (event) => {
      if (counting && scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    const started = Date.now();
    await page.goto(`${url}/works`, { waitUntil: "commit" });
    await page.locator('a[href^="/work/"]').first().waitFor({ state: "visible", timeout: 60_000 });
    const firstCardMs = Date.now() - started;
    await page.locator('#root a[href^="/work/"]').first().waitFor({ state: "visible", timeout: 60_000 });
    const appCardMs = Date.now() - started;
    counting = false;
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
    );
    return {
      firstCardMs,
      appCardMs,
      firstPaintMs: Math.round(firstPaintMs),
      requests,
      jsKiB: jsBytes / 1024,
    };
  } finally {
    await context.close();
  }
}
