/** One transcribed stretch of audio; times in milliseconds from the start of the file. */
export interface Segment {
  t0: number;
  t1: number;
  text: string;
}

/** What the user asked for: `ja` transcribes, `zh` makes Whisper write Chinese (kikoeru's trick), `en` translates. */
export type Language = "ja" | "zh" | "en";

export interface TranscribeOptions {
  language: Language;
  threads: number;
  /** Called with 0–100 as the audio is worked through. */
  onProgress: (percent: number) => void;
  /** Stops between pieces of audio once aborted (the task was taken away from this worker). */
  signal?: AbortSignal;
}

/** The speech-to-text step behind the worker; the real one runs whisper.cpp, tests use a fake. */
export interface Engine {
  /** `pcm`: 16 kHz mono samples in [-1, 1]. */
  transcribe(pcm: Float32Array, options: TranscribeOptions): Promise<Segment[]>;
  close(): Promise<void>;
}

export const SAMPLE_RATE = 16_000;

/** The engine itself broke (its thread died): every later task would fail too, so the worker stops. */
export class EngineFailure extends Error {}
