import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { insertWork, type WorkSeed } from "../factories.ts";
import type { TestContext } from "../harness.ts";

const run = promisify(execFile);

/** A file to create in a work folder: `path` as stored in the database; `raw` when the on-disk name is not UTF-8. */
export interface FixtureFile {
  path: string;
  bytes: Buffer | string;
  raw?: Buffer;
}

/** A library root registered as `name` in rootFolders, in the test context's temp folder. */
export async function createLibrary(ctx: TestContext, name = "main"): Promise<string> {
  const root = path.join(ctx.dir, `library-${name}`);
  await fs.mkdir(root, { recursive: true });
  const others = ctx.config.get().rootFolders.filter((folder) => folder.name !== name);
  await ctx.config.update({ rootFolders: [...others, { name, path: root, inactive: false }] });
  return root;
}

/** Writes a work folder and inserts the work with one `work_files` row per file, as the scanner would. */
export async function addWork(
  ctx: TestContext,
  root: string,
  seed: Omit<WorkSeed, "files"> & { files: FixtureFile[] },
): Promise<string> {
  const dir = seed.dir ?? `RJ${seed.id}`;
  const workDir = path.join(root, dir);
  const rows = [];
  for (const file of seed.files) {
    const bytes = typeof file.bytes === "string" ? Buffer.from(file.bytes) : file.bytes;
    const onDisk = Buffer.concat([Buffer.from(`${workDir}/`), file.raw ?? Buffer.from(file.path)]);
    await fs.mkdir(onDisk.subarray(0, onDisk.lastIndexOf(0x2f)), { recursive: true });
    await fs.writeFile(onDisk, bytes);
    rows.push({
      path: file.path,
      type: "other",
      size: bytes.length,
      raw_path: file.raw ? file.raw.toString("hex") : null,
    });
  }
  await insertWork(ctx.database.db, { ...seed, dir, files: rows });
  return workDir;
}

/** A valid PCM WAV file: 16-bit mono silence of `samples` samples at 8 kHz. */
export function wavBytes(samples = 800): Buffer {
  const data = samples * 2;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data, 40);
  const body = Buffer.alloc(data);
  for (let i = 0; i < data; i++) body[i] = i % 251;
  return Buffer.concat([header, body]);
}

/** One second of a sine tone encoded by the system ffmpeg (`mp3` or `flac`). */
export async function encodedAudio(dir: string, format: "mp3" | "flac"): Promise<Buffer> {
  const out = path.join(dir, `tone.${format}`);
  await run("/usr/bin/ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:duration=1",
    "-y",
    out,
  ]);
  return fs.readFile(out);
}
