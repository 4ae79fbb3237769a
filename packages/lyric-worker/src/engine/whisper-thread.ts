import { createRequire } from "node:module";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { type Language, SAMPLE_RATE, type Segment } from "./engine.ts";
import { splitIntoPieces } from "./pieces.ts";
import type { FromThread, ThreadSetup, ToThread } from "./whisper-messages.ts";

/**
 * Runs inside a worker_threads Worker: @napi-rs/whisper's `full()` is synchronous and would freeze the
 * worker's HTTP heartbeat if it ran on the main thread. The binding's segment callbacks are queued to this
 * thread's event loop and arrive only after `full()` returns (observed), hence `drainCallbacks`.
 */
interface Binding {
  Whisper: new (model: string) => { full(params: FullParams, samples: Float32Array): string };
  WhisperFullParams: new (strategy: number) => FullParams;
  WhisperSamplingStrategy: { Greedy: number };
}
interface FullParams {
  language: string;
  translate: boolean;
  nThreads: number;
  printProgress: boolean;
  printRealtime: boolean;
  onNewSegment: (segment: { text: string; start: number; end: number }) => void;
}

const setup = workerData as ThreadSetup;
const port = parentPort!;
const post = (message: FromThread) => port.postMessage(message);
const binding = createRequire(path.join(setup.engineDir, "package.json"))("@napi-rs/whisper") as Binding;
const whisper = new binding.Whisper(setup.modelPath);
/** whisper.cpp segment times are in hundredths of a second. */
const CENTISECOND_MS = 10;

function params(language: Language, threads: number, onSegment: FullParams["onNewSegment"]): FullParams {
  const p = new binding.WhisperFullParams(binding.WhisperSamplingStrategy.Greedy);
  p.language = language === "en" ? "auto" : language;
  p.translate = language === "en";
  p.nThreads = threads;
  p.printProgress = false;
  p.printRealtime = false;
  p.onNewSegment = onSegment;
  return p;
}

/** Lets the event loop pass through its poll phase until no more queued callbacks arrive. */
async function drainCallbacks(count: () => number): Promise<void> {
  // A timer then an immediate always spans one poll phase, where the queued callbacks are delivered.
  const hop = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
  };
  let before: number;
  do {
    before = count();
    await hop();
  } while (count() !== before);
}

async function transcribe(message: ToThread): Promise<Segment[]> {
  const aborted = new Int32Array(message.abortFlag);
  const pieces = splitIntoPieces(message.pcm);
  const segments: Segment[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (Atomics.load(aborted, 0) === 1) throw new Error("aborted");
    // A last sliver under 100 ms holds no speech, and whisper.cpp would still encode a whole 30 s window for it.
    if (piece.end - piece.start < SAMPLE_RATE / 10) continue;
    const offsetMs = (piece.start / SAMPLE_RATE) * 1000;
    const endMs = (piece.end / SAMPLE_RATE) * 1000;
    const found: Segment[] = [];
    const p = params(message.language, message.threads, ({ text, start, end }) => {
      // Whisper may place a segment's end past the audio it was given; the next piece owns that time.
      const t0 = Math.round(offsetMs + start * CENTISECOND_MS);
      const t1 = Math.round(Math.min(offsetMs + end * CENTISECOND_MS, endMs));
      if (t0 < t1 && text.trim() !== "") found.push({ t0, t1, text: text.trim() });
    });
    whisper.full(p, message.pcm.subarray(piece.start, piece.end));
    await drainCallbacks(() => found.length);
    segments.push(...found);
    post({ type: "progress", percent: Math.round(((index + 1) / pieces.length) * 100) });
  }
  return segments;
}

port.on("message", (message: ToThread) => {
  transcribe(message).then(
    (segments) => post({ type: "done", segments }),
    (error: Error) => post({ type: "failed", message: error.message }),
  );
});
post({ type: "ready" });
