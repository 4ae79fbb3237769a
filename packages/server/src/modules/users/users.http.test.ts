import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { userMessages } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
});
afterEach(() => ctx.close());

const usersOf = async (token: string) =>
  (await ctx.request({ method: "GET", url: "/api/credentials/users", token })).json().users;

describe("GET /api/credentials/users", () => {
  it("lists names and groups, never password hashes", async () => {
    await ctx.createUser("listener1", "user");
    const response = await ctx.request({ method: "GET", url: "/api/credentials/users", token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: [
        { name: "admin", group: "administrator" },
        { name: "listener1", group: "user" },
      ],
    });
  });

  it("refuses non-administrators with the old client's message", async () => {
    const user = await ctx.createUser("listener1", "user");
    const response = await ctx.request({ method: "GET", url: "/api/credentials/users", token: user });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: userMessages.onlyAdminLists, code: "ADMIN_ONLY" });
  });
});

describe("POST /api/credentials/user", () => {
  const create = (payload: unknown, token = admin) =>
    ctx.request({ method: "POST", url: "/api/credentials/user", token, payload: payload as object });

  it("creates a user (group user by default) who can log in; the password is stored as Argon2id", async () => {
    const response = await create({ name: "listener1", password: "secret-1" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: userMessages.created("listener1") });
    expect(await usersOf(admin)).toContainEqual({ name: "listener1", group: "user" });
    expect(await ctx.login("listener1", "secret-1")).toMatch(/^ey/);
    const row = await ctx.database.db
      .selectFrom("users")
      .select("password")
      .where("name", "=", "listener1")
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it("refuses a duplicate name with the spec's message and keeps the first user's password", async () => {
    await create({ name: "listener1", password: "secret-1", group: "user" });
    const response = await create({ name: "listener1", password: "secret-2", group: "guest" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ msg: userMessages.duplicateName, param: "name" });
    expect(await ctx.login("listener1", "secret-1")).toMatch(/^ey/);
  });

  it("validates name, password and group with 422 and the Chinese messages", async () => {
    const cases: [unknown, string][] = [
      [{ name: "abc", password: "secret-1" }, userMessages.nameTooShort],
      [{ name: "listener1", password: "1234" }, userMessages.passwordTooShort],
      [{ name: "listener1", password: "secret-1", group: "administrator" }, userMessages.badGroup],
      [{ password: "secret-1" }, userMessages.nameTooShort],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.map((e: { msg: string }) => e.msg)).toContain(message);
    }
    expect(await usersOf(admin)).toHaveLength(1);
  });

  it("is refused to users and guests", async () => {
    const user = await ctx.createUser("listener1", "user");
    const guest = await ctx.createUser("visitor1", "guest");
    const asUser = await create({ name: "listener2", password: "secret-1" }, user);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ error: userMessages.onlyAdminCreates, code: "ADMIN_ONLY" });
    expect((await create({ name: "listener3", password: "secret-1" }, guest)).statusCode).toBe(403);
    expect(await usersOf(admin)).toHaveLength(3);
  });
});

describe("PUT /api/credentials/user (change password)", () => {
  const change = (token: string, name: string, newPassword: string, oldPassword?: string) =>
    ctx.request({
      method: "PUT",
      url: "/api/credentials/user",
      token,
      payload: { name, newPassword, ...(oldPassword === undefined ? {} : { oldPassword }) },
    });

  it("lets a user change their own password with the current one and makes their older tokens invalid", async () => {
    const user = await ctx.createUser("listener1", "user", "old-secret");
    const response = await change(user, "listener1", "new-secret", "old-secret");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: userMessages.passwordChanged });
    const stale = await ctx.request({ method: "GET", url: "/api/auth/me", token: user });
    expect(stale.statusCode).toBe(401);
    const relogin = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      payload: { name: "listener1", password: "old-secret" },
    });
    expect(relogin.statusCode).toBe(401);
    const fresh = await ctx.login("listener1", "new-secret");
    expect((await ctx.request({ method: "GET", url: "/api/auth/me", token: fresh })).statusCode).toBe(200);
  });

  it("answers an old client that sends only newPassword for itself with 400 and keeps the password", async () => {
    const user = await ctx.createUser("listener1", "user", "old-secret");
    const response = await change(user, "listener1", "new-secret");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: userMessages.oldPasswordRequired,
      code: "OLD_PASSWORD_REQUIRED",
    });
    expect((await change(admin, "admin", "new-admin-secret")).statusCode).toBe(400);
    expect(await ctx.login("listener1", "old-secret")).toMatch(/^ey/);
    expect(await ctx.login("admin", ADMIN_PASSWORD)).toMatch(/^ey/);
  });

  it("refuses a wrong current password with 403, never echoes it, and limits the guesses without locking the login", async () => {
    const user = await ctx.createUser("listener1", "user", "old-secret");
    for (let i = 0; i < 10; i++) {
      const wrong = await change(user, "listener1", "new-secret", `guess-${i}`);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ error: userMessages.wrongOldPassword, code: "WRONG_OLD_PASSWORD" });
    }
    const limited = await change(user, "listener1", "new-secret", "old-secret");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/\d+ 秒后再试/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await ctx.login("listener1", "old-secret")).toMatch(/^ey/);
    const short = await change(user, "listener1", "new-secret", 12345 as unknown as string);
    expect(short.statusCode).toBe(422);
    expect(short.body).not.toContain("12345");
  });

  it("lets the administrator change anyone else's password without theirs, and nobody else", async () => {
    const user = await ctx.createUser("listener1", "user");
    await ctx.createUser("listener2", "user", "original-2");
    const denied = await change(user, "listener2", "hijacked", "listener1-password");
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: userMessages.onlySelfPassword, code: "OTHERS_PASSWORD" });
    expect(await ctx.login("listener2", "original-2")).toMatch(/^ey/);
    expect((await change(admin, "listener2", "reset-by-admin")).statusCode).toBe(200);
    expect(await ctx.login("listener2", "reset-by-admin")).toMatch(/^ey/);
    expect((await change(admin, "admin", "new-admin-secret", ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await ctx.login("admin", "new-admin-secret")).toMatch(/^ey/);
  });

  it("answers 404 for an unknown user and 422 for a short password", async () => {
    const unknown = await change(admin, "nobody-here", "whatever");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: userMessages.unknownUser("nobody-here"),
      code: "USER_NOT_FOUND",
    });
    const short = await change(admin, "admin", "123", ADMIN_PASSWORD);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].msg).toBe(userMessages.passwordTooShort);
  });

  it("does not let a guest change any password", async () => {
    const guest = await ctx.createUser("visitor1", "guest", "guest-secret");
    expect((await change(guest, "visitor1", "changed-it", "guest-secret")).statusCode).toBe(403);
    expect(await ctx.login("visitor1", "guest-secret")).toMatch(/^ey/);
  });
});

