import type { QueueTrack } from "./engine.ts";

const historyDebounceMs = 500;
const historyIntervalMs = 60_000;

/** What PUT /api/histroy receives. */
export interface HistoryPayload {
  work_id: number;
  state: { queue: QueueTrack[]; index: number; seconds: number };
}

export interface HistorySource {
  queue: QueueTrack[];
  index: number;
  currentTime: number;
  /** A history resume is pending: the position is not the user's yet. */
  resuming: boolean;
}

export interface HistorySaverOptions {
  save: (payload: HistoryPayload) => Promise<unknown>;
  read: () => HistorySource;
  log?: (error: unknown) => void;
}

/** The payload for the current position, or null when there is nothing to save. */
export function historyPayload(source: HistorySource): HistoryPayload | null {
  const track = source.queue[source.index];
  if (!track || source.resuming) return null;
  return {
    work_id: track.workId,
    state: { queue: source.queue, index: source.index, seconds: Math.floor(source.currentTime * 10) / 10 },
  };
}

function sameSave(a: HistoryPayload, b: HistoryPayload): boolean {
  return (
    a.work_id === b.work_id &&
    a.state.index === b.state.index &&
    Math.floor(a.state.seconds) === Math.floor(b.state.seconds) &&
    a.state.queue.length === b.state.queue.length &&
    a.state.queue.every((track, i) => track.hash === b.state.queue[i]?.hash)
  );
}

/**
 * Saves the play position: debounced 500 ms after a change, every 60 s, and at once when the page is
 * hidden. Saves are skipped while resuming or when nothing changed since the last successful save; a
 * failed save is only logged.
 */
export class HistorySaver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  private last: HistoryPayload | null = null;

  constructor(private readonly options: HistorySaverOptions) {}

  start(): void {
    this.interval ??= setInterval(() => void this.flush(), historyIntervalMs);
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    if (this.timer) clearTimeout(this.timer);
    this.interval = null;
    this.timer = null;
  }

  /** Something worth saving changed: save once things settle for 500 ms. */
  changed(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, historyDebounceMs);
  }

  /** Saves now (unless skipped). */
  async flush(): Promise<void> {
    const payload = historyPayload(this.options.read());
    if (!payload || (this.last && sameSave(this.last, payload))) return;
    try {
      await this.options.save(payload);
      this.last = payload;
    } catch (error) {
      (this.options.log ?? console.warn)(error);
    }
  }
}
