import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../test/fakes/metadata-server.ts";
import { ProxyServer } from "../../test/fakes/proxy-server.ts";
import { selfSignedCertificate } from "../../test/fakes/tls.ts";
import { runScan, scannerContext } from "../../test/library/scanner-harness.ts";
import { writeLibrary } from "../cli/sample-library.ts";
import { HttpClient, HttpNetworkError, HttpStatusError } from "./metadata/http-client.ts";

let proxy: ProxyServer;
let fake: FakeMetadataServer;

beforeAll(async () => {
  proxy = await ProxyServer.start();
  fake = await FakeMetadataServer.start([
    fakeWork(600001),
    fakeWork(600002, { vas: [], hvdbVas: ["月城かなで"] }),
  ]);
});
afterAll(async () => {
  await proxy.close();
  await fake.close();
});

const client = (origins: string[], extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) =>
  new HttpClient({
    retry: 3,
    retryDelay: 10,
    timeoutFor: () => 2000,
    proxy: null,
    allowedOrigins: origins,
    connections: 4,
    ...extra,
  });

describe("outbound HTTP", () => {
  it("retries only when no answer came, never on an HTTP error", async () => {
    let calls = 0;
    const flaky = http.createServer((req, res) => {
      calls++;
      if (req.url === "/drop" && calls < 3) return req.socket.destroy();
      if (req.url === "/slow" && calls < 100) return;
      res.writeHead(req.url === "/missing" ? 404 : 200);
      res.end("ok");
    });
    await new Promise<void>((r) => flaky.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    const http1 = client([base], { timeoutFor: () => 300 });
    try {
      expect(await http1.text(`${base}/drop`)).toBe("ok");
      expect(calls).toBe(3);
      calls = 0;
      await expect(http1.text(`${base}/missing`)).rejects.toBeInstanceOf(HttpStatusError);
      expect(calls).toBe(1);
      calls = 0;
      const started = Date.now();
      await expect(http1.text(`${base}/slow`)).rejects.toBeInstanceOf(HttpNetworkError);
      expect(calls).toBe(3);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await http1.close();
      flaky.closeAllConnections();
      flaky.close();
    }
  });

  it("reuses connections to a site that keeps them 1 s, and resends a GET whose kept connection closed", async () => {
    let connections = 0;
    let closedOne = false;
    const site = http.createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      // Once, a kept connection closes as a request arrives on it: the site's idle close and our reuse crossed.
      if (req.url === "/crossed" && socket.served > 1 && !closedOne) {
        closedOne = true;
        return socket.destroy();
      }
      res.end("ok");
    });
    site.keepAliveTimeout = 1000;
    site.on("connection", () => connections++);
    await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // One attempt and a minute between attempts: only the resend can save the crossed request.
    const http1 = client([base], { retry: 1, retryDelay: 60_000 });
    try {
      for (let i = 0; i < 10; i++) expect(await http1.text(`${base}/page${i}`)).toBe("ok");
      // undici opens a second connection while it checks the first one after an answer, then alternates.
      expect(connections).toBeLessThanOrEqual(2);
      for (let i = 0; i < 3; i++) expect(await http1.text(`${base}/crossed`)).toBe("ok");
      expect(closedOne).toBe(true);
    } finally {
      await http1.close();
      site.closeAllConnections();
      site.close();
    }
  });

  it("refuses hosts that are not configured, without connecting", async () => {
    const before = fake.requests.length;
    const http1 = client(["http://127.0.0.1:1"]);
    await expect(http1.text(`${fake.url}/anything`)).rejects.toThrow(/不允许访问未配置的地址/);
    expect(fake.requests.length).toBe(before);
    await http1.close();
  });

  it("tunnels https through the proxy with CONNECT, trusting an extra certificate", async () => {
    const tls = await selfSignedCertificate();
    const secure = await FakeMetadataServer.start([fakeWork(600003)], tls);
    const http1 = client([secure.url], { proxy: { host: "127.0.0.1", port: proxy.port }, ca: [tls.cert] });
    try {
      const ajax = (await http1.json(
        `${secure.url}/maniax-touch/product/info/ajax?product_id=RJ600003`,
      )) as Record<string, { price: number }>;
      expect(ajax.RJ600003?.price).toBe(1320);
      expect(proxy.tunnels).toContain(`localhost:${new URL(secure.url).port}`);
      const untrusted = client([secure.url], { proxy: { host: "127.0.0.1", port: proxy.port }, retry: 1 });
      await expect(untrusted.text(`${secure.url}/x`)).rejects.toThrow(/certificate/i);
      await untrusted.close();
    } finally {
      await http1.close();
      await secure.close();
    }
  });

  it("scans through the configured HTTP proxy: every provider request goes via the proxy", async () => {
    const root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-proxy-")), "lib");
    await writeLibrary(root, [
      { folder: "RJ600001", files: [{ name: "a.wav", wav: { seconds: 0.2 } }] },
      { folder: "RJ600002", files: [{ name: "a.wav", wav: { seconds: 0.2 } }] },
    ]);
    const ctx = await scannerContext(fake, {
      rootFolders: [{ name: "lib", path: root }],
      httpProxyHost: "127.0.0.1",
      httpProxyPort: proxy.port,
      tagLanguage: "ja-jp",
    });
    try {
      const before = fake.requests.length;
      const forwardedBefore = proxy.forwarded.length;
      const status = await runScan(ctx);
      expect(status.job?.counts).toMatchObject({ added: 2, failed: 0 });
      const requests = fake.requests.slice(before);
      expect(requests.length).toBeGreaterThanOrEqual(10);
      const forwarded = proxy.forwarded.slice(forwardedBefore);
      expect(forwarded.length).toBe(requests.length);
      expect(forwarded.every((url) => url.startsWith(`${fake.url}/`))).toBe(true);
      expect(proxy.forwarded).toContain(`${fake.url}/Dashboard/WorkDetails/600002`);
      expect(requests.find((r) => r.url.includes("product_id/RJ600001.html"))?.cookie).toBe("locale=ja-jp");
      const tag = await ctx.database.db
        .selectFrom("tags")
        .select("name")
        .where("id", "=", 160)
        .executeTakeFirst();
      expect(tag?.name).toBe("癒し");
    } finally {
      await ctx.close();
    }
  });
});
