import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseFile } from "music-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SJIS_NAME } from "../../test/library/fixtures.ts";
import { sineWav } from "../cli/sample-audio.ts";
import { readDuration } from "./durations.ts";
import type { FileEntry } from "./work-files.ts";

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-durations-"));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/**
 * A tone (or noise, which a VBR encoder cannot squeeze) of `seconds` at 44.1 kHz (a later `-ar` in `codec`
 * wins) encoded by the system ffmpeg.
 */
async function encode(name: string, seconds: number, codec: string[], source = "sine=frequency=440") {
  const file = path.join(dir, name);
  await run("/usr/bin/ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", `${source}:duration=${seconds}`, "-ar", "44100", ...codec, file],
  ]);
  return file;
}

const entry = (abs: string | Buffer, name: string): FileEntry => ({
  path: `本編/${name}`,
  rawPath: null,
  abs,
  type: "audio",
  size: 0,
  mtime: 0,
});

/** What music-metadata's own file reader finds (the scanner's reader before it read through one descriptor). */
async function parseFileDuration(file: string) {
  const { format } = await parseFile(file, { duration: true, skipCovers: true, skipPostHeaders: true });
  return format.duration;
}

describe("audio durations", () => {
  it("reads the formats the scanner accepts as music-metadata's file reader does", async () => {
    const wav = path.join(dir, "tone.wav");
    await fs.writeFile(wav, sineWav(3));
    const noise = "anoisesrc=color=pink:amplitude=0.5";
    const encoded: [string, string[], string?][] = [
      ["cbr.mp3", ["-c:a", "libmp3lame", "-b:a", "128k"]],
      ["cbr-no-xing.mp3", ["-c:a", "libmp3lame", "-b:a", "128k", "-write_xing", "0"]],
      ["vbr.mp3", ["-c:a", "libmp3lame", "-q:a", "2"], noise],
      // No Xing header in a VBR file: music-metadata counts the frames to the end of the file.
      ["vbr-no-xing.mp3", ["-c:a", "libmp3lame", "-q:a", "2", "-write_xing", "0"], noise],
      ["tone.flac", ["-c:a", "flac"]],
      ["tone.m4a", ["-c:a", "aac", "-b:a", "96k"]],
      ["tone.aac", ["-c:a", "aac", "-b:a", "96k", "-f", "adts"]],
      ["tone.ogg", ["-c:a", "libvorbis", "-q:a", "3"]],
      ["tone.opus", ["-c:a", "libopus", "-b:a", "64k", "-ar", "48000"]],
    ];
    const files = [
      wav,
      ...(await Promise.all(encoded.map(([name, codec, source]) => encode(name, 3, codec, source)))),
    ];
    for (const file of files) {
      const duration = await readDuration(entry(file, path.basename(file)));
      expect(duration, file).toBe(await parseFileDuration(file));
      expect(Math.abs(duration! - 3), file).toBeLessThan(0.1);
    }
  });

  it("reads a file whose tag at the start is larger than a read-ahead window", async () => {
    const file = await encode("tagged.mp3", 2, [
      ...["-c:a", "libmp3lame", "-b:a", "128k", "-id3v2_version", "3"],
      ...["-metadata", `comment=${"長いコメント".repeat(6000)}`],
    ]);
    expect((await fs.stat(file)).size).toBeGreaterThan(100_000);
    const duration = await readDuration(entry(file, "tagged.mp3"));
    expect(duration).toBe(await parseFileDuration(file));
    expect(duration).toBeCloseTo(2, 1);
  });

  it("reads a file with a raw (non-UTF-8) name through the same descriptor", async () => {
    const raw = Buffer.concat([Buffer.from(`${dir}/`), SJIS_NAME]);
    await fs.writeFile(raw, sineWav(1.5));
    expect(await readDuration(entry(raw, "トラック01.wav"))).toBe(1.5);
  });

  it("answers null for a truncated, garbage, empty or missing file", async () => {
    const flac = await fs.readFile(await encode("whole.flac", 1, ["-c:a", "flac"]));
    const cases: [string, Buffer][] = [
      ["cut.flac", flac.subarray(0, 20)],
      ["garbage.mp3", Buffer.from("これは音声ファイルではありません。".repeat(50))],
      ["garbage.wav", Buffer.from("RIFF\0\0\0\0WAVEjunk")],
      ["empty.m4a", Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) {
      await fs.writeFile(path.join(dir, name), bytes);
      expect(await readDuration(entry(path.join(dir, name), name)), name).toBeNull();
    }
    expect(await readDuration(entry(path.join(dir, "missing.wav"), "missing.wav"))).toBeNull();
  });
});
