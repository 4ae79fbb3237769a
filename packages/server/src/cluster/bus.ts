import pg from "pg";

/** The channel every instance listens on for changes it must not serve stale (NOTIFY payloads stay tiny). */
const CHANNEL = "kikoeru_cluster";
const RECONNECT_MS = 2_000;

/**
 * A change another instance made (its config file was rewritten, an account changed), or work it queued
 * for the instances that take it (`wake`, e.g. an encode for the `transcode` role).
 */
export type ClusterNote =
  | { kind: "config" }
  | { kind: "user"; name: string }
  | { kind: "wake"; queue: string };

interface Envelope {
  from: string;
  note: ClusterNote;
}

export interface BusEvents {
  /** A note from another instance. */
  note(note: ClusterNote): void;
  /** The listening connection was (re)opened: notes sent meanwhile are lost, so everything is re-read. */
  resync(): void;
  /** The listening connection broke; it is reopened after `retryMs`. */
  lost(error: Error, retryMs: number): void;
}

/**
 * LISTEN/NOTIFY between the instances of one PostgreSQL database, through `pg`: one dedicated listening
 * connection that reconnects by itself, and NOTIFY through a pool. Notes from this instance are ignored.
 */
export class ClusterBus {
  private listener: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
    private readonly instanceId: string,
    private readonly events: BusEvents,
  ) {}

  /** Opens the listening connection; resolves once LISTEN is in place (or the first attempt failed). */
  async start(): Promise<void> {
    await this.connect();
  }

  async publish(note: ClusterNote): Promise<void> {
    const envelope: Envelope = { from: this.instanceId, note };
    await this.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(envelope)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => this.receive(message.payload));
    client.on("error", (error) => this.broken(client, error));
    client.on("end", () => this.broken(client, new Error("connection ended")));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      this.broken(client, error as Error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.events.resync();
  }

  private broken(client: pg.Client, error: Error): void {
    if (this.closed || (this.listener !== null && this.listener !== client)) return;
    if (this.retry) return;
    this.listener = null;
    client.removeAllListeners("end");
    void client.end().catch(() => undefined);
    this.events.lost(error, RECONNECT_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }

  private receive(payload: string | undefined): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload ?? "") as Envelope;
    } catch {
      return;
    }
    if (envelope.from !== this.instanceId && envelope.note) this.events.note(envelope.note);
  }
}
