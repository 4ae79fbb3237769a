import { describe, expect, it, vi } from "vitest";
import { TokenError, TokenService } from "./tokens.ts";

describe("TokenService", () => {
  it("round-trips name and token version", async () => {
    const service = new TokenService("k".repeat(64));
    const token = await service.sign({ name: "listener1", group: "user", tokenVersion: 3 }, 60);
    expect(await service.verify(token)).toEqual({ name: "listener1", tokenVersion: 3 });
    expect(await service.verify(token)).toEqual({ name: "listener1", tokenVersion: 3 });
  });

  it("refuses a cached token once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const service = new TokenService("k".repeat(64));
      const token = await service.sign({ name: "listener1", group: "user", tokenVersion: 0 }, 60);
      await service.verify(token);
      vi.setSystemTime(Date.now() + 61_000);
      await expect(service.verify(token)).rejects.toBeInstanceOf(TokenError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a token signed with another key", async () => {
    const token = await new TokenService("a".repeat(64)).sign(
      { name: "x1234", group: "user", tokenVersion: 0 },
      60,
    );
    await expect(new TokenService("b".repeat(64)).verify(token)).rejects.toBeInstanceOf(TokenError);
  });
});
