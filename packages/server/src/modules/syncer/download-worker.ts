import { Worker } from "node:worker_threads";
import type { Credentials, RemoteOptions } from "./remote-server.ts";
import type { RemoteFile } from "./remote-tree.ts";

/** What the thread is started with: the remote of the task, and the bandwidth cap at the start. */
export interface ThreadSetup {
  host: string;
  credentials: Credentials | null;
  options: RemoteOptions;
  bytesPerSecond: number;
}

export type ToThread =
  | { type: "download"; id: number; file: RemoteFile; final: string }
  | { type: "abort"; id: number }
  | { type: "rate"; bytesPerSecond: number };

export type FromThread =
  | { type: "at"; id: number; bytes: number }
  | { type: "done"; id: number }
  | { type: "failed"; id: number; message: string };

/** From source (tests, tsx) the thread runs the .ts entry through tsx; in the bundle it is dist/syncer-download-thread.js. */
const FROM_SOURCE = import.meta.url.endsWith(".ts");
const ENTRY = new URL(FROM_SOURCE ? "./download-thread.ts" : "./syncer-download-thread.js", import.meta.url);
/**
 * The thread's heap: its code (undici, the contract) holds about 14 MB; the connections' read buffers are
 * outside the heap, and no JSON answer is read there. The young generation matches the server's
 * `--max-semi-space-size=2` (three semi-spaces' worth); a thread past its old generation fails its downloads,
 * and the task with them, without touching the server.
 */
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 48 };

function startThread(setup: ThreadSetup): Worker {
  const options = { workerData: setup, resourceLimits: THREAD_LIMITS };
  if (!FROM_SOURCE) return new Worker(ENTRY, options);
  // Node 20 does not pass `--import tsx` on to worker threads: the thread registers tsx itself.
  const tsx = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(ENTRY.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}

interface Pending {
  at(bytes: number): void;
  settle(error?: Error): void;
}

/**
 * The downloads of one sync task, run in a worker thread of their own (download-thread.ts), started with the
 * first download: the server's event loop and heap only see a progress message every few dozen milliseconds.
 * A download settles once the thread has finished with its file, stops included, so a stopped task's partial
 * files hold every byte received before the task is marked stopped.
 */
export class DownloadWorker {
  private thread: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly setup: ThreadSetup) {}

  download(file: RemoteFile, final: string, signal: AbortSignal, at: (bytes: number) => void): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const thread = this.started();
    const id = ++this.nextId;
    return new Promise<void>((resolve, reject) => {
      const abort = () => thread.postMessage({ type: "abort", id } satisfies ToThread);
      signal.addEventListener("abort", abort, { once: true });
      this.pending.set(id, {
        at,
        settle: (error) => {
          signal.removeEventListener("abort", abort);
          this.pending.delete(id);
          if (signal.aborted) reject(signal.reason);
          else if (error) reject(error);
          else resolve();
        },
      });
      thread.postMessage({ type: "download", id, file, final } satisfies ToThread);
    });
  }

  /** A new bandwidth cap (0 = none) for the downloads under way and to come. */
  setRate(bytesPerSecond: number): void {
    this.setup.bytesPerSecond = bytesPerSecond;
    this.thread?.postMessage({ type: "rate", bytesPerSecond } satisfies ToThread);
  }

  async close(): Promise<void> {
    await this.thread?.terminate();
  }

  private started(): Worker {
    if (this.thread) return this.thread;
    const thread = startThread(this.setup);
    thread.on("message", (message: FromThread) => {
      const pending = this.pending.get(message.id);
      if (message.type === "at") pending?.at(message.bytes);
      else pending?.settle(message.type === "failed" ? new Error(message.message) : undefined);
    });
    // A thread that dies (out of memory, a bug) fails the downloads it held; the task fails with them.
    const lost = (error: Error) => {
      this.thread = null;
      for (const pending of [...this.pending.values()]) pending.settle(error);
    };
    thread.on("error", lost);
    thread.on("exit", (code) => lost(new Error(`download thread exited with code ${code}`)));
    this.thread = thread;
    return thread;
  }
}
