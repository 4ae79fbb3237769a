import { decodeAudio } from "../src/audio.ts";
import { SAMPLE_RATE } from "../src/engine/engine.ts";
import { ENGINE_DIR } from "../src/engine/engine-install.ts";
import { whisperEngine } from "../src/engine/whisper-engine.ts";

/**
 * One measured transcription, in a process of its own so that its peak RSS is the model's:
 * `engine-measure.ts <model> <audio> <threads>` prints one JSON line. CPU time counts every thread.
 */
const [model = "", audio = "", threads = "1"] = process.argv.slice(2);
const pcm = await decodeAudio(audio);
const loadStarted = performance.now();
const engine = await whisperEngine({ engineDir: ENGINE_DIR, modelPath: model });
const loadMs = performance.now() - loadStarted;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const segments = await engine.transcribe(pcm, {
  language: "ja",
  threads: Number(threads),
  onProgress: () => undefined,
});
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
await engine.close();
console.log(
  JSON.stringify({
    audioSeconds: pcm.length / SAMPLE_RATE,
    loadMs,
    wallMs,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    segments: segments.length,
  }),
);
process.exit(0);
