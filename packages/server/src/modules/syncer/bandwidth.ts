/**
 * The optional bandwidth cap (`syncerMaxBytesPerSecond`, 0 = none), shared by every download of a task's
 * thread: a token bucket holding at most one second of bytes; a download that overdraws it waits for its debt.
 */
export class Bandwidth {
  private available = 0;
  private last = Date.now();

  constructor(private readonly rate: () => number) {}

  /** Takes `bytes` from the bucket; answers how many ms the download must wait before reading on (0: none). */
  take(bytes: number): number {
    const rate = this.rate();
    if (rate <= 0) return 0;
    const now = Date.now();
    this.available = Math.min(rate, this.available + ((now - this.last) * rate) / 1000);
    this.last = now;
    this.available -= bytes;
    return this.available < 0 ? Math.ceil((-this.available * 1000) / rate) : 0;
  }
}
