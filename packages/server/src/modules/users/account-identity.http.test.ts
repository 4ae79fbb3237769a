import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { decodeJwt, SignJWT } from "jose";
import { Migrator } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import * as initial from "../../db/migrations/0001_initial.ts";
import * as catalog from "../../db/migrations/0002_catalog.ts";
import * as scanner from "../../db/migrations/0003_scanner.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { hashPassword } from "../auth/passwords.ts";

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

/** A kikoeru-style token (no account identity claim), signed with this install's secret. */
async function claimlessToken(name: string, extra: Record<string, unknown> = {}) {
  const { jwtSecret } = JSON.parse(await fs.readFile(path.join(ctx.dir, "secrets.json"), "utf8"));
  return new SignJWT({ name, group: "user", ...extra })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("http://kikoeru")
    .setAudience("http://kikoeru/api")
    .setSubject(name)
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(jwtSecret));
}

const me = (token: string) => ctx.request({ method: "GET", url: "/api/auth/me", token });

const remove = async (name: string) => {
  const admin = await ctx.login("admin", ADMIN_PASSWORD);
  const response = await ctx.request({
    method: "DELETE",
    url: "/api/credentials/user",
    token: admin,
    payload: { users: [{ name }] },
  });
  expect(response.statusCode).toBe(200);
};

describe("account identity in tokens", () => {
  it("keeps a deleted user's token dead when an administrator creates the same name again", async () => {
    const old = await ctx.createUser("listener1", "user", "first-life");
    expect((await me(old)).statusCode).toBe(200);
    await remove("listener1");
    expect((await me(old)).statusCode).toBe(401);
    const fresh = await ctx.createUser("listener1", "user", "second-life");
    const stale = await me(old);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toContain("token revoked");
    expect((await me(fresh)).json().user).toEqual({ name: "listener1", group: "user" });
  });

  it("keeps the claims old clients read and adds an identity that differs between two accounts of one name", async () => {
    const first = decodeJwt(await ctx.createUser("listener1", "user"));
    await remove("listener1");
    const second = decodeJwt(await ctx.createUser("listener1", "user"));
    for (const claims of [first, second]) {
      expect(claims).toMatchObject({ name: "listener1", group: "user", sub: "listener1", tv: 0 });
      expect(claims.iss).toBe("http://kikoeru");
      expect(claims.aud).toBe("http://kikoeru/api");
      expect(claims.exp).toBeTypeOf("number");
      expect(claims.uid).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(second.uid).not.toBe(first.uid);
  });

  it("refuses kikoeru tokens without the identity for accounts created after the upgrade", async () => {
    await ctx.createUser("listener1", "user");
    for (const token of [await claimlessToken("listener1"), await claimlessToken("listener1", { tv: 0 })]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
    }
    expect((await me(await claimlessToken("admin"))).statusCode).toBe(401);
  });

  it("accepts kikoeru tokens without the identity for accounts marked as from before the upgrade, until a password change", async () => {
    await ctx.createUser("oldtimer", "user", "old-password");
    await ctx.database.db
      .updateTable("users")
      .set({ legacy_tokens: 1 })
      .where("name", "=", "oldtimer")
      .execute();
    const legacy = await claimlessToken("oldtimer");
    expect((await me(legacy)).json().user).toEqual({ name: "oldtimer", group: "user" });
    const admin = await ctx.login("admin", ADMIN_PASSWORD);
    const reset = await ctx.request({
      method: "PUT",
      url: "/api/credentials/user",
      token: admin,
      payload: { name: "oldtimer", newPassword: "new-password" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(legacy)).statusCode).toBe(401);
    expect((await me(await claimlessToken("oldtimer", { tv: 1 }))).statusCode).toBe(401);
    expect((await me(await ctx.login("oldtimer", "new-password"))).statusCode).toBe(200);
  });

  it("gives an account written without an identity one at its first login, and keeps it", async () => {
    const now = Date.now();
    await ctx.database.db
      .insertInto("users")
      .values({
        name: "handmade",
        group: "user",
        password: await hashPassword("hand-secret"),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const first = await ctx.login("handmade", "hand-secret");
    const second = await ctx.login("handmade", "hand-secret");
    expect(decodeJwt(first).uid).toMatch(/^[0-9a-f]{32}$/);
    expect(decodeJwt(second).uid).toBe(decodeJwt(first).uid);
    expect((await me(first)).json().user).toEqual({ name: "handmade", group: "user" });
  });

  it("lets the first administrator of an install that took over kikoeru's signing key keep kikoeru's admin tokens", async () => {
    await ctx.database.db.deleteFrom("users").execute();
    const file = path.join(ctx.dir, "initial-admin-password.txt");
    await ctx.app.users.bootstrapAdmin(ADMIN_PASSWORD, file, { kikoeruKey: true });
    expect((await me(await claimlessToken("admin"))).json().user).toEqual({
      name: "admin",
      group: "administrator",
    });
    await ctx.database.db.deleteFrom("users").execute();
    await ctx.app.users.bootstrapAdmin(ADMIN_PASSWORD, file, { kikoeruKey: false });
    expect((await me(await claimlessToken("admin", { tv: 0, iat: 1 }))).statusCode).toBe(401);
  });
});

describe("migration 0004 on a database that already holds accounts", () => {
  it("gives every existing account its own identity and marks it as accepting kikoeru tokens", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-migrate-"));
    const { database, drop } = await createTestDatabase(dir, { migrate: false });
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: {
          getMigrations: async () => ({
            "0001_initial": initial,
            "0002_catalog": catalog,
            "0003_scanner": scanner,
          }),
        },
        migrationTableName: "kikoeru_migrations",
        migrationLockTableName: "kikoeru_migrations_lock",
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const now = Date.now();
      await database.db
        .insertInto("users")
        .values(
          ["admin", "oldtimer"].map((name) => ({
            name,
            group: name === "admin" ? "administrator" : "user",
            password: "x".repeat(32),
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await migrateToLatest(database.db);
      const rows = await database.db
        .selectFrom("users")
        .select(["name", "uid", "legacy_tokens"])
        .orderBy("name")
        .execute();
      expect(rows.map((row) => [row.name, Number(row.legacy_tokens)])).toEqual([
        ["admin", 1],
        ["oldtimer", 1],
      ]);
      expect(rows[0]!.uid).toMatch(/^[0-9a-f]{32}$/);
      expect(rows[1]!.uid).toMatch(/^[0-9a-f]{32}$/);
      expect(rows[0]!.uid).not.toBe(rows[1]!.uid);
    } finally {
      await drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
