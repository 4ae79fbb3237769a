import net from "node:net";
import tls from "node:tls";
import { type ResponseHead, ResponseParser } from "./http-response-parser.ts";

/** Bytes one socket read may bring: the buffer each connection reads into, again and again. */
const READ_BUFFER = 1024 * 1024;
/** How long a connection waits for its next request; below the usual keep-alive of servers (5 s). */
const KEEP_IDLE_MS = 4_000;

export interface DownloadRequest {
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Time for the head of the answer to arrive. */
  headersTimeoutMs: number;
  /** Time allowed between two reads of the body. */
  idleMs: number;
}

/**
 * Takes body bytes (a view of the connection's buffer, valid only during the call: write or copy them now)
 * and answers how many ms to wait before reading on (a bandwidth cap), or 0. What it throws ends the download.
 */
type Consume = (bytes: Buffer) => number;

export interface DownloadResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  /** Reads the body into `consume`; settles when the body is complete, or rejects (the connection is closed). */
  read(consume: Consume): Promise<void>;
  body: {
    /** Drops the body (and the connection). */
    dump(): Promise<void>;
  };
}

/** A connection failed or closed before the answer was complete. */
export class DownloadConnectionError extends Error {}

/** Connections waiting for their next request, by origin. */
const idle = new Map<string, Connection[]>();

/**
 * Sends a GET for a download: on a kept connection to the origin if there is one (tried again on a new one
 * when the kept one turns out closed before answering), else on a new one. Resolves with the head.
 */
export async function downloadGet(url: URL, request: DownloadRequest): Promise<DownloadResponse> {
  const kept = idle.get(url.origin)?.pop();
  if (kept) {
    try {
      return await kept.exchange(url, request);
    } catch (error) {
      if (kept.answered || request.signal.aborted) throw error;
    }
  }
  return new Connection(url.origin).exchange(url, request);
}

interface Waiting {
  resolve(): void;
  reject(error: Error): void;
}

/**
 * One connection to an origin, reading the socket into a reused buffer (`onread`): no buffer is allocated per
 * read, so the body's bytes never reach the garbage collector (undici's reads each allocate one, and V8 answers
 * their growth with full collections). It carries one exchange at a time: the head is read, the socket pauses
 * until the caller reads the body (the bytes that came with the head wait in a copy), and the body's bytes go
 * to the caller's `consume` straight from the buffer. Kept for the next exchange when the answer allows it.
 */
class Connection {
  private readonly socket: net.Socket;
  /** The exchange under way. */
  private request: DownloadRequest | null = null;
  private parser: ResponseParser | null = null;
  private head: ResponseHead | null = null;
  private pending: Buffer | null = null;
  private consume: Consume | null = null;
  private delay = 0;
  /** Bytes came after the end of the answer: the connection cannot be trusted with another. */
  private extra = false;
  private waiting: Waiting | null = null;
  private failure: Error | null = null;
  private timer: NodeJS.Timeout | undefined;
  private readonly abort = () => this.fail(this.request!.signal.reason as Error);
  /** Whether any byte of the current answer has arrived (a kept connection that fails before is stale). */
  answered = false;

  constructor(private readonly origin: string) {
    const url = new URL(origin);
    const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const buffer = Buffer.allocUnsafeSlow(READ_BUFFER);
    const onread = { buffer, callback: (n: number, bytes: Buffer) => this.onRead(bytes, n) };
    // tls.connect takes `onread` too (Node ≥ 15.1), though @types/node does not say so.
    const secure: tls.ConnectionOptions & { onread: typeof onread } = {
      host,
      port,
      onread,
      ...(net.isIP(host) ? {} : { servername: host }),
    };
    this.socket = url.protocol === "https:" ? tls.connect(secure) : net.connect({ host, port, onread });
    this.socket.on("error", (error) => this.fail(new DownloadConnectionError(error.message)));
    this.socket.on("end", () => this.ended());
    this.socket.on("close", () => {
      this.forget();
      this.fail(new DownloadConnectionError("connection closed"));
    });
    this.socket.on("timeout", () => this.fail(new DownloadConnectionError("idle timeout")));
  }

