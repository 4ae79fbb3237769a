import { spawn } from "node:child_process";
import { SAMPLE_RATE } from "./engine/engine.ts";

/**
 * Decodes any audio ffmpeg reads into the 16 kHz mono float samples whisper.cpp wants. The input is the file
 * the worker downloaded under its own ASCII name, so the library's file names (whatever their encoding) never
 * reach ffmpeg's command line. `FFMPEG` names another ffmpeg binary than the one on the PATH.
 */
export function decodeAudio(file: string, binary = process.env.FFMPEG || "ffmpeg"): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    // `file:` so that a state folder named like a protocol (`concat:`, `http:`) is still read as a file.
    const input = `file:${file}`;
    const args = ["-nostdin", "-v", "error", "-i", input, "-vn", "-ac", "1", "-ar", String(SAMPLE_RATE)];
    const ffmpeg = spawn(binary, [...args, "-f", "f32le", "pipe:1"], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let errors = "";
    ffmpeg.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.stderr.setEncoding("utf8").on("data", (text: string) => {
      errors += text;
    });
    ffmpeg.once("error", (error) => reject(new Error(`无法运行 ffmpeg：${error.message}`)));
    ffmpeg.once("close", (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg 解码失败（${code}）：${errors.trim().slice(-300)}`));
      const bytes = Buffer.concat(chunks);
      // Copied into a fresh buffer: the samples must start at a 4-byte boundary.
      const samples = new Float32Array(Math.floor(bytes.length / 4));
      new Uint8Array(samples.buffer).set(bytes.subarray(0, samples.length * 4));
      resolve(samples);
    });
  });
}
