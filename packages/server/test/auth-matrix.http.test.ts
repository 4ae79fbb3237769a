import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteInfo } from "../src/app.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "./harness.ts";

/** Routes the foundation must have; the matrix below walks every registered route, these and any later ones. */
const EXPECTED = [
  "POST /api/auth/me",
  "GET /api/auth/me",
  "GET /api/me",
  "GET /api/credentials/users",
  "POST /api/credentials/user",
  "PUT /api/credentials/user",
  "DELETE /api/credentials/user",
  "GET /api/config/admin",
  "PUT /api/config/admin",
  "GET /api/config/shared",
  "GET /api/health",
  "GET /api/health/details",
  "GET /api/version",
  "GET /api/media/transcode/:hash",
  "GET /api/media/transcode/:id/:index",
  "GET /api/media/pre-transcode/:hash",
  "POST /api/media/pre-transcode/:hash",
  "POST /api/media/pre-transcode/:id/:index",
  "GET /api/lyric/translate",
  "PUT /api/lyric/translate/:id/:index",
  "PUT /api/lyric/translate/:hash",
  "DELETE /api/lyric/translate/:id",
  "POST /api/lyric/translate/redo/:id",
  "GET /api/lyric/translate/lrc",
  "GET /api/lyric/work/:id",
  "POST /api/lyric/translate/acquire",
  "POST /api/lyric/translate/status",
  "GET /api/lyric/translate/get",
  "GET /api/lyric/translate/download",
  "POST /api/lyric/translate/finish",
  "GET /api/lyric/worker-tokens",
  "POST /api/lyric/worker-tokens",
  "DELETE /api/lyric/worker-tokens/:id",
  "GET /api/lyric/builtin-worker",
  "GET /api/syncer",
  "POST /api/syncer",
  "GET /api/syncer/task",
  "DELETE /api/syncer/task",
  "POST /api/syncer/task/stop",
  "POST /api/syncer/task/restart",
  "GET /api/syncer/credentials",
  "PUT /api/syncer/credentials",
  "DELETE /api/syncer/credentials",
  "POST /api/edit/img/:id",
  "GET /api/edit/work/:id",
  "POST /api/edit/work/:id",
  "POST /api/edit/work/:id/undo",
  "POST /api/edit/work/:id/unlock",
  "POST /api/uncensor/tags",
  "POST /api/uncensor/tags/undo",
  "GET /api/admin/audit",
  "POST /api/edit/recover/img/:id",
  "POST /api/media/save-lrc/:workId",
  "GET /api/work/fix/gbk/:id",
  "POST /api/work/fix/gbk/:id",
  "POST /api/work/fix/gbk/:id/undo",
  "GET /api/scanner/failed-works",
  "POST /api/scanner/failed-works/:id/retry",
  "POST /api/admin/import/upload",
  "POST /api/admin/import/plan",
  "POST /api/admin/import/run",
  "GET /api/admin/import/status",
];

const READ = new Set(["GET", "HEAD", "OPTIONS"]);
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, "1").replace(/\*/g, "x");

let ctx: TestContext;
let tokens: Record<"guest" | "user" | "admin", string>;
let routes: RouteInfo[];

beforeAll(async () => {
  ctx = await createTestContext();
  tokens = {
    admin: await ctx.login("admin", ADMIN_PASSWORD),
    user: await ctx.createUser("listener1", "user"),
    guest: await ctx.createUser("visitor1", "guest"),
  };
  routes = ctx.app.routeTable;
});
afterAll(() => ctx.close());

const call = (route: RouteInfo, token?: string) =>
  ctx.request({
    method: route.method as "GET",
    url: concrete(route.url),
    ...(token ? { token } : {}),
    ...(READ.has(route.method) ? {} : { payload: {} }),
  });

