import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

/** What a list page answers: one work, one page. */
const list = {
  works: [{ id: 123456, title: "耳かき 1", circle: { id: 7, name: "サークル" } }],
  pagination: { currentPage: 1, pageSize: 12, totalCount: 1 },
};

let requested: string[] = [];
/** What GET /api/auth/me answers: 200 with whether sign-in is on, or 401. */
let session: { status: 200; auth: boolean } | { status: 401 } = { status: 200, auth: true };

beforeEach(() => {
  vi.resetModules();
  requested = [];
  session = { status: 200, auth: true };
  localStorage.clear();
  document.body.innerHTML = '<div id="boot"><main><b></b></main></div><div id="root"></div>';
  localStorage.setItem("jwt-token", "token-1");
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    requested.push(`${url} ${new Headers(init?.headers).get("authorization")}`);
    const headers = { "content-type": "application/json" };
    if (!url.startsWith("/api/auth/me")) return new Response(JSON.stringify(list), { headers });
    if (session.status === 401) return new Response('{"error":"未登录"}', { status: 401, headers });
    return new Response(JSON.stringify({ user: { name: "admin" }, auth: session.auth }), { headers });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
  delete (window as unknown as Record<string, unknown>).__kikoeruEarly;
});

/** Runs the boot script as index.html does, then the app's first loads as main.tsx starts them. */
async function coldStart(path: string) {
  window.history.replaceState(null, "", path);
  await import("./boot-script.ts");
  const { prefetchFirstWorks } = await import("./first-page.ts");
  const { api } = await import("../../shared/api.ts");
  const client = new QueryClient();
  // What the session check (features/auth) asks for.
  await api.get("/auth/me");
  prefetchFirstWorks(client, window.location.pathname, window.location.search);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return client;
}

describe("boot script", () => {
  test("asks for the session and the first list once: the app takes its answers", async () => {
    const client = await coldStart("/works");
    expect(requested).toHaveLength(2);
    expect(requested[0]).toBe("/api/auth/me Bearer token-1");
    expect(requested[1]).toMatch(
      /^\/api\/works\?order=release&sort=desc&lyric=&seed=\d+&page=1 Bearer token-1$/,
    );
    const cached = client.getQueryCache().findAll({ queryKey: ["works"] });
    expect(cached.map((query) => query.state.status)).toEqual(["success"]);
  });

  test("paints the first works into the boot shell's grid", async () => {
    await coldStart("/");
    await vi.waitFor(() => expect(document.querySelector('#boot a[href="/work/123456"]')).not.toBeNull());
    const card = document.querySelector('#boot a[href="/work/123456"]')!;
    expect(card.textContent).toBe("耳かき 1サークル");
  });

  test("an answer asked for with another token is not taken: the app asks again with its own", async () => {
    window.history.replaceState(null, "", "/about");
    await import("./boot-script.ts");
    localStorage.setItem("jwt-token", "token-2");
    const { api } = await import("../../shared/api.ts");
    await api.get("/auth/me");
    expect(requested).toEqual(["/api/auth/me Bearer token-1", "/api/auth/me Bearer token-2"]);
  });

  test("asks only for the session on a page that is not a list", async () => {
    window.history.replaceState(null, "", "/work/123456");
    await import("./boot-script.ts");
    expect(requested).toEqual(["/api/auth/me Bearer token-1"]);
    expect(document.querySelector("#boot b")).not.toBeNull();
  });

  describe("without a token", () => {
    beforeEach(() => localStorage.removeItem("jwt-token"));
    const remembered = () => localStorage.getItem("kikoeru-sign-in-required");

    test("skips the list where the last session check found sign-in required", async () => {
      session = { status: 401 };
      window.history.replaceState(null, "", "/works");
      await import("./boot-script.ts");
      await vi.waitFor(() => expect(remembered()).toBe("true"));
      expect(requested).toHaveLength(2);

      vi.resetModules();
      requested = [];
      delete (window as unknown as Record<string, unknown>).__kikoeruEarly;
      await import("./boot-script.ts");
      expect(requested).toEqual(["/api/auth/me null"]);
    });

    test("asks for the list where sign-in is off, and the app still reads the session's answer", async () => {
      localStorage.setItem("kikoeru-sign-in-required", "true");
      session = { status: 200, auth: false };
      window.history.replaceState(null, "", "/works");
      await import("./boot-script.ts");
      const { api } = await import("../../shared/api.ts");
      expect(await api.get("/auth/me")).toEqual({ user: { name: "admin" }, auth: false });
      expect(remembered()).toBe("false");

      vi.resetModules();
      requested = [];
      delete (window as unknown as Record<string, unknown>).__kikoeruEarly;
      await import("./boot-script.ts");
      expect(requested).toHaveLength(2);
      expect(requested[1]).toMatch(/^\/api\/works\?.* null$/);
    });
  });
});
