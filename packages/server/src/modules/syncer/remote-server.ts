import { setTimeout as sleep } from "node:timers/promises";
import { message } from "@kikoeru/contract";
import { type Dispatcher, request } from "undici";
import { type DownloadResponse, downloadGet } from "./download-client.ts";

/** A remote answer or failure; `retryable` ones (no answer, 429, 5xx) are tried again after a pause. */
export class RemoteError extends Error {
  constructor(
    sentence: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
    /** The HTTP status the remote answered, when it answered. */
    readonly status: number | null = null,
  ) {
    super(sentence);
  }
}

export interface RemoteOptions {
  /** Time for a remote to send its headers, and for a JSON answer to arrive whole. */
  timeoutMs: number;
  /** Idle time allowed between two chunks of a download. */
  idleMs: number;
  maxJsonBytes: number;
  attempts: number;
  backoffMs: number;
  userAgent: string;
}

/** What redirects, 401s and status errors need of an answer: undici's, or a download's (download-client.ts). */
export interface RemoteResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: { dump(): Promise<unknown> };
}

type Transport<R extends RemoteResponse> = (url: URL, options: SendOptions) => Promise<R>;

export interface Credentials {
  name: string;
  password: string;
}

interface SendOptions {
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

const MAX_REDIRECTS = 5;
const MAX_RETRY_AFTER_MS = 120_000;

/** Seconds or an HTTP date, as `Retry-After` gives it; null when absent or unreadable. */
function retryAfterOf(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const seconds = Number(text);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(text) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

/** The RemoteError for a status that is not a success: 408, 429 and 5xx are worth another try. */
export function statusError(url: string, response: RemoteResponse): RemoteError {
  const status = response.statusCode;
  const retryable = status === 408 || status === 429 || status >= 500;
  return new RemoteError(
    message("syncer.remoteStatus", { status, url: redact(url) }),
    retryable,
    retryAfterOf(response.headers["retry-after"]),
    status,
  );
}

/** A URL for messages: without its query (which may hold a token). */
const redact = (url: string) => url.replace(/\?.*$/, "");

/**
 * One remote server of our kind (or kikoeru's): its URLs, its JSON answers with a size cap and a timeout, and
 * its optional login. The token goes only to this server's origin, never to a host it links or redirects to
 * (a CDN); a 401 logs in again once.
 */
export class RemoteServer {
  readonly origin: string;
  private token: string | null = null;

  constructor(
    readonly host: string,
    private readonly credentials: Credentials | null,
    private readonly options: RemoteOptions,
    private readonly dispatcher: Dispatcher,
  ) {
    this.origin = new URL(host).origin;
  }

  /** An absolute http(s) URL for a link the remote gave: a path on this host, or an absolute URL. */
  resolve(link: string): string | null {
    try {
      const url = /^https?:\/\//i.test(link)
        ? new URL(link)
        : link.startsWith("/")
          ? new URL(this.host + link)
          : null;
      return url && (url.protocol === "http:" || url.protocol === "https:") ? url.href : null;
    } catch {
      return null;
    }
  }

  /** Runs `task` again after a back-off (2 s·2ⁿ with jitter, or Retry-After) while it fails retryably. */
  async retrying<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await task();
      } catch (error) {
        signal.throwIfAborted();
        const remote = error instanceof RemoteError ? error : null;
        if ((remote && !remote.retryable) || attempt >= this.options.attempts) throw error;
        const backoff = this.options.backoffMs * 2 ** (attempt - 1) * (1 + Math.random() / 2);
        await sleep(remote?.retryAfterMs ?? backoff, undefined, { signal });
      }
    }
  }

  /** The parsed JSON answer of a GET, retried on network errors, 429 and 5xx. */
  json(link: string, signal: AbortSignal): Promise<unknown> {
    const url = this.resolve(link);
    if (!url) return Promise.reject(new RemoteError(message("syncer.badUrl", { path: link }), false));
    return this.retrying(signal, async () => {
      const timeout = AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)]);
      const response = await this.send(url, { signal: timeout, headers: { accept: "application/json" } });
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw statusError(url, response);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > this.options.maxJsonBytes) {
          response.body.destroy();
          throw new RemoteError(message("syncer.remoteTooLarge", { url: redact(url) }), false);
        }
        chunks.push(chunk as Buffer);
      }
      try {
        return JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        throw new RemoteError(message("syncer.remoteBadJson", { url: redact(url) }), false);
      }
    });
  }

  /** A file's size from a HEAD (Content-Length), else from a one-byte range (Content-Range); null if neither. */
  async size(url: string, signal: AbortSignal): Promise<number | null> {
    const timeout = AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)]);
    const head = await this.send(url, { method: "HEAD", signal: timeout });
    await head.body.dump();
    const length = Number(head.headers["content-length"]);
    if (head.statusCode === 200 && Number.isSafeInteger(length)) return length;
    const ranged = await this.send(url, { signal: timeout, headers: { range: "bytes=0-0" } });
    await ranged.body.dump();
    const total = /\/(\d+)$/.exec(String(ranged.headers["content-range"] ?? ""))?.[1];
    return ranged.statusCode === 206 && total ? Number(total) : null;
  }

  /**
   * One request, following redirects (the token is dropped once the target leaves this origin) and logging in
   * again once when this origin answers 401. Network failures come back as retryable RemoteErrors.
   */
  send(url: string, options: SendOptions): Promise<Dispatcher.ResponseData> {
    return this.authorized(url, options, (target, sendOptions) => this.once(target, sendOptions));
  }

  /**
   * A GET for a file's bytes, through download-client.ts (the body is read into reused buffers); the same
   * redirects, token and re-login as `send`. Only idle time between reads of the body is limited.
   */
  download(url: string, options: Pick<SendOptions, "headers" | "signal">): Promise<DownloadResponse> {
    return this.authorized(url, options, async (target, { headers, signal }) => {
      const request = {
        headers: this.headersFor(target, headers),
        signal,
        headersTimeoutMs: this.options.timeoutMs,
        idleMs: this.options.idleMs,
      };
      try {
        return await downloadGet(target, request);
      } catch (error) {
        throw this.unreachable(target, error, signal);
      }
    });
  }

  private async authorized<R extends RemoteResponse>(
    url: string,
    options: SendOptions,
    transport: Transport<R>,
  ): Promise<R> {
    if (this.credentials && this.token === null) await this.login(options.signal);
    let response = await this.follow(url, options, transport);
    if (response.statusCode === 401 && this.credentials && new URL(url).origin === this.origin) {
      await response.body.dump();
      await this.login(options.signal);
      response = await this.follow(url, options, transport);
    }
    return response;
  }

  private async follow<R extends RemoteResponse>(
    start: string,
    options: SendOptions,
    transport: Transport<R>,
  ): Promise<R> {
    let url = new URL(start);
    for (let hop = 0; ; hop++) {
      const response = await transport(url, options);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !location || hop >= MAX_REDIRECTS)
        return response;
      await response.body.dump();
      url = new URL(String(location), url);
      if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new RemoteError(message("syncer.badUrl", { path: url.href }), false);
    }
  }

  /** Our headers for a request to `url`: the token only when it goes to this server's origin. */
  private headersFor(url: URL, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { "user-agent": this.options.userAgent, ...extra };
    if (this.token && url.origin === this.origin) headers.authorization = `Bearer ${this.token}`;
    return headers;
  }

  /** A failure to reach the remote (or to read its answer): retryable, unless the pull was stopped. */
  unreachable(url: URL | string, error: unknown, signal: AbortSignal): unknown {
    if (signal.aborted) return signal.reason;
    if (error instanceof RemoteError) return error;
    const reason = error instanceof Error ? error.message : String(error);
    const href = typeof url === "string" ? url : url.href;
    return new RemoteError(message("syncer.remoteUnreachable", { url: redact(href), reason }), true);
  }

  private async once(url: URL, options: SendOptions): Promise<Dispatcher.ResponseData> {
    try {
      return await request(url, {
        method: options.method ?? "GET",
        headers: this.headersFor(url, options.headers),
        ...(options.body === undefined ? {} : { body: options.body }),
        signal: options.signal,
        dispatcher: this.dispatcher,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
    } catch (error) {
      throw this.unreachable(url, error, options.signal);
    }
  }

  private async login(signal: AbortSignal): Promise<void> {
    const { name, password } = this.credentials!;
    const url = `${this.host}/api/auth/me`;
    const response = await this.once(new URL(url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, password }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)]),
    });
    const text = await response.body.text();
    let token: unknown;
    try {
      token = (JSON.parse(text) as { token?: unknown }).token;
    } catch {
      token = undefined;
    }
    if (response.statusCode !== 200 || typeof token !== "string") {
      const reason = message("syncer.remoteStatus", { status: response.statusCode, url });
      throw new RemoteError(message("syncer.loginFailed", { reason }), response.statusCode >= 500);
    }
    this.token = token;
  }
}
