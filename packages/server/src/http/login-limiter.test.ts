import { describe, expect, it } from "vitest";
import { LoginLimiter } from "./login-limiter.ts";

const MINUTE = 60_000;

function limiterAt(start = 1_000_000) {
  const clock = { now: start };
  const limiter = new LoginLimiter({
    perAddress: 3,
    addressWindowMs: 10 * MINUTE,
    perAccount: 5,
    accountWindowMs: 60 * MINUTE,
    accountLockMs: 5 * MINUTE,
    maxKeys: 100,
    now: () => clock.now,
  });
  return { limiter, clock };
}

describe("LoginLimiter", () => {
  it("blocks an address after its failures and lets it try again once the window has passed", () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter("10.0.0.1", "admin")).toBe(0);
      limiter.fail("10.0.0.1", "admin");
      clock.now += MINUTE;
    }
    expect(limiter.retryAfter("10.0.0.1", "admin")).toBe(7 * 60);
    expect(limiter.retryAfter("10.0.0.1", "visitor1")).toBe(7 * 60);
    expect(limiter.retryAfter("10.0.0.2", "admin")).toBe(0);
    clock.now += 7 * MINUTE;
    expect(limiter.retryAfter("10.0.0.1", "admin")).toBe(0);
  });

  it("clears only the signed-in account's failures on success, not the address's failures against others", () => {
    const { limiter } = limiterAt();
    for (let round = 0; round < 5; round++) {
      if (limiter.retryAfter("10.0.0.1", "admin") > 0) break;
      limiter.fail("10.0.0.1", "admin");
      limiter.succeed("10.0.0.1", "visitor1");
    }
    expect(limiter.retryAfter("10.0.0.1", "admin")).toBeGreaterThan(0);
  });

  it("forgives a mistyped password once the same account signs in from that address", () => {
    const { limiter } = limiterAt();
    limiter.fail("10.0.0.1", "listener1");
    limiter.fail("10.0.0.1", "listener1");
    limiter.succeed("10.0.0.1", "listener1");
    limiter.fail("10.0.0.1", "listener1");
    limiter.fail("10.0.0.1", "listener1");
    expect(limiter.retryAfter("10.0.0.1", "listener1")).toBe(0);
  });

  it("throttles an account attacked from many addresses, while a clean address may still try", () => {
    const { limiter, clock } = limiterAt();
    for (let i = 1; i <= 5; i++) {
      expect(limiter.retryAfter(`10.0.1.${i}`, "admin")).toBe(0);
      limiter.fail(`10.0.1.${i}`, "admin");
    }
    // Each attacking address has one failure: far below its own limit, but the account is under attack.
    expect(limiter.retryAfter("10.0.1.1", "admin")).toBe(5 * 60);
    expect(limiter.retryAfter("10.0.1.1", "visitor1")).toBe(0);
    expect(limiter.retryAfter("192.168.1.20", "admin")).toBe(0);
    clock.now += 2 * MINUTE;
    expect(limiter.retryAfter("10.0.1.5", "admin")).toBe(3 * 60);
    clock.now += 3 * MINUTE;
    expect(limiter.retryAfter("10.0.1.5", "admin")).toBe(0);
  });

  it("ends the account throttle when its failures leave the longer window", () => {
    const { limiter, clock } = limiterAt();
    for (let i = 1; i <= 5; i++) limiter.fail(`10.0.1.${i}`, "admin");
    clock.now += 59 * MINUTE;
    limiter.fail("10.0.2.1", "admin");
    // Its own wait would be 5 minutes, but the first five failures leave the hour in 1 minute.
    expect(limiter.retryAfter("10.0.2.1", "admin")).toBe(60);
    clock.now += MINUTE;
    expect(limiter.retryAfter("10.0.2.1", "admin")).toBe(0);
  });

  it("lets the owner's address in again after it signs in, even while the account is throttled", () => {
    const { limiter } = limiterAt();
    for (let i = 1; i <= 5; i++) limiter.fail(`10.0.1.${i}`, "admin");
    limiter.fail("192.168.1.20", "admin");
    expect(limiter.retryAfter("192.168.1.20", "admin")).toBeGreaterThan(0);
    limiter.succeed("192.168.1.20", "admin");
    expect(limiter.retryAfter("192.168.1.20", "admin")).toBe(0);
  });

  it("stays bounded when failures come from ever new addresses and names", () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 5_000; i++) {
      limiter.fail(`10.${i >> 8}.${i & 255}.1`, `name${i}`);
      clock.now += 10;
    }
    expect(limiter.size).toBeLessThanOrEqual(300);
    expect(limiter.retryAfter("10.19.135.1", "name4999")).toBe(0);
    limiter.fail("10.19.135.1", "name4999");
    limiter.fail("10.19.135.1", "name4999");
    expect(limiter.retryAfter("10.19.135.1", "name4999")).toBeGreaterThan(0);
  });
});
