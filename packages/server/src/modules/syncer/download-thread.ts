import { parentPort, workerData } from "node:worker_threads";
import { Agent } from "undici";
import { Bandwidth } from "./bandwidth.ts";
import type { FromThread, ThreadSetup, ToThread } from "./download-worker.ts";
import { downloadFile } from "./file-download.ts";
import { RemoteServer } from "./remote-server.ts";

/** Progress is posted at most this often per file: a message per network chunk would cost the main thread. */
const PROGRESS_EVERY_MS = 50;

/**
 * Runs inside the syncer's worker thread (download-worker.ts): the downloads of one task, with their own
 * connections, retries, bandwidth cap and, for a remote account, their own login. The downloads write each
 * socket read to the file synchronously (file-download.ts): that blocks this thread, never the server's loop.
 */
const setup = workerData as ThreadSetup;
const remote = new RemoteServer(setup.host, setup.credentials, setup.options, new Agent({ connections: 8 }));
let bytesPerSecond = setup.bytesPerSecond;
const bandwidth = new Bandwidth(() => bytesPerSecond);
const running = new Map<number, AbortController>();
const post = (message: FromThread) => parentPort!.postMessage(message);

async function download(id: number, message: Extract<ToThread, { type: "download" }>): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  let last = 0;
  let latest = -1;
  const at = (bytes: number) => {
    latest = bytes;
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    post({ type: "at", id, bytes });
  };
  try {
    await downloadFile(message.file, message.final, { remote, bandwidth, signal: controller.signal, at });
    post({ type: "done", id });
  } catch (error) {
    if (latest >= 0) post({ type: "at", id, bytes: latest });
    post({ type: "failed", id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    running.delete(id);
  }
}

parentPort!.on("message", (message: ToThread) => {
  if (message.type === "rate") bytesPerSecond = message.bytesPerSecond;
  else if (message.type === "abort") running.get(message.id)?.abort();
  else void download(message.id, message);
});
