import fs from "node:fs/promises";
import path from "node:path";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { createKikoeruDb, insertRows, kikoeruHash } from "../../../test/fakes/kikoeru-db.ts";
import { kikoeruInstall, runImport } from "../../../test/fakes/kikoeru-install.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";

const MD5_SECRET = "0f".repeat(32);
/** kikoeru's signing key: not ours, as on any install whose config.json was not copied in before the first start. */
const KIKOERU_KEY = "1e".repeat(32);

let ctx: TestContext;
afterEach(async () => ctx?.close());

/** A token as kikoeru-express signs it (reference §3.1): its claims only, none of ours. */
function kikoeruToken(name: string, key: string, extra: Record<string, unknown> = {}) {
  return new SignJWT({ name, group: "user", ...extra })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("http://kikoeru")
    .setAudience("http://kikoeru/api")
    .setSubject(name)
    .setIssuedAt()
    .setExpirationTime("30d")
    .sign(new TextEncoder().encode(key));
}

const me = (token: string) => ctx.request({ method: "GET", url: "/api/auth/me", token });

describe("npm run import: kikoeru's tokens", () => {
  /** `beforeImport` runs on the server before the import, which then runs beside it (as `npm run import` does). */
  async function importUsers(beforeImport: () => Promise<void> = async () => undefined) {
    ctx = await createTestContext();
    await beforeImport();
    const install = await kikoeruInstall(ctx, MD5_SECRET, KIKOERU_KEY);
    const db = createKikoeruDb(install.db, "number178");
    insertRows(db, "t_user", [
      { name: "admin", password: kikoeruHash("admin", MD5_SECRET), group: "administrator" },
      { name: "listener", password: kikoeruHash("old-password", MD5_SECRET), group: "user" },
    ]);
    db.close();
    const result = await runImport(ctx, ["--db", install.db, "--config", install.config]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("用户：导入 1，跳过 1");
  }

  it("keeps an imported account's old token working, checked against its installation's key only", async () => {
    const old = await kikoeruToken("listener", KIKOERU_KEY);
    await importUsers(async () => expect((await me(old)).statusCode).toBe(401));
    expect((await me(old)).json().user).toEqual({ name: "listener", group: "user" });
    expect((await ctx.request({ method: "GET", url: `/api/review?token=${old}` })).statusCode).toBe(200);

    // Another key, our claims under kikoeru's key, and the same-name admin that stayed ours: all refused.
    expect((await me(await kikoeruToken("listener", "2d".repeat(32)))).statusCode).toBe(401);
    expect((await me(await kikoeruToken("listener", KIKOERU_KEY, { tv: 0 }))).statusCode).toBe(401);
    expect((await me(await kikoeruToken("listener", KIKOERU_KEY, { uid: "x" }))).statusCode).toBe(401);
    expect((await me(await kikoeruToken("admin", KIKOERU_KEY))).statusCode).toBe(401);

    // The key sits with our secrets, owner-only; our own tokens are unchanged.
    const secretsFile = path.join(ctx.dir, "secrets.json");
    expect(JSON.parse(await fs.readFile(secretsFile, "utf8")).kikoeruTokenKeys).toEqual({
      listener: KIKOERU_KEY,
    });
    expect((await fs.stat(secretsFile)).mode & 0o777).toBe(0o600);
    expect((await me(await ctx.login("admin", ADMIN_PASSWORD))).statusCode).toBe(200);
  });

  it("ends the old token when the password changes, as ours end", async () => {
    await importUsers();
    const old = await kikoeruToken("listener", KIKOERU_KEY);
    const ours = await ctx.login("listener", "old-password");
    expect((await me(old)).statusCode).toBe(200);
    const change = await ctx.request({
      method: "PUT",
      url: "/api/credentials/user",
      token: ours,
      payload: { name: "listener", oldPassword: "old-password", newPassword: "new-password" },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(ours)).statusCode).toBe(401);
    expect((await me(await ctx.login("listener", "new-password"))).statusCode).toBe(200);
  });

  it("ends it when an administrator deletes the account, also for an account re-created with its name", async () => {
    await importUsers();
    const old = await kikoeruToken("listener", KIKOERU_KEY);
    const admin = await ctx.login("admin", ADMIN_PASSWORD);
    const removed = await ctx.request({
      method: "DELETE",
      url: "/api/credentials/user",
      token: admin,
      payload: { users: [{ name: "listener" }] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    const created = await ctx.request({
      method: "POST",
      url: "/api/credentials/user",
      token: admin,
      payload: { name: "listener", password: "another-one", group: "user" },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
  });
});
