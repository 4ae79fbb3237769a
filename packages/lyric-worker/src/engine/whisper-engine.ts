import { Worker } from "node:worker_threads";
import { type Engine, EngineFailure, type Segment, type TranscribeOptions } from "./engine.ts";
import type { FromThread, ThreadSetup, ToThread } from "./whisper-messages.ts";

/**
 * whisper.cpp through @napi-rs/whisper, loaded once in a worker thread and kept for every task. The thread is
 * TypeScript: it registers tsx itself because Node 20 does not pass `--import` hooks on to worker threads.
 */
function startThread(setup: ThreadSetup): Worker {
  const entry = new URL("./whisper-thread.ts", import.meta.url).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData: setup });
}

export async function whisperEngine(setup: ThreadSetup): Promise<Engine> {
  const thread = startThread(setup);
  let failure: Error | undefined;
  let listener: ((message: FromThread) => void) | undefined;
  thread.on("message", (message: FromThread) => listener?.(message));
  const crashed = new Promise<never>((_, reject) => {
    thread.once("error", (error: Error) => {
      failure = new EngineFailure(`转写引擎出错：${error.message}`);
      reject(failure);
    });
    thread.once("exit", (code) => {
      failure ??= new EngineFailure(`转写线程已退出（${code}）`);
      reject(failure);
    });
  });
  crashed.catch(() => undefined);
  await Promise.race([
    crashed,
    new Promise<void>((resolve) => {
      listener = (message) => message.type === "ready" && resolve();
    }),
  ]);
  let busy = false;

  return {
    async transcribe(pcm: Float32Array, options: TranscribeOptions): Promise<Segment[]> {
      if (failure) throw failure;
      if (busy) throw new Error("one transcription at a time");
      busy = true;
      const abortFlag = new SharedArrayBuffer(4);
      const abort = () => Atomics.store(new Int32Array(abortFlag), 0, 1);
      options.signal?.addEventListener("abort", abort, { once: true });
      try {
        return await Promise.race([
          crashed,
          new Promise<Segment[]>((resolve, reject) => {
            listener = (message) => {
              if (message.type === "progress") options.onProgress(message.percent);
              else if (message.type === "done") resolve(message.segments);
              else if (message.type === "failed") reject(new Error(message.message));
            };
            const request: ToThread = {
              pcm,
              language: options.language,
              threads: options.threads,
              abortFlag,
            };
            thread.postMessage(request);
          }),
        ]);
      } finally {
        busy = false;
        options.signal?.removeEventListener("abort", abort);
      }
    },
    async close() {
      await thread.terminate();
    },
  };
}
