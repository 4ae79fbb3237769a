import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type WorkerLauncher, workerArgs } from "../../src/modules/ai-lyrics/builtin-worker-launch.ts";
import { waitFor } from "../process/server-process.ts";

/**
 * What the fake worker does when it starts, read from a file at each start so a test can change it between
 * restarts: `run` stays up and speaks nothing, `refuse` exits 2 with one sentence (as the real worker does
 * without a usable model), `crash` exits 1, `stubborn` ignores SIGTERM.
 */
export type FakeMode = "run" | "refuse" | "crash" | "stubborn";

export const REFUSAL = "找不到模型文件 /models/ggml-base.bin：请从 whisper.cpp 的模型页下载一个 ggml 模型。";

const SCRIPT = `
import { appendFileSync, readFileSync } from "node:fs";
const [dir, ...args] = process.argv.slice(2);
const mode = readFileSync(dir + "/mode", "utf8").trim();
const start = { pid: process.pid, token: process.env.KIKOERU_WORKER_TOKEN, args };
appendFileSync(dir + "/starts", JSON.stringify(start) + "\\n");
console.log("已启动 " + mode);
if (mode === "refuse") { console.error(${JSON.stringify(REFUSAL)}); process.exit(2); }
if (mode === "crash") { console.error("段错误"); process.exit(1); }
if (mode === "stubborn") process.on("SIGTERM", () => console.log("不停"));
setInterval(() => {}, 60_000);
`;

export interface FakeStart {
  pid: number;
  token: string;
  args: string[];
}

/** A tiny node script standing in for the worker, and what it recorded of its starts. */
export class FakeLyricWorker {
  constructor(private readonly dir: string) {}

  static async create(dir: string, mode: FakeMode = "run"): Promise<FakeLyricWorker> {
    await writeFile(path.join(dir, "fake-worker.mjs"), SCRIPT);
    await writeFile(path.join(dir, "starts"), "");
    const fake = new FakeLyricWorker(dir);
    await fake.mode(mode);
    return fake;
  }

  readonly launch: WorkerLauncher = (run) => ({
    command: process.execPath,
    args: [path.join(this.dir, "fake-worker.mjs"), this.dir, ...workerArgs(run)],
    cwd: this.dir,
  });

  mode(mode: FakeMode): Promise<void> {
    return writeFile(path.join(this.dir, "mode"), mode);
  }

  async starts(): Promise<FakeStart[]> {
    const text = await readFile(path.join(this.dir, "starts"), "utf8");
    return text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FakeStart);
  }

  /** The starts once there are `count` of them (a child records its start a moment after it is spawned). */
  started(count: number): Promise<FakeStart[]> {
    return waitFor(`${count} starts`, async () => {
      const starts = await this.starts();
      return starts.length >= count && starts;
    });
  }

  /** The pids of the starts still alive. */
  async alive(): Promise<number[]> {
    return (await this.starts()).map((start) => start.pid).filter(isAlive);
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
