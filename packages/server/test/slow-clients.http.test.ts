import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from "../src/http/timeouts.ts";
import { createTestContext, type TestContext } from "./harness.ts";
import { addWork, createLibrary, wavBytes } from "./media/library.ts";

/** Short limits so the test need not wait 30 s; the server code is the same as with the defaults. */
const TIMEOUTS: HttpTimeouts = { requestMs: 400, headersMs: 300, keepAliveMs: 300, checkIntervalMs: 50 };
/** Every connection below must be closed by the server well within this. */
const DEADLINE_MS = 10_000;
/** Larger than loopback socket buffers, so the server is still writing while the client dawdles. */
const MEDIA = wavBytes(12_000_000);

let ctx: TestContext;
let port: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ timeouts: TIMEOUTS });
  token = await ctx.createUser("listener", "user");
  await addWork(ctx, await createLibrary(ctx), { id: 123456, files: [{ path: "long.wav", bytes: MEDIA }] });
  await ctx.app.listen({ host: "127.0.0.1", port: 0 });
  const address = ctx.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => ctx.close());

interface Closed {
  text: string;
  /** From the last write to the close. */
  idleMs: number;
}

/** Opens a raw connection, writes `parts` in order, then stalls until the server closes the connection. */
function stall(parts: string[]): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let wroteAt = Date.now();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${DEADLINE_MS} ms: ${Buffer.concat(chunks)}`));
    }, DEADLINE_MS);
    socket.on("connect", () => {
      for (const part of parts) socket.write(part);
      wroteAt = Date.now();
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString(), idleMs: Date.now() - wroteAt });
    });
  });
}

describe("slow clients", () => {
  it("answers a stalled request body with 408 and closes the connection", async () => {
    const closed = await stall([
      "POST /api/auth/me HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n",
      '{"name":"ad',
    ]);
    expect(closed.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.idleMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
  });

  it("answers stalled headers with 408 and closes the connection", async () => {
    const closed = await stall(["GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: "]);
    expect(closed.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.idleMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
  });

  it("closes a connection that never sends a byte", async () => {
    const closed = await stall([]);
    expect(closed.idleMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
  });

  it("closes an idle keep-alive connection after its response", async () => {
    const closed = await stall(["GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n"]);
    expect(closed.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(closed.text).not.toContain(" 408 ");
    expect(closed.idleMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
  });

  it("does not cut a media download that takes many times the limits", async () => {
    const slowest = 5 * (TIMEOUTS.requestMs + TIMEOUTS.checkIntervalMs);
    const started = Date.now();
    const received = await new Promise<Buffer>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      let length = 0;
      socket.on("connect", () => {
        socket.write(
          `GET /api/media/stream/123456/0 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
        );
      });
      // A steady slow reader: the whole file spread over `slowest` ms, pausing after every chunk.
      socket.on("data", (chunk) => {
        chunks.push(chunk);
        length += chunk.length;
        const due = started + (slowest * length) / MEDIA.length;
        socket.pause();
        setTimeout(() => socket.resume(), Math.max(0, due - Date.now()));
      });
      socket.on("error", reject);
      socket.on("close", () => resolve(Buffer.concat(chunks)));
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(slowest);
    const head = received.subarray(0, received.indexOf("\r\n\r\n") + 4);
    expect(head.toString()).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.subarray(head.length).equals(MEDIA)).toBe(true);
  });

  it("uses limits of about 30 s by default", async () => {
    const plain = await createTestContext();
    try {
      expect(DEFAULT_HTTP_TIMEOUTS.requestMs).toBe(30_000);
      expect(plain.app.server.requestTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.requestMs);
      expect(plain.app.server.headersTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.headersMs);
      expect(plain.app.server.keepAliveTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.keepAliveMs);
    } finally {
      await plain.close();
    }
  });
});
