import { type Engine, SAMPLE_RATE, type Segment, type TranscribeOptions } from "./engine.ts";

/**
 * A stand-in for whisper.cpp in protocol tests: one segment per `secondsPerSegment` of audio, after a pause
 * of `millisecondsPerSegment` each, so a test can stop the worker half-way through a task.
 */
export function fakeEngine(options: { secondsPerSegment?: number; millisecondsPerSegment?: number } = {}) {
  const secondsPerSegment = options.secondsPerSegment ?? 2;
  const pause = options.millisecondsPerSegment ?? 0;
  const engine: Engine & { calls: number } = {
    calls: 0,
    async transcribe(pcm: Float32Array, { onProgress, signal }: TranscribeOptions): Promise<Segment[]> {
      engine.calls++;
      const durationMs = Math.floor((pcm.length / SAMPLE_RATE) * 1000);
      const step = secondsPerSegment * 1000;
      const segments: Segment[] = [];
      for (let t0 = 0; t0 < durationMs; t0 += step) {
        signal?.throwIfAborted();
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        segments.push({ t0, t1: Math.min(t0 + step, durationMs), text: `第${segments.length + 1}句` });
        onProgress(Math.round((Math.min(t0 + step, durationMs) / durationMs) * 100));
      }
      return segments;
    },
    async close() {},
  };
  return engine;
}
