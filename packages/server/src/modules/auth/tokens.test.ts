import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { TokenError, TokenService } from "./tokens.ts";

describe("TokenService", () => {
  it("round-trips name, token version and account identity", async () => {
    const service = new TokenService("k".repeat(64));
    const token = await service.sign({ name: "listener1", group: "user", tokenVersion: 3, uid: "a1b2" }, 60);
    const claims = { name: "listener1", tokenVersion: 3, uid: "a1b2" };
    expect(await service.verify(token)).toEqual(claims);
    expect(await service.verify(token)).toEqual(claims);
  });

  it("reads a kikoeru token without tv or uid as version 0 with no identity", async () => {
    const key = "k".repeat(64);
    const token = await new SignJWT({ name: "listener1", group: "user" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("http://kikoeru")
      .setAudience("http://kikoeru/api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(key));
    expect(await new TokenService(key).verify(token)).toEqual({
      name: "listener1",
      tokenVersion: 0,
      uid: null,
    });
  });

  it("refuses a cached token once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const service = new TokenService("k".repeat(64));
      const token = await service.sign(
        { name: "listener1", group: "user", tokenVersion: 0, uid: "a1b2" },
        60,
      );
      await service.verify(token);
      vi.setSystemTime(Date.now() + 61_000);
      await expect(service.verify(token)).rejects.toBeInstanceOf(TokenError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a token signed with another key", async () => {
    const token = await new TokenService("a".repeat(64)).sign(
      { name: "x1234", group: "user", tokenVersion: 0, uid: "a1b2" },
      60,
    );
    await expect(new TokenService("b".repeat(64)).verify(token)).rejects.toBeInstanceOf(TokenError);
  });
});
