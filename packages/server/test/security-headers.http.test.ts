import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "./harness.ts";
import { addWork, createLibrary, wavBytes } from "./media/library.ts";

/** A built index.html has one inline script (the boot script) beside its module scripts. */
const BOOT_SCRIPT = 'fetch("/api/auth/me")';
const INDEX_HTML = `<!doctype html><title>Kikoeru</title><script data-first-route="/assets/x.js">${BOOT_SCRIPT}</script><script type="module" src="/assets/app.js"></script>`;
/** The CSP source that allows exactly that script. */
const BOOT_HASH = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;

let ctx: TestContext;
let token: string;
let webRoot: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-web-"));
  await fs.mkdir(path.join(webRoot, "assets"), { recursive: true });
  await fs.writeFile(path.join(webRoot, "index.html"), INDEX_HTML);
  await fs.writeFile(path.join(webRoot, "assets", "app.js"), "console.log(1)");
  await fs.writeFile(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {})");
  ctx = await createTestContext({ webRoot });
  token = await ctx.login("admin", ADMIN_PASSWORD);
  await addWork(ctx, await createLibrary(ctx), { id: 123456, files: [{ path: "a.wav", bytes: wavBytes() }] });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

/** The CSP as a map from directive to its sources. */
function policy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectBrowserHeaders(response: LightMyRequestResponse, name: string): void {
  expect(response.headers["x-content-type-options"], name).toBe("nosniff");
  expect(response.headers["x-frame-options"], name).toBe("DENY");
  expect(response.headers["referrer-policy"], name).toBe("same-origin");
  // Other kikoeru clients on other origins embed covers and play audio from this server.
  expect(response.headers["cross-origin-resource-policy"], name).toBeUndefined();
  // Usually plain HTTP on a home network: HSTS belongs to the HTTPS proxy in front, if any.
  expect(response.headers["strict-transport-security"], name).toBeUndefined();
  const csp = policy(response);
  expect(csp.get("frame-ancestors"), name).toEqual(["'none'"]);
  expect(csp.get("default-src"), name).toEqual(["'self'"]);
  expect(csp.get("object-src"), name).toEqual(["'none'"]);
  // Would send the browser to https:// for every file of a server that only speaks HTTP.
  expect(csp.has("upgrade-insecure-requests"), name).toBe(false);
}

describe("browser security headers", () => {
  const get = (url: string, withToken = true) =>
    ctx.request({ method: "GET", url, ...(withToken ? { token } : {}) });

  it("are on the web app, its files and its history fallback, with the app's policy", async () => {
    for (const url of ["/", "/index.html", "/assets/app.js", "/sw.js", "/works", "/work/RJ123456"]) {
      const response = await get(url, false);
      expect(response.statusCode, url).toBe(200);
      expectBrowserHeaders(response, url);
      const csp = policy(response);
      // The boot script is allowed by its hash, no other inline script at all.
      expect(csp.get("script-src"), url).toEqual(["'self'", BOOT_HASH]);
      expect(csp.get("style-src"), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get("img-src"), url).toEqual(["'self'", "blob:"]);
      expect(csp.get("media-src"), url).toEqual(["'self'", "blob:"]);
      expect(csp.get("connect-src"), url).toEqual(["'self'", "ws:", "wss:"]);
      expect(csp.get("worker-src"), url).toEqual(["'self'"]);
      expect(csp.get("manifest-src"), url).toEqual(["'self'"]);
    }
  });

  it("are on API answers, errors, media and unknown routes", async () => {
    const responses: [string, LightMyRequestResponse][] = [
      ["health", await get("/api/health", false)],
      ["list", await get("/api/works")],
      ["401", await get("/api/works", false)],
      ["400", await get("/api/works?page=-1")],
      ["404 api", await get("/api/nothing")],
      ["media", await get("/api/media/stream/123456/0")],
      ["cover 404", await get("/api/cover/999999")],
    ];
    for (const [name, response] of responses) expectBrowserHeaders(response, name);
    expect(responses[1]![1].statusCode).toBe(200);
    expect(responses[5]![1].statusCode).toBe(200);
  });

  it("give the API docs their own policy, with swagger-ui's inline styles and data: images", async () => {
    for (const url of ["/api/docs/", "/api/docs/static/swagger-ui.css", "/api/docs/json"]) {
      const response = await get(`${url}?token=${token}`, false);
      expect(response.statusCode, url).toBe(200);
      expectBrowserHeaders(response, url);
      const csp = policy(response);
      expect(csp.get("script-src"), url).toEqual(["'self'"]);
      expect(csp.get("style-src"), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get("img-src"), url).toEqual(["'self'", "data:"]);
    }
  });
});
