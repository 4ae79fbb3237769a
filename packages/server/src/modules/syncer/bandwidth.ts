import { setTimeout as sleep } from "node:timers/promises";

/**
 * The optional bandwidth cap (`syncerMaxBytesPerSecond`, 0 = none), shared by every download of the server:
 * a token bucket holding at most one second of bytes; a download that overdraws it waits for its debt.
 */
export class Bandwidth {
  private available = 0;
  private last = Date.now();

  constructor(private readonly rate: () => number) {}

  capped(): boolean {
    return this.rate() > 0;
  }

  async take(bytes: number, signal: AbortSignal): Promise<void> {
    const rate = this.rate();
    if (rate <= 0) return;
    const now = Date.now();
    this.available = Math.min(rate, this.available + ((now - this.last) * rate) / 1000);
    this.last = now;
    this.available -= bytes;
    if (this.available < 0) await sleep((-this.available * 1000) / rate, undefined, { signal });
  }
}
