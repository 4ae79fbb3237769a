import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchBrowser, openPage, openSignedInPage, type Viewport, viewports } from "./browser.ts";
import { type LibraryServer, startLibraryServer } from "./library.ts";
import { type RunningServer, startServer } from "./server.ts";

export interface Session {
  server: LibraryServer;
  /** A page signed in as the admin (or anonymous with `signedIn: false`). */
  open: (options?: {
    viewport?: Viewport;
    scheme?: "light" | "dark";
    signedIn?: boolean;
    token?: string;
  }) => Promise<Page>;
}

/**
 * Registers the hooks of a spec file that needs the library: one server with the scanned fixture library
 * and one browser for the file, a fresh context per page, closed after each test.
 */
export function useLibrarySession(): Session {
  let browser: Browser;
  const pages: Page[] = [];
  const session = {
    server: undefined as unknown as LibraryServer,
    open: async ({
      viewport = viewports.desktop,
      scheme = "light",
      signedIn = true,
      token,
    }: Parameters<Session["open"]>[0] = {}) => {
      const base = session.server.baseUrl;
      const page = signedIn
        ? await openSignedInPage(browser, base, token ?? session.server.token, viewport, scheme)
        : await openPage(browser, base, viewport, scheme);
      pages.push(page);
      return page;
    },
  };
  beforeAll(async () => {
    session.server = await startLibraryServer();
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
    await session.server?.stop();
  });
  return session;
}

/** A fresh server (empty library) and a browser, shared by one spec file. */
export interface FreshServer {
  server: RunningServer;
  browser: Browser;
}

/** Registers the hooks of a spec file that starts from an empty server: started before, stopped after. */
export function useFreshServer(): FreshServer {
  const fresh = { server: undefined as unknown as RunningServer, browser: undefined as unknown as Browser };
  beforeAll(async () => {
    fresh.server = await startServer();
    fresh.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fresh.browser?.close();
    await fresh.server?.stop();
  });
  return fresh;
}

/** Whether the page is wider than the viewport (a layout bug on phones). */
export function hasHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
