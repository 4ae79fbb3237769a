import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";

/**
 * How long a client may take to send its request. Node's `requestTimeout` and `headersTimeout` cover only
 * receiving the request (the clock stops once the body is in), so long media downloads are never cut;
 * a stalled body or header gets 408 and the connection closes.
 */
export interface HttpTimeouts {
  /** Whole request, headers and body, from its first byte (or from the connection's start). */
  requestMs: number;
  /** Request line and headers. */
  headersMs: number;
  /** An idle keep-alive connection after a response. */
  keepAliveMs: number;
  /** How often Node checks connections against the two limits above; a late 408 is this much later. */
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 20_000,
  keepAliveMs: 10_000,
  checkIntervalMs: 2_000,
};

/**
 * Fastify's server options for these limits. No socket idle timeout (`connectionTimeout`): a browser
 * stops reading an audio stream once it has buffered enough and may leave the connection quiet for minutes.
 */
export function timeoutOptions(
  timeouts: HttpTimeouts,
): Pick<FastifyHttpOptions<Server>, "requestTimeout" | "keepAliveTimeout" | "connectionTimeout" | "http"> {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: 0,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
