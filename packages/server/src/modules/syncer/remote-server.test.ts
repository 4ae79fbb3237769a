import http from "node:http";
import type { AddressInfo } from "node:net";
import { Agent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RemoteError, RemoteServer } from "./remote-server.ts";

let server: http.Server;
let host: string;
const seen: number[] = [];
const busy: number[] = [];
const dispatcher = new Agent();
const options = {
  timeoutMs: 2_000,
  idleMs: 2_000,
  maxJsonBytes: 1024,
  attempts: 3,
  backoffMs: 10,
  userAgent: "kikoeru/test",
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(Date.now());
    if (req.url === "/busy") busy.push(Date.now());
    if (req.url === "/busy" && busy.length === 1) {
      res.writeHead(503, { "retry-after": "1" }).end();
    } else if (req.url === "/big") {
      res.writeHead(200, { "content-type": "application/json" }).end(`"${"x".repeat(4096)}"`);
    } else if (req.url === "/gone") {
      res.writeHead(404).end();
    } else res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await dispatcher.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("RemoteServer", () => {
  it("waits as long as Retry-After says before trying again", async () => {
    const remote = new RemoteServer(host, null, options, dispatcher);
    expect(await remote.json("/busy", new AbortController().signal)).toEqual({ ok: true });
    expect(busy.length).toBe(2);
    expect(busy[1]! - busy[0]!).toBeGreaterThanOrEqual(950);
  });

  it("refuses a JSON answer over the cap, and does not retry a 404", async () => {
    const remote = new RemoteServer(host, null, options, dispatcher);
    const signal = new AbortController().signal;
    await expect(remote.json("/big", signal)).rejects.toThrow("回答过大");
    const before = seen.length;
    await expect(remote.json("/gone", signal)).rejects.toBeInstanceOf(RemoteError);
    expect(seen.length - before).toBe(1);
  });

  it("resolves only http(s) links: paths on the host, or absolute URLs", () => {
    const remote = new RemoteServer(`${host}/sub`, null, options, dispatcher);
    expect(remote.resolve("/api/x")).toBe(`${host}/sub/api/x`);
    expect(remote.resolve("https://cdn.example/a.mp3")).toBe("https://cdn.example/a.mp3");
    expect(remote.resolve("file:///etc/passwd")).toBeNull();
    expect(remote.resolve("javascript:alert(1)")).toBeNull();
    expect(remote.resolve("relative/x")).toBeNull();
  });
});
