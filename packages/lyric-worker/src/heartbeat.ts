import type { HeldTask, ProtocolClient } from "./protocol-client.ts";

/**
 * Sends `status` at once and then every `everyMs` with the latest progress text and percent, while the
 * engine works on its own thread. `status` renews the server's lease; an answer of `success:false` means the
 * task was taken away, which aborts `lost` so that the worker stops working on it.
 */
export class Heartbeat {
  private readonly lostController = new AbortController();
  readonly lost = this.lostController.signal;
  private text = "";
  private percent = 0;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly client: ProtocolClient,
    private readonly task: HeldTask,
    private readonly everyMs: number,
    private readonly log: (line: string) => void,
  ) {}

  /** Records the progress; the first report starts the beat. */
  report(text: string, percent: number): void {
    const first = this.text === "";
    this.text = text;
    this.percent = percent;
    if (first) this.beat();
  }

  giveUp(): void {
    this.lostController.abort(new Error("任务已被收回"));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  private beat(): void {
    if (this.stopped) return;
    this.inFlight = this.client
      .status(this.task, this.text, this.percent)
      .then(
        (held) => {
          if (!held) this.giveUp();
        },
        (error: Error) => {
          if (!this.stopped) this.log(`上报进度失败：${error.message}`);
        },
      )
      .finally(() => {
        if (!this.stopped && !this.lost.aborted) this.timer = setTimeout(() => this.beat(), this.everyMs);
      });
  }
}
