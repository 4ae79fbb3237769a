import fs from "node:fs/promises";
import { Readable } from "node:stream";
import type { EncodeJob } from "./encode-job.ts";

const CHUNK = 64 * 1024;
/** How long a reader at the end of the growing file waits before looking again (ffmpeg also wakes it). */
const POLL_MS = 200;

async function openFirst(files: string[]): Promise<fs.FileHandle | null> {
  for (const file of files) {
    const handle = await fs.open(file, "r").catch(() => null);
    if (handle) return handle;
  }
  return null;
}

/**
 * The bytes of a job's `.part.mp4` as ffmpeg writes them, to the end of the encode: the reader keeps its
 * descriptor, so the part file may be renamed away or deleted meanwhile. A job that fails or is cancelled
 * ends the stream with an error (the response is cut short, as a player expects of a broken stream).
 */
async function* follow(
  job: EncodeJob,
  partFile: string,
  completeFile: string,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  while (job.state === "queued") {
    if (signal.aborted) return;
    await job.nextChange(POLL_MS);
  }
  // A reader that arrives after the end finds the part gone: the complete file has the same audio.
  const handle = await openFirst(job.state === "running" ? [partFile, completeFile] : [completeFile]);
  if (!handle) throw new Error(job.error ?? "transcode output missing");
  try {
    let position = 0;
    const buffer = Buffer.alloc(CHUNK);
    for (;;) {
      const ended = !job.active;
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, position);
      if (bytesRead > 0) {
        position += bytesRead;
        yield Buffer.from(buffer.subarray(0, bytesRead));
        continue;
      }
      if (ended) {
        if (job.state === "done") return;
        throw new Error(job.error ?? job.state);
      }
      if (signal.aborted) return;
      await job.nextChange(POLL_MS);
    }
  } finally {
    await handle.close();
  }
}

/**
 * A stream of a running job's output for one requester; `onClose` runs once it ends or the client is gone
 * (`signal`: a stream waiting for bytes would only notice at its next chunk).
 */
export function tailStream(
  job: EncodeJob,
  files: { part: string; complete: string },
  signal: AbortSignal,
  onClose: () => void,
) {
  const stream = Readable.from(follow(job, files.part, files.complete, signal), { objectMode: false });
  stream.once("close", onClose);
  signal.addEventListener("abort", onClose, { once: true });
  return stream;
}
