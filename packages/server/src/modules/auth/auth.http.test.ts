import { userMessages } from "@kikoeru/contract";
import { decodeJwt } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { LoginLimiter } from "../../http/login-limiter.ts";

describe("POST /api/auth/me (login)", () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  it("returns an HS256 token with the claims old clients read, valid for expiresIn", async () => {
    const token = await ctx.login("admin", ADMIN_PASSWORD);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: "http://kikoeru",
      aud: "http://kikoeru/api",
      sub: "admin",
      name: "admin",
      group: "administrator",
    });
    expect(claims.exp! - claims.iat!).toBe(2_592_000);
  });

  it("accepts a form-encoded body as well as JSON", async () => {
    const response = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `name=admin&password=${ADMIN_PASSWORD}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toMatch(/^ey/);
  });

  it("answers 401 with the kikoeru message and WWW-Authenticate for a wrong password or unknown user", async () => {
    for (const payload of [
      { name: "admin", password: "wrong-password" },
      { name: "nobody-here", password: "whatever" },
    ]) {
      const response = await ctx.request({ method: "POST", url: "/api/auth/me", payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: userMessages.wrongCredentials, code: "WRONG_CREDENTIALS" });
      expect(response.headers["www-authenticate"]).toContain("Bearer");
    }
  });

  it("answers 422 with the Chinese field messages for short names and passwords", async () => {
    const response = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      payload: { name: "ab", password: "12" },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.map((e: { msg: string }) => e.msg).sort()).toEqual(
      [userMessages.nameTooShort, userMessages.passwordTooShort].sort(),
    );
    expect(body.errors[0]).toMatchObject({ location: "body" });
    expect(body.errors.find((e: { param: string }) => e.param === "name").value).toBe("ab");
    expect(body.errors.find((e: { param: string }) => e.param === "password").value).toBe("");
    expect(response.body).not.toContain('"12"');
  });

  it("answers 422 when fields are missing or of the wrong type", async () => {
    const missing = await ctx.request({ method: "POST", url: "/api/auth/me", payload: {} });
    expect(missing.statusCode).toBe(422);
    const wrongType = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      payload: { name: 12345, password: ["x"] },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.length).toBe(2);
  });

  it("answers 400 {error} for malformed JSON and 413 for an oversized body", async () => {
    const malformed = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      headers: { "content-type": "application/json" },
      payload: '{"name": "admin",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBeTypeOf("string");
    const huge = await ctx.request({
      method: "POST",
      url: "/api/auth/me",
      payload: { name: "admin", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBeTypeOf("string");
  });
});

describe("login rate limit", () => {
  const attempt = (ctx: TestContext, name: string, password: string, remoteAddress = "127.0.0.1") =>
    ctx.request({ method: "POST", url: "/api/auth/me", remoteAddress, payload: { name, password } });

  it("answers 429 with a clear message after repeated failures from one address, and lets others in", async () => {
    const ctx = await createTestContext({ loginLimiter: new LoginLimiter({ perAddress: 3 }) });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(ctx, "admin", "wrong-pass")).statusCode).toBe(401);
      const blocked = await attempt(ctx, "admin", ADMIN_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatch(/登录尝试次数过多，请在 \d+ 秒后再试/);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect((await attempt(ctx, "admin", ADMIN_PASSWORD, "10.1.2.3")).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it("is not reset by the attacker signing in to their own account between guesses", async () => {
    const ctx = await createTestContext();
    try {
      await ctx.createUser("visitor1", "guest", "guest-secret");
      const answers: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (let guess = 0; guess < 9; guess++) {
          answers.push((await attempt(ctx, "admin", `guess-${round}-${guess}`, "10.6.6.6")).statusCode);
        }
        await attempt(ctx, "visitor1", "guest-secret", "10.6.6.6");
      }
      expect(answers.filter((status) => status === 401)).toHaveLength(10);
      expect(answers.slice(10).every((status) => status === 429)).toBe(true);
      const correct = await attempt(ctx, "admin", ADMIN_PASSWORD, "10.6.6.6");
      expect(correct.statusCode).toBe(429);
      expect(correct.json().error).toMatch(/登录尝试次数过多/);
    } finally {
      await ctx.close();
    }
  });

  it("throttles an account guessed at from many addresses, and the owner still signs in from a clean one", async () => {
    const ctx = await createTestContext({
      loginLimiter: new LoginLimiter({ perAccount: 5, accountLockMs: 120_000 }),
    });
    try {
      for (let i = 1; i <= 5; i++) {
        expect((await attempt(ctx, "admin", "wrong-pass", `10.9.0.${i}`)).statusCode).toBe(401);
      }
      const again = await attempt(ctx, "admin", "another-guess", "10.9.0.1");
      expect(again.statusCode).toBe(429);
      expect(again.json().error).toBe(userMessages.tooManyAttempts(120));
      expect(again.headers["retry-after"]).toBe("120");
      expect((await attempt(ctx, "admin", ADMIN_PASSWORD, "192.168.1.20")).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
