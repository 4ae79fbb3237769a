import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { writeLibrary } from "@kikoeru/server/tooling";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const run = promisify(execFile);
const PASSWORD = "bench-password";
const MINUTES = Number(process.env.BENCH_TRANSCODE_MINUTES ?? 60);
const WORK_ID = 1_000_001;
const FILES = ["01.wav", "02.wav", "03.wav", "04.wav", "05.wav", "06.wav"];

/** One 44.1 kHz stereo 16-bit WAV of MINUTES, hard-linked under several names (each its own cache key). */
async function writeLongWork(root: string): Promise<string> {
  const dir = path.join(root, `RJ0${WORK_ID}`);
  await writeLibrary(root, [
    { folder: `RJ0${WORK_ID}`, files: [], metadata: { title: "转码基准", tags: ["ASMR"] } },
  ]);
  const source = path.join(dir, FILES[0]!);
  const seconds = MINUTES * 60;
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    "-ac",
    "2",
    "-y",
    source,
  ]);
  for (const name of FILES.slice(1)) await fs.link(source, path.join(dir, name));
  return source;
}

async function scan(server: RunningServer, token: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const started = await fetch(`${server.url}/api/scanner/scan`, { method: "POST", headers: auth });
  if (started.status !== 202) throw new Error(`scan refused: ${started.status}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    const status = (await (await fetch(`${server.url}/api/scanner/status`, { headers: auth })).json()) as {
      running: boolean;
    };
    if (!status.running) return;
  }
}

/** Reads a transcode stream to its end: milliseconds to the first body byte, to the end, and bytes. */
async function readStream(url: string): Promise<{ firstMs: number; totalMs: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok || !response.body)
    throw new Error(`transcode answered ${response.status}: ${await response.text()}`);
  let firstMs = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstMs = performance.now() - started;
    bytes += (chunk as Uint8Array).length;
  }
  return { firstMs, totalMs: performance.now() - started, bytes };
}

async function createUser(server: RunningServer, admin: string, name: string): Promise<string> {
  const password = `${name}-password`;
  await fetch(`${server.url}/api/credentials/user`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ name, password, group: "user" }),
  });
  const response = await fetch(`${server.url}/api/auth/me`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Peak server RSS while `during` runs, sampled every 100 ms. */
async function peakRss(server: RunningServer, during: Promise<unknown>): Promise<number> {
  let peak = 0;
  let done = false;
  void during.finally(() => {
    done = true;
  });
  while (!done) {
    peak = Math.max(peak, await server.rssMiB());
    await new Promise((r) => setTimeout(r, 100));
  }
  await during;
  return peak;
}

/** Transcoding figures (issue #13): first byte of a cold transcode, encode speed, memory, bytes saved. */
export async function benchTranscode(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-transcode-bench-"));
  try {
    const library = path.join(temp, "library");
    const source = await writeLongWork(library);
    const dataDir = path.join(temp, "data");
    await fs.mkdir(dataDir);
    await fs.writeFile(
      path.join(dataDir, "config.json"),
      JSON.stringify({ rootFolders: [{ name: "bench", path: library }] }),
    );
    const server = await startServer(PASSWORD, { dataDir });
    try {
      const admin = await adminToken(server.url, PASSWORD);
      await scan(server, admin);
      const url = (file: string, token: string) =>
        `${server.url}/api/media/transcode/${WORK_ID}?path=${file}&bitRate=128&token=${token}`;
      const cold = await readStream(url(FILES[0]!, admin));
      const original = (await fs.stat(source)).size;

      // Four listeners of one new track (one encode, read four times), then four users with a track each
      // (one encode at a time on two cores: the other three wait in the queue).
      const sameTrack = await peakRss(
        server,
        Promise.all([1, 2, 3, 4].map(() => readStream(url(FILES[1]!, admin)))),
      );
      const users = await Promise.all([1, 2, 3, 4].map((i) => createUser(server, admin, `listener${i}`)));
      const fourTracks = await peakRss(
        server,
        Promise.all(users.map((token, i) => readStream(url(FILES[i + 2]!, token)))),
      );
      const rows = [
        {
          figure: `time to first byte, cold transcode of a ${MINUTES}-min 44.1 kHz stereo WAV (ms)`,
          value: cold.firstMs.toFixed(0),
        },
        {
          figure: "encode speed (× real time, whole stream read)",
          value: ((MINUTES * 60_000) / cold.totalMs).toFixed(1),
        },
        { figure: "bytes sent at 128k (MB)", value: (cold.bytes / 1e6).toFixed(1) },
        { figure: "original WAV (MB)", value: (original / 1e6).toFixed(1) },
        { figure: "  ratio", value: `${((cold.bytes / original) * 100).toFixed(1)} %` },
        { figure: "peak server RSS, 4 streams of one cold track (MiB)", value: sameTrack.toFixed(0) },
        { figure: "peak server RSS, 4 users streaming 4 cold tracks (MiB)", value: fourTracks.toFixed(0) },
      ];
      console.log(`\nKikoeru transcoding benchmark (${os.availableParallelism()} cores)\n`);
      console.table(rows);
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}
