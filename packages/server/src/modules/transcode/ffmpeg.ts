import { type ChildProcess, spawn } from "node:child_process";
import type { TranscodeBitRate } from "@kikoeru/contract";

/** Where the binaries are: names looked up in PATH, or absolute paths (tests point them at missing files). */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * The only flags any run may carry. Arguments are built from constants, a bit rate of the allow-list and
 * paths this server chose, passed as an array to `spawn` (never a shell), and checked against this list, so
 * a future edit cannot slip an option in (ffmpeg options can read and write arbitrary files).
 */
const ALLOWED_FLAGS = new Set([
  "-nostdin",
  "-hide_banner",
  "-v",
  "-i",
  "-map",
  "-c:a",
  "-c",
  "-b:a",
  "-vn",
  "-f",
  "-movflags",
  "-frag_duration",
  "-progress",
  "-nostats",
  "-y",
  "-show_entries",
  "-of",
  "-version",
]);

function checkArgv(args: readonly string[]): string[] {
  for (const arg of args) {
    if (arg.startsWith("-") && !ALLOWED_FLAGS.has(arg)) throw new Error(`ffmpeg flag not allowed: ${arg}`);
  }
  return [...args];
}

/** An input argument: `file:` so that no file name is ever read as a protocol (`concat:`, `http:`…). */
export const fileInput = (realPath: string) => `file:${realPath}`;

/**
 * A source to read: its path, or, for a path that is not UTF-8 (argv holds only strings), a descriptor the
 * child inherits as fd 3 and opens again through /proc, so it stays seekable.
 */
export interface Source {
  input: string;
  fd?: number;
}

export const SOURCE_FD_INPUT = fileInput("/proc/self/fd/3");

function run(binary: string, args: readonly string[], fd?: number): ChildProcess {
  const stdio = fd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", "pipe", "pipe", fd];
  return spawn(binary, checkArgv(args), { stdio: stdio as ["ignore", "pipe", "pipe"], shell: false });
}

/** Collects a child's stdout and the tail of its stderr; resolves on exit (exit code, or -1 when it never ran). */
function outcome(child: ChildProcess): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ code: -1, stdout, stderr: error.message }));
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Whether both binaries run (`-version` exits 0). */
export async function detectFfmpeg(binaries: FfmpegBinaries): Promise<boolean> {
  const results = await Promise.all(
    [binaries.ffmpeg, binaries.ffprobe].map((binary) => outcome(run(binary, ["-version"]))),
  );
  return results.every((result) => result.code === 0);
}

/** The duration of a media file in seconds, by ffprobe; null when it cannot tell. */
export async function probeDuration(binaries: FfmpegBinaries, source: Source): Promise<number | null> {
  const args = ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", source.input];
  const result = await outcome(run(binaries.ffprobe, args, source.fd));
  const seconds = Number.parseFloat(result.stdout.trim());
  return result.code === 0 && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** One `-progress` block of ffmpeg: key=value lines ending with `progress=continue|end`. */
export type ProgressBlock = Record<string, string>;

export interface Encode {
  child: ChildProcess;
  exited: Promise<{ code: number; stderr: string }>;
}

/**
 * Encodes the first audio stream to AAC in a fragmented MP4 that players can read while it grows: an empty
 * moov up front, one fragment per second. Never `frag_keyframe`: with audio only it made Chromium crash.
 */
export function encodeAac(
  binaries: FfmpegBinaries,
  source: Source,
  bitRate: TranscodeBitRate,
  output: string,
  onProgress: (block: ProgressBlock) => void,
): Encode {
  const child = run(
    binaries.ffmpeg,
    [
      "-nostdin",
      "-hide_banner",
      "-v",
      "error",
      "-i",
      source.input,
      "-map",
      "0:a:0",
      "-c:a",
      "aac",
      "-b:a",
      `${bitRate}k`,
      "-vn",
      "-f",
      "mp4",
      "-movflags",
      "empty_moov+default_base_moof",
      "-frag_duration",
      "1000000",
      "-progress",
      "pipe:1",
      "-nostats",
      "-y",
      fileInput(output),
    ],
    source.fd,
  );
  let pending = "";
  let block: ProgressBlock = {};
  child.stdout?.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const at = line.indexOf("=");
      if (at < 0) continue;
      const key = line.slice(0, at).trim();
      block[key] = line.slice(at + 1).trim();
      if (key === "progress") {
        onProgress(block);
        block = {};
      }
    }
  });
  const exited = outcome(child).then(({ code, stderr }) => ({ code, stderr }));
  return { child, exited };
}

/** Rewrites a finished fragmented MP4 as a plain M4A with its index first (`+faststart`), without re-encoding. */
export async function remuxFaststart(binaries: FfmpegBinaries, input: string, output: string) {
  const args = ["-nostdin", "-hide_banner", "-v", "error", "-i", fileInput(input), "-map", "0"];
  const tail = ["-c", "copy", "-movflags", "+faststart", "-f", "mp4", "-y", fileInput(output)];
  return outcome(run(binaries.ffmpeg, [...args, ...tail]));
}
