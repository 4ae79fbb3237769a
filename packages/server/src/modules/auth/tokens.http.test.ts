import fs from "node:fs/promises";
import path from "node:path";
import { SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

async function signWith(ctxDir: string, claims: Record<string, unknown>, exp: number) {
  const { jwtSecret } = JSON.parse(await fs.readFile(path.join(ctxDir, "secrets.json"), "utf8"));
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("http://kikoeru")
    .setAudience("http://kikoeru/api")
    .setSubject(String(claims.name))
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(jwtSecret));
}

describe("GET /api/auth/me", () => {
  it("reports the user and that auth is on, for a header or ?token= token", async () => {
    const token = await ctx.login("admin", ADMIN_PASSWORD);
    const viaHeader = await ctx.request({ method: "GET", url: "/api/auth/me", token });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json()).toEqual({ user: { name: "admin", group: "administrator" }, auth: true });
    const viaQuery = await ctx.request({ method: "GET", url: `/api/auth/me?token=${token}` });
    expect(viaQuery.json()).toEqual({ user: { name: "admin", group: "administrator" }, auth: true });
  });

  it("answers 401 with auth:true to anonymous callers, so clients know to log in", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/auth/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ auth: true });
    expect(response.json().error).toBeTypeOf("string");
    expect(response.headers["www-authenticate"]).toContain("Bearer");
  });

  it("refuses expired, tampered, foreign-audience and non-Bearer tokens with 401", async () => {
    const token = await ctx.login("admin", ADMIN_PASSWORD);
    const expired = await signWith(
      ctx.dir,
      { name: "admin", group: "administrator", tv: 0 },
      Math.floor(Date.now() / 1000) - 60,
    );
    const [head, body, signature] = token.split(".");
    const forged = JSON.parse(Buffer.from(body!, "base64url").toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...forged, name: "someone" })).toString("base64url")}.${signature}`;
    const otherKey = await new SignJWT({ name: "admin", group: "administrator" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("http://kikoeru")
      .setAudience("http://kikoeru/api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("x".repeat(64)));
    for (const bad of [expired, tampered, otherKey, "not-a-jwt", `${token}x`]) {
      const response = await ctx.request({ method: "GET", url: "/api/config/shared", token: bad });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBeTypeOf("string");
    }
    const basic = await ctx.request({
      method: "GET",
      url: "/api/config/shared",
      headers: { authorization: `Basic ${Buffer.from("admin:x").toString("base64")}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it("accepts a kikoeru token without our claims (signed with the imported secret) for an account from before the upgrade", async () => {
    await ctx.database.db
      .updateTable("users")
      .set({ legacy_tokens: 1 })
      .where("name", "=", "admin")
      .execute();
    const legacy = await signWith(
      ctx.dir,
      { name: "admin", group: "administrator" },
      Math.floor(Date.now() / 1000) + 600,
    );
    const response = await ctx.request({ method: "GET", url: "/api/auth/me", token: legacy });
    expect(response.statusCode).toBe(200);
  });

  it("takes the group from the database, not from the token", async () => {
    await ctx.createUser("listener1", "user");
    const { uid } = await ctx.database.db
      .selectFrom("users")
      .select("uid")
      .where("name", "=", "listener1")
      .executeTakeFirstOrThrow();
    const claimsAdmin = await signWith(
      ctx.dir,
      { name: "listener1", group: "administrator", tv: 0, uid },
      Math.floor(Date.now() / 1000) + 600,
    );
    const response = await ctx.request({ method: "GET", url: "/api/credentials/users", token: claimsAdmin });
    expect(response.statusCode).toBe(403);
  });

  it("redirects the legacy /api/me to /api/auth/me", async () => {
    const token = await ctx.login("admin", ADMIN_PASSWORD);
    const response = await ctx.request({ method: "GET", url: "/api/me", token });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/api/auth/me");
  });
});

describe("with auth switched off", () => {
  it("acts as the administrator for every request, and login still issues tokens", async () => {
    const off = await createTestContext({ config: { auth: false } });
    try {
      const me = await off.request({ method: "GET", url: "/api/auth/me" });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: { name: "admin", group: "administrator" }, auth: false });
      expect((await off.request({ method: "GET", url: "/api/credentials/users" })).statusCode).toBe(200);
      expect((await off.request({ method: "GET", url: "/api/config/admin" })).statusCode).toBe(200);
      expect(await off.login("admin", ADMIN_PASSWORD)).toMatch(/^ey/);
    } finally {
      await off.close();
    }
  });
});
