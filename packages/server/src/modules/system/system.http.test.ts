import fs from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { versionResponseSchema } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
});
afterEach(() => ctx.close());

describe("GET /api/health", () => {
  it("answers plain OK without a token", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
  });
});

describe("GET /api/version", () => {
  it("reports the version offline: no update known, no lock", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/version", token: admin });
    expect(response.statusCode).toBe(200);
    const body = versionResponseSchema.parse(response.json());
    const kikoeru = {
      current: "0.0.0-test",
      latest_stable: null,
      latest_release: null,
      update_available: false,
      notifyUser: true,
      lockFileExists: false,
      lockReason: null,
    };
    expect(body).toEqual({
      ...kikoeru,
      throttledResponse: kikoeru,
      ffmpegAvailable: expect.any(Boolean),
      // No root is watched here (the test harness leaves the watcher off), so nothing to warn about.
      watchProblem: null,
    });
  });

  it("carries kikoeru's fields again under throttledResponse, lock and checkUpdate included", async () => {
    await fs.writeFile(ctx.lockFile, '{"fixVA":true}');
    await ctx.config.update({ checkUpdate: false });
    const body = (await ctx.request({ method: "GET", url: "/api/version", token: admin })).json();
    expect(Object.keys(body.throttledResponse).sort()).toEqual(
      [
        "current",
        "latest_release",
        "latest_stable",
        "lockFileExists",
        "lockReason",
        "notifyUser",
        "update_available",
      ].sort(),
    );
    expect(body.throttledResponse).toMatchObject({ lockFileExists: true, notifyUser: false });
    expect(body.throttledResponse.lockReason).toBe(body.lockReason);
  });

  it("reports the upgrade lock file and its reason, and follows checkUpdate", async () => {
    await fs.writeFile(ctx.lockFile, JSON.stringify({ reason: "需要重新扫描以修复声优数据" }));
    await ctx.config.update({ checkUpdate: false });
    const body = (await ctx.request({ method: "GET", url: "/api/version", token: admin })).json();
    expect(body).toMatchObject({
      lockFileExists: true,
      lockReason: "需要重新扫描以修复声优数据",
      notifyUser: false,
    });
    await fs.writeFile(ctx.lockFile, '{"fixVA":true}');
    const legacy = (await ctx.request({ method: "GET", url: "/api/version", token: admin })).json();
    expect(legacy.lockFileExists).toBe(true);
    expect(legacy.lockReason).toMatch(/扫描/);
  });
});

describe("API documentation", () => {
  it("serves the OpenAPI document and its UI under /api/docs to signed-in users", async () => {
    const json = await ctx.request({ method: "GET", url: "/api/docs/json", token: admin });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/auth/me", "/api/credentials/user"]));
    expect(doc.paths["/api/auth/me"].post.requestBody).toBeDefined();
    const ui = await ctx.request({ method: "GET", url: "/api/docs", token: admin });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe("unknown API routes", () => {
  it("answer 404 with an {error} body, never the web app", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/no-such-thing", token: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain("/api/no-such-thing");
  });
});

describe("web app serving", () => {
  it("serves the built app at / with history fallback, but not for /api or /socket.io", async () => {
    const webRoot = path.join(ctx.dir, "web");
    await fs.mkdir(path.join(webRoot, "assets"), { recursive: true });
    await fs.writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>Kikoeru</title>");
    await fs.writeFile(path.join(webRoot, "assets", "app.js"), "console.log(1)");
    await fs.writeFile(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {})");
    const web = await createTestContext({ webRoot });
    try {
      const root = await web.request({ method: "GET", url: "/" });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain("<title>Kikoeru</title>");
      const deep = await web.request({
        method: "GET",
        url: "/work/RJ123456?x=1",
        headers: { accept: "text/html" },
      });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers["content-type"]).toMatch(/^text\/html/);
      const asset = await web.request({ method: "GET", url: "/assets/app.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["content-type"]).toMatch(/javascript/);
      // Hashed assets are kept for good; the page and the service worker are checked on every load.
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(root.headers["cache-control"]).toBe("no-cache");
      expect(deep.headers["cache-control"]).toBe("no-cache");
      const worker = await web.request({ method: "GET", url: "/sw.js" });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers["cache-control"]).toBe("no-cache");
      const api = await web.request({ method: "GET", url: "/api/nothing-here" });
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBeTypeOf("string");
      const socket = await web.request({ method: "GET", url: "/socket.io/nothing" });
      expect(socket.body).not.toContain("<title>Kikoeru</title>");
      const post = await web.request({ method: "POST", url: "/works" });
      expect(post.statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });

  it("sends the build's brotli copy of an asset to browsers that accept brotli, the file to others", async () => {
    const webRoot = path.join(ctx.dir, "web-br");
    await fs.mkdir(path.join(webRoot, "assets"), { recursive: true });
    await fs.writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>Kikoeru</title>");
    const script = "console.log('kikoeru');";
    await fs.writeFile(path.join(webRoot, "assets", "app.js"), script);
    // Told apart from on-the-fly compression of app.js by its different content.
    const precompressed = `/* built */ ${script}`;
    await fs.writeFile(path.join(webRoot, "assets", "app.js.br"), brotliCompressSync(precompressed));
    const web = await createTestContext({ webRoot });
    try {
      const br = await web.request({
        method: "GET",
        url: "/assets/app.js",
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(precompressed);
      const plain = await web.request({
        method: "GET",
        url: "/assets/app.js",
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(script);
      const page = await web.request({ method: "GET", url: "/works", headers: { "accept-encoding": "br" } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
    } finally {
      await web.close();
    }
  });
});
