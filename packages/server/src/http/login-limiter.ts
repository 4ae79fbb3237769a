/**
 * Counts failed logins per client address over a sliding window. Successful logins clear the count, so a
 * person who mistypes once is never locked out, while guessing is slowed to `maxFailures` per window.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds the address must wait, or 0 when it may try. */
  retryAfter(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - this.now()) / 1000));
  }

  fail(address: string): void {
    const recent = this.recent(address);
    recent.push(this.now());
    this.failures.set(address, recent.slice(-this.maxFailures));
    if (this.failures.size > 10_000) this.sweep();
  }

  succeed(address: string): void {
    this.failures.delete(address);
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(address) ?? []).filter((t) => t > since);
  }

  private sweep(): void {
    for (const address of [...this.failures.keys()]) {
      if (this.recent(address).length === 0) this.failures.delete(address);
    }
  }
}
