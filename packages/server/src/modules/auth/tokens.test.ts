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

  describe("with the key of the kikoeru installation an account was imported from", () => {
    const ours = "a".repeat(64);
    const imported = "1e".repeat(32);
    const service = new TokenService(ours, {
      keyFor: async (name) => (name === "listener1" ? imported : null),
    });
    const kikoeru = (name: string, key: string, extra: Record<string, unknown> = {}) =>
      new SignJWT({ name, group: "user", ...extra })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer("http://kikoeru")
        .setAudience("http://kikoeru/api")
        .setSubject(typeof extra.sub === "string" ? extra.sub : name)
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(key));

    it("accepts that account's kikoeru token as one without identity", async () => {
      expect(await service.verify(await kikoeru("listener1", imported))).toEqual({
        name: "listener1",
        tokenVersion: 0,
        uid: null,
      });
    });

    it("refuses it for another account, with our claims, or signed with another key", async () => {
      for (const token of [
        await kikoeru("listener2", imported),
        await kikoeru("listener1", imported, { uid: "a1b2" }),
        await kikoeru("listener1", imported, { tv: 0 }),
        await kikoeru("listener1", imported, { sub: "admin" }),
        await kikoeru("listener1", "2d".repeat(32)),
      ]) {
        await expect(service.verify(token)).rejects.toBeInstanceOf(TokenError);
      }
    });
  });
});
