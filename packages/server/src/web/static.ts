import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { errors } from "../http/errors.ts";

const NOT_APP = /^\/(api|socket\.io)(\/|$)/;
/** Vite names every file under assets/ by its content hash, so a browser may keep them for good. */
const HASHED = /[\\/]assets[\\/]/;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html and sw.js name the current build: always ask the server again. */
const REVALIDATE = "no-cache";

/** An inline script: a `<script>` element without `src`. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) that allow the inline scripts of the built index.html, read once at start:
 * a rebuild while the server runs leaves its new script refused, and the app then starts without it.
 */
export async function inlineScriptHashes(webRoot: string): Promise<string[]> {
  const html = await readFile(`${webRoot}/index.html`, "utf8").catch(() => "");
  const hash = (code: string) => createHash("sha256").update(code).digest("base64");
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code = ""]) => `'sha256-${hash(code)}'`);
}

/**
 * Serves the built web app at `/`, with history fallback: any other GET that is not under /api or
 * /socket.io gets index.html so client-side routes survive a reload. With no web root (an API-only cluster
 * instance) every unknown path is a 404 in our error shape.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const built = webRoot !== null && existsSync(`${webRoot}/index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: ["index.html"],
      cacheControl: false,
      // The build writes brotli copies of its scripts and styles (packages/web/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (reply, file) => reply.header("Cache-Control", HASHED.test(file) ? IMMUTABLE : REVALIDATE),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (built && (request.method === "GET" || request.method === "HEAD") && !NOT_APP.test(path)) {
      return reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", REVALIDATE)
        .sendFile("index.html");
    }
    throw errors.routeNotFound(request.method, path);
  });
}
