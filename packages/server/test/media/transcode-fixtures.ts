import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import type { TestContext } from "../harness.ts";
import { addWork, createLibrary } from "./library.ts";

const run = promisify(execFile);

/** A sine tone of `seconds` made by the system ffmpeg: 44.1 kHz WAV (16-bit) or FLAC, mono or stereo. */
export async function tone(
  dir: string,
  seconds: number,
  {
    format = "wav",
    channels = 1,
    frequency = 440,
  }: { format?: "wav" | "flac"; channels?: 1 | 2; frequency?: number } = {},
): Promise<Buffer> {
  const out = path.join(dir, `tone-${seconds}-${channels}-${frequency}.${format}`);
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`,
    "-ac",
    String(channels),
    "-y",
    out,
  ]);
  const bytes = await fs.readFile(out);
  await fs.rm(out);
  return bytes;
}

/** A work `RJ<id>` with the given files in a library of the context; returns the work folder. */
export async function toneWork(
  ctx: TestContext,
  id: number,
  files: { path: string; bytes: Buffer | string }[],
) {
  const root = await createLibrary(ctx);
  return addWork(ctx, root, { id, title: `作品 ${id}`, files });
}

/** ffprobe's codec and duration of the first audio stream of a file. */
export async function probe(file: string): Promise<{ codec: string; duration: number }> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "a:0",
    "-show_entries",
    "stream=codec_name:format=duration",
    "-of",
    "json",
    file,
  ]);
  const parsed = JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { duration: string } };
  return { codec: parsed.streams[0]?.codec_name ?? "", duration: Number(parsed.format.duration) };
}

/** The top-level MP4 box types in file order (size-prefixed boxes; 64-bit sizes when size is 1). */
export function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    boxes.push(bytes.toString("latin1", at + 4, at + 8));
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    if (size === 0) break;
    at += size;
  }
  return boxes;
}

/** The ffmpeg processes this test process started, directly or through the server it runs. */
export async function ffmpegChildren(parent = process.pid): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // pid (comm) state ppid …: comm may hold spaces, so split after its closing parenthesis.
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (comm === "ffmpeg" && Number(fields[1]) === parent && fields[0] !== "Z") found.push(Number(entry));
  }
  return found;
}

/** Polls until `check` holds (never a fixed sleep), failing after `ms`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A GET over loopback: resolves with the response as soon as its headers arrive. */
export function get(url: string, headers: Record<string, string> = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, resolve).on("error", reject);
  });
}

export async function bodyOf(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
