import { randomBytes } from "node:crypto";
import net from "node:net";
import tls from "node:tls";
import { afterEach, describe, expect, it } from "vitest";
import { type DownloadRequest, type DownloadResponse, downloadGet } from "./download-client.ts";

/** A self-signed certificate for localhost and 127.0.0.1 (P-256, valid until 2126), for the TLS test only. */
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgH7WHtRS3nHb13P4V
I8LiO8wdcvMIOiZa9x6c9PZZ2pChRANCAAT7bd+TTtWkfwqrMP0q6Ev/WMKqGGEw
EklkpeOM2oboIp5+6svYN7+/4P1S4523WhPcOw+YmCGn0xrqwe70LtYT
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUWk29ekGDVpY/+qwHG8I+9JBuPGwwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzE5NDE0NVoYDzIxMjYxMTAz
MTk0MTQ1WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAT7bd+TTtWkfwqrMP0q6Ev/WMKqGGEwEklkpeOM2oboIp5+6svYN7+/
4P1S4523WhPcOw+YmCGn0xrqwe70LtYTo28wbTAdBgNVHQ4EFgQUZdIooonTdl0l
yZHt+vOHKS1/a08wHwYDVR0jBBgwFoAUZdIooonTdl0lyZHt+vOHKS1/a08wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDRwAwRAIgBzevIxQm86dXCA7HK7pM4cBR15CR1yAwZLIKVQGCpc8CIDiI
jGZLf8MEmvt5n2MHtxM7BOCyfd2edjYqunB7/J54
-----END CERTIFICATE-----`;

/** Answers each request with `answer(socket, head, index)`: index counts requests over all connections. */
type Answer = (socket: net.Socket, head: string, index: number) => void;

interface RawServer {
  url: string;
  connections: number;
  heads: string[];
}

const servers: net.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  // The client keeps its connections for a few seconds: the server cuts them so that it can close now.
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function rawServer(answer: Answer, secure = false): Promise<RawServer> {
  const state: RawServer = { url: "", connections: 0, heads: [] };
  const onSocket = (socket: net.Socket) => {
    state.connections++;
    sockets.push(socket);
    socket.on("error", () => undefined);
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      for (let end = text.indexOf("\r\n\r\n"); end >= 0; end = text.indexOf("\r\n\r\n")) {
        const head = text.slice(0, end);
        text = text.slice(end + 4);
        state.heads.push(head);
        answer(socket, head, state.heads.length - 1);
      }
    });
  };
  const server = secure ? tls.createServer({ key: KEY, cert: CERT }, onSocket) : net.createServer(onSocket);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  state.url = `${secure ? "https" : "http"}://127.0.0.1:${port}`;
  return state;
}

const request = (signal = new AbortController().signal): DownloadRequest => ({
  headers: { range: "bytes=0-" },
  signal,
  headersTimeoutMs: 1_000,
  idleMs: 1_000,
});

/** Reads a whole body; `wait` is what the consumer answers (ms before reading on). */
async function readAll(response: DownloadResponse, wait = 0): Promise<Buffer> {
  const parts: Buffer[] = [];
  await response.read((bytes) => {
    parts.push(Buffer.from(bytes));
    return wait;
  });
  return Buffer.concat(parts);
}

const okHead = (length: number) => `HTTP/1.1 200 OK\r\nContent-Length: ${length}\r\n\r\n`;

