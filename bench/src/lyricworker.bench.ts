import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  ENGINE_MEASURE_SCRIPT,
  installEngine,
  type ModelShape,
  writeRandomModel,
} from "@kikoeru/lyric-worker/tooling";

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_LYRIC_SECONDS ?? 30);
const THREADS = Number(process.env.BENCH_LYRIC_THREADS ?? 1);
const SHAPES: ModelShape[] = ["tiny", "base", "small"];

interface Measured {
  audioSeconds: number;
  loadMs: number;
  wallMs: number;
  cpuSeconds: number;
  maxRssBytes: number;
  segments: number;
}

/**
 * The lyric worker's engine (whisper.cpp through @napi-rs/whisper) on models of the real tiny/base/small
 * shapes with random weights, generated here: the cost equals a real model's, the text is garbage. Each
 * model runs in its own process (peak RSS is per process) on BENCH_LYRIC_SECONDS of tone with noise.
 * Random weights stop decoding after few tokens, so real speech costs more decode time than measured here.
 */
export async function benchLyricWorker(): Promise<void> {
  installEngine((line) => console.log(line));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-bench-lyric-"));
  try {
    const audio = path.join(dir, "audio.wav");
    await run("ffmpeg", [
      ...["-nostdin", "-v", "error", "-f", "lavfi", "-i", `sine=frequency=330:duration=${SECONDS}`],
      ...["-f", "lavfi", "-i", `anoisesrc=d=${SECONDS}:c=pink:a=0.05`],
      ...["-filter_complex", "amix=inputs=2", "-ar", "16000", "-ac", "1", audio],
    ]);
    console.log(
      `${SECONDS} s of audio, ${THREADS} thread(s), load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    const rows: Record<string, string | number>[] = [];
    for (const shape of SHAPES) {
      const model = path.join(dir, `ggml-random-${shape}.bin`);
      const bytes = writeRandomModel(model, shape);
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", ENGINE_MEASURE_SCRIPT, model, audio, String(THREADS)],
        { maxBuffer: 1 << 20 },
      );
      const m = JSON.parse(stdout.trim().split("\n").at(-1)!) as Measured;
      rows.push({
        model: shape,
        "file MB": Math.round(bytes / 1e6),
        "load s": +(m.loadMs / 1000).toFixed(1),
        "wall s": +(m.wallMs / 1000).toFixed(1),
        "× real time": +(m.audioSeconds / (m.wallMs / 1000)).toFixed(2),
        "CPU s / audio min": +(m.cpuSeconds / (m.audioSeconds / 60)).toFixed(1),
        "peak RSS MB": Math.round(m.maxRssBytes / 1e6),
        segments: m.segments,
      });
      console.log(JSON.stringify(rows.at(-1)));
      await fs.rm(model);
    }
    console.table(rows);
    console.log(`load average after: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
