import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary } from "../../../test/media/library.ts";
import { listen } from "../../../test/realtime/clients.ts";

/** Several of the copier's 256 KiB buffers and a ragged end, so every turn of the buffers is exercised. */
const big = randomBytes(5 * 256 * 1024 + 123);
const text = Buffer.from("歌词 lyric line\n".repeat(400));
let ctx: TestContext;
let token: string;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  const root = await createLibrary(ctx);
  await addWork(ctx, root, {
    id: 123457,
    files: [
      { path: "big.mp3", bytes: big },
      { path: "notes.txt", bytes: text },
    ],
  });
  base = await listen(ctx);
});
afterAll(() => ctx.close());

const fetchFile = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

/**
 * Watches the files the server opens from now on and tells whether each was closed by the server (a handle
 * left to the garbage collector is closed without a call to close).
 */
function watchOpens() {
  const open = fs.open.bind(fs);
  const closed: boolean[] = [];
  const spy = vi.spyOn(fs, "open").mockImplementation(async (...args: Parameters<typeof fs.open>) => {
    const handle = await open(...args);
    const index = closed.push(false) - 1;
    const close = handle.close.bind(handle);
    handle.close = () => {
      closed[index] = true;
      return close();
    };
    return handle;
  });
  return { allClosed: () => closed.length > 0 && closed.every(Boolean), restore: () => spy.mockRestore() };
}

describe("file bodies over a real socket", () => {
  it("sends a whole file and ranges across buffer turns byte for byte", async () => {
    const whole = await fetchFile("/api/media/download/123457/0");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(big.length));
    expect(whole.headers.get("x-frame-options")).toBe("DENY");
    expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
    const part = await fetchFile("/api/media/stream/123457/0", { range: "bytes=262000-800000" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 262000-800000/${big.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(big.subarray(262000, 800001))).toBe(true);
  });

  it("closes the file when the client leaves mid-body", async () => {
    const opens = watchOpens();
    try {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${base}/api/media/download/123457/0`,
          { headers: { authorization: `Bearer ${token}` } },
          (response) => {
            response.once("data", () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
      });
      const deadline = Date.now() + 5000;
      while (!opens.allClosed()) {
        if (Date.now() > deadline) throw new Error("the file stayed open");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      opens.restore();
    }
  });

  it("still compresses a text file for a client that accepts gzip", async () => {
    const response = await fetchFile("/api/media/download/123457/1", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes the body itself: the bytes are the file's.
    expect(Buffer.from(await response.arrayBuffer()).equals(text)).toBe(true);
  });
});
