import { readFileSync } from "node:fs";
import { open, stat } from "node:fs/promises";
import os from "node:os";

/**
 * Checks made before the worker touches the network or loads the engine. Each failure is one sentence the
 * user can act on; the worker then exits with code 2.
 */
export class PreflightError extends Error {}

const WHERE_TO_GET =
  "请从 whisper.cpp 的模型页（https://huggingface.co/ggerganov/whisper.cpp）下载一个 ggml 模型（例如 ggml-base.bin），再用 --model <模型文件路径> 传给 worker（内置 worker：填在设置页的“AI 歌词”一节）。";
/** "ggml" as whisper.cpp writes it at the start of its legacy model files. */
const GGML_MAGIC = 0x67676d6c;

/** The model's size in bytes, after making sure it exists and is a whisper.cpp ggml file. */
export async function checkModel(model: string | undefined): Promise<number> {
  if (!model) throw new PreflightError(`未指定模型：${WHERE_TO_GET}`);
  const info = await stat(model).catch(() => null);
  if (!info?.isFile()) throw new PreflightError(`找不到模型文件 ${model}：${WHERE_TO_GET}`);
  const file = await open(model, "r");
  try {
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, 0);
    if (head.readUInt32LE(0) !== GGML_MAGIC) {
      throw new PreflightError(`${model} 不是 whisper.cpp 的 ggml 模型：${WHERE_TO_GET}`);
    }
  } finally {
    await file.close();
  }
  return info.size;
}

/** The prebuilt binding exists for these platforms only, and its x64 build uses AVX2 instructions. */
export function checkCpu(): void {
  const platform = `${process.platform}-${process.arch}`;
  if (!["linux-x64", "darwin-x64", "darwin-arm64"].includes(platform)) {
    throw new PreflightError(
      `转写引擎 @napi-rs/whisper 没有 ${platform} 的预编译版本，无法在这台机器上运行。`,
    );
  }
  if (process.platform !== "linux") return;
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  if (!/^flags\s*:.*\bavx2\b/m.test(cpuinfo)) {
    throw new PreflightError(
      "这台机器的 CPU 不支持 AVX2，预编译的转写引擎无法运行：请在支持 AVX2 的机器上运行 worker。",
    );
  }
}

/**
 * Peak memory of the engine, measured by the lyricworker benchmark with tiny/base/small shapes (353, 497 and
 * 1198 MB): about twice the model file plus 200 MB. Refused when short of that, as swapping would stall the
 * machine the server shares.
 */
export function checkMemory(modelBytes: number, available = os.freemem()): void {
  const needed = modelBytes * 2 + 200 * 1024 * 1024;
  if (available < needed) {
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    throw new PreflightError(
      `可用内存不足：这个模型约需 ${mb(needed)} MB，当前只有 ${mb(available)} MB 可用，请换用更小的模型或释放内存。`,
    );
  }
}

/** Raising the priority above the parent's needs privileges: refused in one sentence instead of a stack. */
export function lowerPriority(nice: number): void {
  try {
    os.setPriority(nice);
  } catch (error) {
    throw new PreflightError(
      `无法把进程优先级设为 nice ${nice}（${(error as Error).message}）：请选一个不低于当前值 ${os.getPriority()} 的 nice 值。`,
    );
  }
}