describe("downloadGet", () => {
  it("sends our headers and reads a large body, then reuses the connection for the next file", async () => {
    const body = randomBytes(3 * 1024 * 1024 + 17);
    const server = await rawServer((socket) => {
      socket.write(okHead(body.length));
      socket.write(body);
    });
    for (let i = 0; i < 3; i++) {
      const response = await downloadGet(new URL(`${server.url}/f/${i}?a=1`), request());
      expect(response.statusCode).toBe(200);
      expect((await readAll(response)).equals(body)).toBe(true);
    }
    expect(server.heads[0]).toMatch(
      /^GET \/f\/0\?a=1 HTTP\/1\.1\r\nhost: 127\.0\.0\.1:\d+\r\nrange: bytes=0-$/,
    );
    expect(server.connections).toBe(1);
  });

  it("reads a chunked body written a few bytes at a time", async () => {
    const server = await rawServer((socket) => {
      const wire =
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nabc\r\n4\r\ndefg\r\n0\r\nT: 1\r\n\r\n";
      const step = (at: number) => {
        if (at >= wire.length) return;
        socket.write(wire.slice(at, at + 3));
        setImmediate(() => step(at + 3));
      };
      step(0);
    });
    const response = await downloadGet(new URL(`${server.url}/c`), request());
    expect((await readAll(response)).toString()).toBe("abcdefg");
  });

  it("tries a new connection when the kept one turns out closed before answering", async () => {
    // The server drops the kept connection as the second request arrives, as one past its keep-alive does.
    const server = await rawServer((socket, _head, index) => {
      if (index === 1) socket.destroy();
      else socket.write(`${okHead(2)}ok`);
    });
    for (let i = 0; i < 2; i++) {
      const response = await downloadGet(new URL(`${server.url}/k`), request());
      expect((await readAll(response)).toString()).toBe("ok");
    }
    expect(server.heads.length).toBe(3);
    expect(server.connections).toBe(2);
  });

  it("fails a body cut short by the connection closing, and a lying Content-Length's extra bytes end the connection", async () => {
    const server = await rawServer((socket, _head, index) => {
      if (index === 0) socket.end(`${okHead(100)}only part`);
      else socket.write(`${okHead(2)}okEXTRA`);
    });
    const cut = await downloadGet(new URL(`${server.url}/cut`), request());
    await expect(readAll(cut)).rejects.toThrow(/closed/);
    const lying = await downloadGet(new URL(`${server.url}/lie`), request());
    expect((await readAll(lying)).toString()).toBe("ok");
    const next = await downloadGet(new URL(`${server.url}/lie`), request());
    expect((await readAll(next)).toString()).toBe("ok");
    expect(server.connections).toBe(3);
  });

  it("reads an empty body, and keeps the connection", async () => {
    const server = await rawServer((socket) => socket.write(okHead(0)));
    for (let i = 0; i < 2; i++) {
      const response = await downloadGet(new URL(`${server.url}/empty`), request());
      expect((await readAll(response)).length).toBe(0);
    }
    expect(server.connections).toBe(1);
  });

  it("reads a body without length until the server closes", async () => {
    const server = await rawServer((socket) => socket.end("HTTP/1.1 200 OK\r\n\r\nuntil the end"));
    const response = await downloadGet(new URL(`${server.url}/u`), request());
    expect((await readAll(response)).toString()).toBe("until the end");
  });

  it("waits as long as the consumer says before reading on", async () => {
    const body = randomBytes(600 * 1024);
    const server = await rawServer((socket) =>
      socket.write(Buffer.concat([Buffer.from(okHead(body.length)), body])),
    );
    const response = await downloadGet(new URL(`${server.url}/slow`), request());
    const started = Date.now();
    const read = await readAll(response, 150);
    expect(read.equals(body)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("rejects on abort mid-body, on a head that never comes, and on a body that stalls", async () => {
    const server = await rawServer((socket, head) => {
      if (head.includes("/stall")) socket.write(`${okHead(10)}12345`);
      if (head.includes("/abort")) socket.write(`${okHead(10)}12345`);
    });
    const controller = new AbortController();
    const aborted = await downloadGet(new URL(`${server.url}/abort`), request(controller.signal));
    const reading = readAll(aborted);
    controller.abort(new Error("stopped"));
    await expect(reading).rejects.toThrow("stopped");
    await expect(downloadGet(new URL(`${server.url}/silent`), request())).rejects.toThrow("headers timeout");
    const stalled = await downloadGet(new URL(`${server.url}/stall`), request());
    await expect(readAll(stalled)).rejects.toThrow("idle timeout");
  });

  it("speaks TLS, refusing a certificate it cannot verify", async () => {
    const body = randomBytes(200_000);
    const server = await rawServer(
      (socket) => socket.write(Buffer.concat([Buffer.from(okHead(body.length)), body])),
      true,
    );
    await expect(downloadGet(new URL(`${server.url}/t`), request())).rejects.toThrow(
      /self.signed|certificate/i,
    );
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
    try {
      const response = await downloadGet(new URL(`${server.url}/t`), request());
      expect((await readAll(response)).equals(body)).toBe(true);
    } finally {
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    }
  });
});
