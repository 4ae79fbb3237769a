import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWork } from "../factories.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../harness.ts";
import * as kikoeru from "./kikoeru-shapes.ts";
import { expectShape } from "./library.ts";

let ctx: TestContext;
let admin: string;
let user: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  user = await ctx.createUser("listener", "user");
  await insertWork(ctx.database.db, { id: 100001, vas: [], tags: [], circle: null, release: null });
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.request({ method: "GET", url, ...(token ? { token } : {}) });
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload: object, token?: string) =>
  ctx.request({ method, url, payload, ...(token ? { token } : {}) });

describe("kikoeru's auth, user, version and config answers keep every key and type (§1.2, §11.1–3, §11.15)", () => {
  it("POST /api/auth/me answers {token}, by JSON or form body", async () => {
    expectShape(
      await send("POST", "/api/auth/me", { name: "admin", password: ADMIN_PASSWORD }),
      kikoeru.token,
    );
    const form = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `name=admin&password=${encodeURIComponent(ADMIN_PASSWORD)}`,
    });
    expectShape(form, kikoeru.token);
  });

  it("GET /api/auth/me answers {user, auth} to the admin and to a user", async () => {
    for (const token of [admin, user]) expectShape(await get("/api/auth/me", token), kikoeru.me);
  });

  it("the user routes answer {users} and {message}", async () => {
    expectShape(await get("/api/credentials/users", admin), kikoeru.users);
    const created = { name: "newcomer", password: "newcomer-pw", group: "guest" };
    expectShape(await send("POST", "/api/credentials/user", created, admin), kikoeru.message);
    const changed = { name: "newcomer", newPassword: "changed-pw" };
    expectShape(await send("PUT", "/api/credentials/user", changed, admin), kikoeru.message);
    const deleted = { users: [{ name: "newcomer" }] };
    expectShape(await send("DELETE", "/api/credentials/user", deleted, admin), kikoeru.message);
  });

  it("GET /api/version, with and without the upgrade lock file", async () => {
    expectShape(await get("/api/version", user), kikoeru.version);
    await fs.writeFile(ctx.lockFile, '{"fixVA":true}');
    const locked = expectShape(await get("/api/version", user), kikoeru.version);
    await fs.rm(ctx.lockFile);
    expect(locked.lockFileExists).toBe(true);
  });

  it("GET and PUT /api/config/admin, GET /api/config/shared", async () => {
    const { config } = expectShape(await get("/api/config/admin", admin), kikoeru.adminConfig);
    expectShape(await send("PUT", "/api/config/admin", { config }, admin), kikoeru.message);
    expectShape(await get("/api/config/shared", user), kikoeru.sharedConfig);
  });

  it("GET /api/health is the text OK; GET /api/me redirects to /api/auth/me", async () => {
    const health = await get("/api/health");
    expect([health.statusCode, health.body]).toEqual([200, "OK"]);
    const me = await get("/api/me", user);
    expect([me.statusCode, me.headers.location]).toEqual([302, "/api/auth/me"]);
  });

  it("GET /api/cover/:id of a work without a cover answers an image with 200 (§11.10)", async () => {
    const cover = await get(`/api/cover/100001?type=240x240&token=${user}`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toMatch(/^image\//);
  });
});

describe("kikoeru's error bodies keep their keys and types (§1.0, §11.15)", () => {
  it("401 {error} without a token, with a bad one, and for wrong credentials", async () => {
    expectShape(await get("/api/works"), kikoeru.error, 401);
    expectShape(await get("/api/works", "not-a-token"), kikoeru.error, 401);
    const wrong = await send("POST", "/api/auth/me", { name: "admin", password: "wrong-password" });
    expectShape(wrong, kikoeru.error, 401);
  });

  it("422 {errors} for a short login or user name, 400 {errors} for a bad query", async () => {
    expectShape(
      await send("POST", "/api/auth/me", { name: "ab", password: "abcdef" }),
      kikoeru.validationError,
      422,
    );
    const short = { name: "ab", password: "abcdef", group: "user" };
    expectShape(await send("POST", "/api/credentials/user", short, admin), kikoeru.validationError, 422);
    expectShape(await get("/api/works?page=abc", user), kikoeru.validationError, 400);
    expectShape(await get("/api/works?order=nope", user), kikoeru.validationError, 400);
  });

  it("403 {error} for admin routes called by a user, 404 {error} for an unknown label", async () => {
    expectShape(await get("/api/config/admin", user), kikoeru.error, 403);
    expectShape(await get("/api/credentials/users", user), kikoeru.error, 403);
    expectShape(await get("/api/circles/987654", user), kikoeru.error, 404);
  });

  it("{error} for an unknown work (kikoeru: 500, ours 404) and for GET /api/auth/me without a token", async () => {
    expectShape(await get("/api/work/987654", user), kikoeru.error, 404);
    expectShape(await get("/api/tracks/987654", user), kikoeru.error, 404);
    expectShape(await get("/api/auth/me"), kikoeru.error, 401);
  });
});

describe("with auth off, everyone is the admin (§3.5, §11.3)", () => {
  let open: TestContext;
  beforeAll(async () => {
    open = await createTestContext({ config: { auth: false } });
    await insertWork(open.database.db, { id: 100002, vas: [], tags: [] });
  });
  afterAll(() => open.close());

  it("answers {user, auth:false} and every user route without a token", async () => {
    const me = expectShape(await open.request({ method: "GET", url: "/api/auth/me" }), kikoeru.me);
    expect(me).toMatchObject({ user: { name: "admin" }, auth: false });
    const pages = [
      ["/api/works", kikoeru.worksPage()],
      ["/api/work/100002", kikoeru.workDetail],
      ["/api/review", kikoeru.worksPage(kikoeru.reviewedWork)],
      ["/api/histroy", kikoeru.worksPage(kikoeru.historyWork)],
      ["/api/config/admin", kikoeru.adminConfig],
    ] as const;
    for (const [url, shape] of pages) expectShape(await open.request({ method: "GET", url }), shape);
  });
});
