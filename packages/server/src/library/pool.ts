import { setImmediate as nextTurn } from "node:timers/promises";

/** Runs `task` over `items` with at most `concurrency` at once; stops taking new items once `signal` aborts. */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  signal: AbortSignal | undefined,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await task(items[index]!, index);
      // Database calls resolve synchronously: without this turn a worker could hold the event loop.
      await nextTurn();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  signal?.throwIfAborted();
}

/** A counting semaphore: at most `size` calls of `run` at once. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing call hands its slot straight to the next waiter, so `active` never exceeds `size`.
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