  exchange(url: URL, request: DownloadRequest): Promise<DownloadResponse> {
    const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
    for (const [name, value] of Object.entries(request.headers)) {
      if (/[\r\n]/.test(name + value)) return Promise.reject(new Error(`bad header ${name}`));
      lines.push(`${name}: ${value}`);
    }
    this.request = request;
    this.parser = new ResponseParser({
      head: (head) => {
        this.head = head;
      },
      body: (bytes) => {
        this.delay = Math.max(this.delay, this.consume!(bytes));
      },
      end: () => undefined,
    });
    this.head = this.pending = this.consume = this.failure = null;
    this.answered = this.extra = false;
    this.socket.ref();
    this.socket.setTimeout(0);
    request.signal.addEventListener("abort", this.abort, { once: true });
    return new Promise<DownloadResponse>((resolve, reject) => {
      this.waiting = { resolve: () => resolve(this.response()), reject };
      this.timer = setTimeout(
        () => this.fail(new DownloadConnectionError("headers timeout")),
        request.headersTimeoutMs,
      );
      this.socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      this.socket.resume();
    });
  }

  private response(): DownloadResponse {
    const head = this.head!;
    return {
      statusCode: head.statusCode,
      headers: head.headers,
      read: (consume) => this.read(consume),
      body: { dump: async () => this.close() },
    };
  }

  private read(consume: Consume): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.consume = consume;
      const pending = this.pending;
      this.pending = null;
      if (pending) {
        if (this.take(pending, pending.length) && this.waiting) this.readOn();
      } else if (this.parser!.done) this.finish();
      else this.readOn();
    });
  }

  private onRead(bytes: Buffer, n: number): boolean {
    this.answered = true;
    if (!this.request) {
      this.socket.destroy();
      return false;
    }
    if (this.head) return this.take(bytes, n);
    try {
      const at = this.parser!.push(bytes, 0, n, true);
      if (!this.head) return true;
      clearTimeout(this.timer);
      if (at < n) this.pending = Buffer.from(bytes.subarray(at, n));
      this.settle();
      return false;
    } catch (error) {
      this.fail(error as Error);
      return false;
    }
  }

  /** Body bytes to the consumer; whether to read on now. */
  private take(bytes: Buffer, n: number): boolean {
    try {
      this.delay = 0;
      if (this.parser!.push(bytes, 0, n) < n) this.extra = true;
      // Done: the connection reads on while kept, to notice when the server closes it.
      if (this.parser!.done) this.finish();
      if (this.parser!.done || this.delay === 0) return true;
      this.readOn(this.delay);
      return false;
    } catch (error) {
      this.fail(error as Error);
      return false;
    }
  }

  private readOn(ms = 0): void {
    this.socket.setTimeout(this.request!.idleMs);
    if (ms > 0) setTimeout(() => this.socket.resume(), ms);
    else this.socket.resume();
  }

  private ended(): void {
    if (!this.request) return;
    try {
      this.parser!.close();
      this.extra = true;
      if (this.consume) this.finish();
    } catch (error) {
      this.fail(error as Error);
    }
  }

  /** The answer is complete: the caller's read settles and the connection waits for the next request. */
  private finish(): void {
    const reusable = this.head!.keepAlive && !this.extra && !this.socket.destroyed;
    this.settle();
    this.release();
    if (!reusable) {
      this.socket.destroy();
      return;
    }
    this.socket.setTimeout(KEEP_IDLE_MS);
    this.socket.unref();
    const list = idle.get(this.origin) ?? [];
    list.push(this);
    idle.set(this.origin, list);
  }

  private settle(error?: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    if (error) waiting?.reject(error);
    else waiting?.resolve();
  }

  private fail(error: Error): void {
    if (this.request) {
      this.failure ??= error;
      this.settle(this.failure);
    }
    this.close();
  }

  private close(): void {
    this.release();
    this.socket.destroy();
  }

  /** The connection no longer serves the exchange: its timer and abort listener go. */
  private release(): void {
    clearTimeout(this.timer);
    this.request?.signal.removeEventListener("abort", this.abort);
    this.request = null;
  }

  private forget(): void {
    const list = idle.get(this.origin);
    const at = list?.indexOf(this) ?? -1;
    if (at >= 0) list!.splice(at, 1);
  }
}
