import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

type Directives = Record<string, string[]>;

/**
 * The web app's policy: everything from this server. Mantine writes its theme into `<style>` elements at
 * run time (style-src 'unsafe-inline', checked in the browser by e2e/specs/csp.spec.ts); the player hands
 * the lock screen its cover as a blob: URL, and the issue allows blob: media too; socket.io talks over
 * WebSocket, which older browsers do not count as 'self'. The built app uses no data: URLs.
 */
const APP_CSP: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "blob:"],
  "media-src": ["'self'", "blob:"],
  "connect-src": ["'self'", "ws:", "wss:"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** swagger-ui (/api/docs) sets inline styles and draws its icons from data: URLs. */
export const DOCS_CSP: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** Helmet's options for a policy, for the whole app or one route (`helmet` of a route). */
export function cspFor(directives: Directives): {
  contentSecurityPolicy: { useDefaults: false; directives: Directives };
} {
  // useDefaults off: helmet's defaults add upgrade-insecure-requests, which sends a browser to https://
  // for every file of a server that usually speaks plain HTTP on a home network.
  return { contentSecurityPolicy: { useDefaults: false, directives } };
}

/**
 * Browser security headers on every answer Fastify sends (API, web app, errors, 404): the CSP above,
 * nosniff, no framing (frame-ancestors and X-Frame-Options), Referrer-Policy same-origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    ...cspFor(APP_CSP),
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
    // Other kikoeru clients on other origins embed covers and play audio from this server.
    crossOriginResourcePolicy: false,
    // Plain HTTP on a home network is the usual case; an HTTPS proxy in front decides about HSTS.
    strictTransportSecurity: false,
  });
}
