import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { EndOfStreamError } from "strtok3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFileTokenizer } from "./blocking-file-tokenizer.ts";

let dir: string;
let file: string;
/** 3 MiB where byte i is i mod 251, so a misplaced slice shows. */
const SIZE = 3 * 1024 * 1024;
const content = Buffer.alloc(SIZE);
for (let i = 0; i < SIZE; i++) content[i] = i % 251;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-tokenizer-"));
  file = path.join(dir, "data.bin");
  await fs.writeFile(file, content);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const expectBytesFrom = (bytes: Uint8Array, start: number) =>
  expect(Buffer.from(bytes).equals(content.subarray(start, start + bytes.length)), `bytes at ${start}`).toBe(
    true,
  );

describe("blocking file tokenizer", () => {
  it("reads, peeks and seeks like strtok3's file tokenizer", async () => {
    const tokenizer = await openFileTokenizer(file, "data.bin");
    try {
      expect(tokenizer.fileInfo).toEqual({ path: "data.bin", size: SIZE });
      const small = new Uint8Array(10);
      expect(await tokenizer.peekBuffer(small)).toBe(10);
      expectBytesFrom(small, 0);
      expect(tokenizer.position).toBe(0);
      expect(await tokenizer.readBuffer(small)).toBe(10);
      expect(tokenizer.position).toBe(10);
      // Across the read-ahead window's edge, and a read larger than the window.
      const edge = new Uint8Array(100);
      await tokenizer.readBuffer(edge, { position: 16 * 1024 - 50 });
      expectBytesFrom(edge, 16 * 1024 - 50);
      const large = new Uint8Array(100_000);
      await tokenizer.readBuffer(large, { position: 12_345 });
      expectBytesFrom(large, 12_345);
      expect(tokenizer.position).toBe(112_345);
      // Tags at the end, then back to the start (music-metadata looks for ID3v1 and APE before parsing).
      await tokenizer.peekBuffer(small, { position: SIZE - 128 });
      expectBytesFrom(small, SIZE - 128);
      tokenizer.setPosition(3);
      await tokenizer.readBuffer(small, { length: 4 });
      expectBytesFrom(small.subarray(0, 4), 3);
      expect(tokenizer.position).toBe(7);
    } finally {
      await tokenizer.close();
    }
  });

  it("ends at the end of the file: short reads only when allowed", async () => {
    const tokenizer = await openFileTokenizer(file, "data.bin");
    try {
      const buffer = new Uint8Array(64);
      expect(await tokenizer.peekBuffer(buffer, { position: SIZE - 20, mayBeLess: true })).toBe(20);
      expectBytesFrom(buffer.subarray(0, 20), SIZE - 20);
      await expect(tokenizer.readBuffer(buffer, { position: SIZE - 20 })).rejects.toBeInstanceOf(
        EndOfStreamError,
      );
      expect(await tokenizer.readBuffer(buffer, { position: SIZE + 10, mayBeLess: true })).toBe(0);
      const huge = new Uint8Array(SIZE);
      expect(await tokenizer.readBuffer(huge, { position: 1000, mayBeLess: true })).toBe(SIZE - 1000);
    } finally {
      await tokenizer.close();
    }
  });

  it("gives the event loop turns while it reads through a large file", async () => {
    const tokenizer = await openFileTokenizer(file, "data.bin");
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    try {
      const frame = new Uint8Array(417);
      while ((await tokenizer.readBuffer(frame, { mayBeLess: true })) === frame.length);
      expect(tokenizer.position).toBe(SIZE);
      expect(turns).toBeGreaterThanOrEqual(2);
    } finally {
      counting = false;
      await tokenizer.close();
    }
  });

  it("opens a file by a raw (non-UTF-8) name and closes its descriptor", async () => {
    const raw = Buffer.concat([Buffer.from(`${dir}/`), Buffer.from([0x83, 0x65, 0x83, 0x58, 0x83, 0x67])]);
    await fs.writeFile(raw, Buffer.from([1, 2, 3]));
    const before = (await fs.readdir("/proc/self/fd")).length;
    const tokenizer = await openFileTokenizer(raw, "テスト.bin");
    const bytes = new Uint8Array(3);
    await tokenizer.readBuffer(bytes);
    expect([...bytes]).toEqual([1, 2, 3]);
    await tokenizer.close();
    expect((await fs.readdir("/proc/self/fd")).length).toBe(before);
    await expect(openFileTokenizer(path.join(dir, "missing"), "missing")).rejects.toThrow(/ENOENT/);
  });
});
