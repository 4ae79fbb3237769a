import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A WAV file of a 440 Hz tone with a quieter second half, made by ffmpeg (no speech is needed). */
export async function toneWav(seconds: number): Promise<Buffer> {
  const filter = `sine=frequency=440:duration=${seconds}:sample_rate=44100,volume='if(lt(t,${seconds / 2}),1,0.2)':eval=frame`;
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-f", "lavfi", "-i", filter, "-ac", "2", "-f", "wav", "pipe:1"],
    {
      encoding: "buffer",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return stdout;
}

/** Polls `check` until it returns something other than undefined/false; fails after `deadlineMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  deadlineMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A fresh temporary folder and the function that removes it. */
export async function tempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "kikoeru-lyric-worker-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
