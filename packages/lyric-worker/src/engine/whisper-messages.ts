import type { Language, Segment } from "./engine.ts";

/** What the whisper thread is started with and what passes between it and the worker's main thread. */
export interface ThreadSetup {
  engineDir: string;
  modelPath: string;
}

export interface ToThread {
  pcm: Float32Array;
  language: Language;
  threads: number;
  /** A shared Int32 set to 1 by the main thread to stop before the next piece of audio. */
  abortFlag: SharedArrayBuffer;
}

export type FromThread =
  | { type: "ready" }
  | { type: "progress"; percent: number }
  | { type: "done"; segments: Segment[] }
  | { type: "failed"; message: string };
