import { setTimeout as sleep } from "node:timers/promises";
import { said } from "@kikoeru/contract";
import type { Dispatcher, request } from "undici";
import { SaidError } from "../said-error.ts";
import { trustedCertificates } from "./certificates.ts";

export interface HttpClientOptions {
  /** Attempts per request when no answer arrives (network error, timeout); HTTP errors are final. */
  retry: number;
  retryDelay: number;
  /** Per-attempt timeout for a URL (dlsiteTimeout, hvdbTimeout…). */
  timeoutFor(url: URL): number;
  proxy: { host: string; port: number } | null;
  /** Origins requests may go to (the configured provider base URLs); anything else is refused. */
  allowedOrigins: readonly string[];
  connections: number;
  /** Extra trusted certificates in PEM (tests; the system store is always trusted). */
  ca?: readonly string[];
}

/** The site answered with an HTTP error status. */
export class HttpStatusError extends SaidError {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(said("metadata.httpStatus", { url, status }));
  }
}

/** A request could not get an answer after every attempt. */
export class HttpNetworkError extends SaidError {}

export interface GetOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Kikoeru";
/**
 * How long before a site's announced keep-alive timeout (`Keep-Alive: timeout=N`) a connection stops being
 * reused: a request sent on it later could cross the site's close. undici's 2 s default made a site that
 * keeps idle connections 1 s (the fake sites of the tests and the bench; some real ones) cost a TCP
 * connection per request; half a second covers a round trip to a far site, and a request that still meets
 * a closed connection is sent again (`get`).
 */
const KEEP_ALIVE_MARGIN_MS = 500;
/** undici's errors for a connection that closed under a request (or a write to one already closed). */
const CLOSED_CONNECTION = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);
const closedConnection = (error: unknown) =>
  CLOSED_CONNECTION.has((error as { code?: unknown } | null)?.code as string);

/**
 * Outbound HTTP for metadata and covers: keep-alive connections, per-attempt timeouts, retries only when no
 * answer arrived (reference §4.5), an HTTP proxy when configured (absolute-URI requests for http, CONNECT for
 * https), and only to the configured provider hosts.
 */
export class HttpClient {
  private undici: Promise<{ dispatcher: Dispatcher; request: typeof request }> | null = null;
  private readonly allowed: Set<string>;

  constructor(private readonly options: HttpClientOptions) {
    this.allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  }

  /** undici loads with the first request: a scan whose works are all unchanged asks nothing of anyone. */
  private connect() {
    this.undici ??= import("undici").then(({ Agent, ProxyAgent, request }) => {
      const { options } = this;
      const tls = { ca: [...trustedCertificates(), ...(options.ca ?? [])] };
      const dispatcher = options.proxy
        ? new ProxyAgent({
            uri: `http://${options.proxy.host}:${options.proxy.port}`,
            proxyTunnel: false,
            requestTls: tls,
            connections: options.connections,
            keepAliveTimeoutThreshold: KEEP_ALIVE_MARGIN_MS,
          })
        : new Agent({
            connect: tls,
            connections: options.connections,
            keepAliveTimeoutThreshold: KEEP_ALIVE_MARGIN_MS,
          });
      return { dispatcher, request };
    });
    return this.undici;
  }

  async text(url: string, options: GetOptions = {}): Promise<string> {
    return (await this.get(url, options)).toString("utf8");
  }

  async json(url: string, options: GetOptions = {}): Promise<unknown> {
    const text = await this.text(url, options);
    try {
      return JSON.parse(text);
    } catch {
      throw new SaidError(said("metadata.badJson", { url }));
    }
  }

  /**
   * The body of a 2xx answer; throws HttpStatusError for other statuses and HttpNetworkError when none came.
   * A kept-alive connection the site closed as the request went out is not an attempt: the GET is sent again
   * at once, once (the site's close and our reuse crossed; browsers do the same).
   */
  async get(url: string, options: GetOptions = {}): Promise<Buffer> {
    const target = new URL(url);
    if (!this.allowed.has(target.origin))
      throw new SaidError(said("metadata.originRefused", { origin: target.origin }));
    const { dispatcher, request } = await this.connect();
    const attempts = Math.max(1, this.options.retry);
    let lastError: unknown;
    let resent = false;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      options.signal?.throwIfAborted();
      const timeout = AbortSignal.timeout(this.options.timeoutFor(target));
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      try {
        const response = await request(target, {
          dispatcher,
          headers: { "user-agent": USER_AGENT, ...options.headers },
          signal,
        });
        const body = Buffer.from(await response.body.arrayBuffer());
        if (response.statusCode < 200 || response.statusCode >= 300) {
          throw new HttpStatusError(url, response.statusCode);
        }
        return body;
      } catch (error) {
        if (error instanceof HttpStatusError) throw error;
        options.signal?.throwIfAborted();
        lastError = error;
        if (!resent && closedConnection(error)) {
          resent = true;
          attempt--;
          continue;
        }
        if (attempt < attempts) await sleep(this.options.retryDelay, undefined, { signal: options.signal });
      }
    }
    const reason = lastError instanceof Error ? lastError.message : String(lastError);
    throw new HttpNetworkError(said("metadata.unreachable", { url, attempts, reason }));
  }

  async close(): Promise<void> {
    if (this.undici) await (await this.undici).dispatcher.close();
  }
}