describe("auth matrix over every registered /api route", () => {
  it("knows every foundation route", () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(expect.arrayContaining(EXPECTED));
  });

  it("anonymous: 401 everywhere except the open routes", async () => {
    for (const route of routes) {
      const response = await call(route);
      const name = `${route.method} ${route.url}`;
      if (route.access === "public") {
        expect(response.statusCode, name).not.toBe(401);
      } else {
        expect(response.statusCode, name).toBe(401);
        if (route.method !== "HEAD") expect(response.json(), name).toMatchObject({ code: "UNAUTHENTICATED" });
        if (route.method !== "HEAD") expect(response.json().error, name).toBeTypeOf("string");
        if (route.access === "authInfo" && route.method !== "HEAD")
          expect(response.json().auth, name).toBe(true);
      }
    }
    const open = routes
      .filter((r) => r.access === "public" || r.access === "authInfo")
      .map((r) => `${r.method} ${r.url}`);
    // swagger-ui's own files are the same for every server; its page and the OpenAPI document are not open.
    expect(open.sort()).toEqual([
      "GET /api/auth/me",
      "GET /api/docs/static/*",
      "GET /api/docs/static/index.html",
      "GET /api/docs/static/swagger-initializer.js",
      "GET /api/health",
      "GET /api/health/details",
      "HEAD /api/auth/me",
      "HEAD /api/docs/static/*",
      "HEAD /api/docs/static/index.html",
      "HEAD /api/docs/static/swagger-initializer.js",
      "HEAD /api/health",
      "HEAD /api/health/details",
      "POST /api/auth/me",
    ]);
  });

  it("guest: 403 on admin routes and on every write; reads pass", async () => {
    for (const route of routes.filter((r) => r.access !== "public")) {
      const response = await call(route, tokens.guest);
      const name = `${route.method} ${route.url}`;
      if (route.access === "admin" || route.access === "worker" || !READ.has(route.method)) {
        expect(response.statusCode, name).toBe(403);
        if (route.method !== "HEAD") {
          const byAccess = { admin: "ADMIN_ONLY", worker: "WORKER_FORBIDDEN" } as Record<string, string>;
          const code = byAccess[route.access] ?? "GUEST_READ_ONLY";
          expect(response.json().code, name).toBe(code);
        }
      } else expect([401, 403], name).not.toContain(response.statusCode);
    }
  });

  it("user: 403 on admin routes and (unless lyricWorkerGroups lists users) on the AI lyric worker routes", async () => {
    for (const route of routes.filter((r) => r.access !== "public")) {
      const response = await call(route, tokens.user);
      const name = `${route.method} ${route.url}`;
      if (route.access === "admin" || route.access === "worker") expect(response.statusCode, name).toBe(403);
      else expect([401, 403], name).not.toContain(response.statusCode);
    }
  });

  it("worker token: the AI lyric worker routes and GET /api/auth/me only; 401 once revoked", async () => {
    const created = await ctx.request({
      method: "POST",
      url: "/api/lyric/worker-tokens",
      token: tokens.admin,
      payload: { name: "matrix" },
    });
    const { id, token } = created.json();
    for (const route of routes.filter((r) => r.access !== "public")) {
      const response = await call(route, token);
      const name = `${route.method} ${route.url}`;
      if (route.access === "worker" || route.access === "authInfo")
        expect([401, 403], name).not.toContain(response.statusCode);
      else {
        expect(response.statusCode, name).toBe(403);
        if (route.method !== "HEAD") expect(response.json().code, name).toBe("WORKER_TOKEN_SCOPE");
      }
    }
    await ctx.request({ method: "DELETE", url: `/api/lyric/worker-tokens/${id}`, token: tokens.admin });
    for (const route of routes.filter((r) => r.access === "worker" || r.access === "authInfo")) {
      expect((await call(route, token)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("administrator: never 401 or 403", async () => {
    for (const route of routes.filter((r) => r.access !== "public")) {
      const response = await call(route, tokens.admin);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });

  it("auth off: nobody is refused", async () => {
    const off = await createTestContext({ config: { auth: false } });
    try {
      for (const route of off.app.routeTable) {
        const response = await off.request({
          method: route.method as "GET",
          url: concrete(route.url),
          ...(READ.has(route.method) ? {} : { payload: {} }),
        });
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
      }
    } finally {
      await off.close();
    }
  });
});

describe("auth cannot be bypassed through the URL", () => {
  it("keeps the user list closed to anonymous callers whatever the path trickery", async () => {
    const tricks = [
      "/api/credentials/users?x=/api/health",
      "/api/credentials/users?token=",
      "/api/health/../credentials/users",
      "/api/health/%2e%2e/credentials/users",
      "/api//credentials/users",
      "/%61pi/credentials/users",
      "/api/credentials/users/",
      "/API/credentials/users",
      "/api/credentials/users;/api/health",
      "/api/credentials/users%00/api/health",
    ];
    for (const url of tricks) {
      const response = await ctx.request({ method: "GET", url });
      expect(response.body, url).not.toContain("visitor1");
      expect(response.statusCode, url).not.toBe(200);
    }
  });
});
