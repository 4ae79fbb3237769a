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
const DOCS_CSP: Directives = {
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

declare module "fastify" {
  interface FastifyContextConfig {
    /** `docs`: the route answers with the docs' policy instead of the web app's. */
    csp?: "docs";
  }
}

/** The header text of a policy. */
const policyOf = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");

/**
 * What every answer carries besides its CSP: no MIME sniffing, no framing, referrer only to this origin, and
 * the usual isolation headers. Not sent: Cross-Origin-Resource-Policy (other kikoeru clients on other origins
 * embed covers and play audio from this server) and Strict-Transport-Security (plain HTTP on a home network is
 * the usual case; an HTTPS proxy in front decides about HSTS). No upgrade-insecure-requests either: it would
 * send a browser to https:// for every file of a server that speaks plain HTTP.
 */
const COMMON_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
const DOCS_HEADERS = { ...COMMON_HEADERS, "content-security-policy": policyOf(DOCS_CSP) };

/**
 * Browser security headers on every answer Fastify sends (API, web app, errors, 404); `inlineScripts` are
 * the `'sha256-…'` sources of the built index.html's inline scripts. The header values are built once: a
 * middleware that rebuilds them per request (helmet through @fastify/helmet does) cost about a quarter of a
 * cached list request.
 */
export function installSecurityHeaders(app: FastifyInstance, inlineScripts: string[] = []): void {
  // The web app's index.html runs one inline script, the boot script (packages/web/boot-script-plugin.ts):
  // allowed by its hash, so any other inline script stays refused.
  const scripts = { ...APP_CSP, "script-src": [...(APP_CSP["script-src"] ?? []), ...inlineScripts] };
  const appHeaders = { ...COMMON_HEADERS, "content-security-policy": policyOf(scripts) };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.routeOptions.config.csp === "docs" ? DOCS_HEADERS : appHeaders);
    done();
  });
}
