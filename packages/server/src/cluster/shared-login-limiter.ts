import type { LoginAttempts } from "../http/login-limiter.ts";
import type { LoginFailuresRepo } from "./login-failures.repo.ts";

const MINUTE = 60_000;
/** The same limits as this process's LoginLimiter (docs/security.md "Login limiter"). */
const PER_ADDRESS = 10;
const ADDRESS_WINDOW_MS = 15 * MINUTE;
const PER_ACCOUNT = 30;
const ACCOUNT_WINDOW_MS = 60 * MINUTE;
const ACCOUNT_LOCK_MS = 15 * MINUTE;
/** Failures older than every window are deleted, at most this often. */
const SWEEP_EVERY_MS = MINUTE;

/**
 * The login limiter of a cluster: LoginLimiter's rules over `login_failures`, so a guesser spreading its
 * attempts over the instances behind a proxy gets no more guesses than against one. The rows replace the
 * in-memory tables (and their size cap): one row per failure, swept once older than the longest window.
 */
export class SharedLoginLimiter implements LoginAttempts {
  private lastSweep = 0;

  constructor(
    private readonly repo: LoginFailuresRepo,
    private readonly now: () => number = Date.now,
  ) {}

  async retryAfter(address: string, account: string): Promise<number> {
    const now = this.now();
    let until = await this.limitedUntil("address", address, PER_ADDRESS, ADDRESS_WINDOW_MS, now);
    const attackedUntil = await this.limitedUntil("account", account, PER_ACCOUNT, ACCOUNT_WINDOW_MS, now);
    if (attackedUntil > now) {
      const last = await this.repo.lastOfPair(address, account, now - ACCOUNT_LOCK_MS);
      if (last !== null) until = Math.max(until, Math.min(attackedUntil, last + ACCOUNT_LOCK_MS));
    }
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
  }

  async fail(address: string, account: string): Promise<void> {
    const now = this.now();
    await this.repo.add(address, account, now);
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.repo.sweep(now - ACCOUNT_WINDOW_MS);
    }
  }

  async succeed(address: string, account: string): Promise<void> {
    await this.repo.forgetPair(address, account);
  }

  /** When the failures fall below `limit` within `windowMs`; 0 when they already are. */
  private async limitedUntil(
    column: "address" | "account",
    value: string,
    limit: number,
    windowMs: number,
    now: number,
  ): Promise<number> {
    const times = await this.repo.newest(column, value, now - windowMs, limit);
    return times.length < limit ? 0 : times[limit - 1]! + windowMs;
  }
}