describe("DELETE /api/credentials/user", () => {
  const remove = (payload: unknown, token = admin) =>
    ctx.request({ method: "DELETE", url: "/api/credentials/user", token, payload: payload as object });

  it("deletes users with their reviews and history, and their tokens stop working", async () => {
    const user = await ctx.createUser("listener1", "user");
    await ctx.createUser("listener2", "user");
    const now = Date.now();
    await ctx.database.db
      .insertInto("works")
      .values({
        id: 123456,
        title: "作品",
        root_folder: "main",
        dir: "RJ123456",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await ctx.database.db
      .insertInto("reviews")
      .values({ user_name: "listener1", work_id: 123456, rating: 4, created_at: now, updated_at: now })
      .execute();
    await ctx.database.db
      .insertInto("play_history")
      .values({ user_name: "listener1", work_id: 123456, state: "{}", created_at: now, updated_at: now })
      .execute();

    const response = await remove({ users: [{ name: "listener1", group: "user" }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: userMessages.deleted });
    expect((await usersOf(admin)).map((u: { name: string }) => u.name)).toEqual(["admin", "listener2"]);
    expect(await ctx.database.db.selectFrom("reviews").selectAll().execute()).toEqual([]);
    expect(await ctx.database.db.selectFrom("play_history").selectAll().execute()).toEqual([]);
    expect((await ctx.request({ method: "GET", url: "/api/auth/me", token: user })).statusCode).toBe(401);
  });

  it("never deletes the built-in administrator, even in a batch", async () => {
    await ctx.createUser("listener1", "user");
    const response = await remove({ users: [{ name: "listener1" }, { name: "admin" }] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: userMessages.cannotDeleteAdmin, code: "ADMIN_UNDELETABLE" });
    expect(await usersOf(admin)).toHaveLength(2);
  });

  it("refuses a missing or empty list with a clear error and deletes nothing", async () => {
    await ctx.createUser("listener1", "user");
    for (const payload of [{}, { users: [] }, { users: "listener1" }]) {
      const response = await remove(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(userMessages.usersRequired);
    }
    expect(await usersOf(admin)).toHaveLength(2);
  });

  it("is refused to non-administrators", async () => {
    const user = await ctx.createUser("listener1", "user");
    await ctx.createUser("listener2", "user");
    const response = await remove({ users: [{ name: "listener2" }] }, user);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: userMessages.onlyAdminDeletes, code: "ADMIN_ONLY" });
    expect(await usersOf(admin)).toHaveLength(3);
  });
});

describe("old kikoeru password hashes", () => {
  it("verifies an MD5 hash made with the install's md5secret once, then stores Argon2id", async () => {
    const { md5Secret } = JSON.parse(await fs.readFile(path.join(ctx.dir, "secrets.json"), "utf8"));
    const now = Date.now();
    const legacy = createHash("md5").update(`old-password${md5Secret}`).digest("hex");
    await ctx.database.db
      .insertInto("users")
      .values({ name: "oldtimer", group: "user", password: legacy, created_at: now, updated_at: now })
      .execute();
    expect(await ctx.login("oldtimer", "old-password")).toMatch(/^ey/);
    const row = await ctx.database.db
      .selectFrom("users")
      .select("password")
      .where("name", "=", "oldtimer")
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(await ctx.login("oldtimer", "old-password")).toMatch(/^ey/);
    const wrong = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      payload: { name: "oldtimer", password: "not-it" },
    });
    expect(wrong.statusCode).toBe(401);
  });
});
