import { mkdir } from "node:fs/promises";
import { checkServerUrl, parseCliOptions } from "./cli-options.ts";
import { EngineFailure } from "./engine/engine.ts";
import { ENGINE_DIR, installEngine } from "./engine/engine-install.ts";
import { whisperEngine } from "./engine/whisper-engine.ts";
import { checkCpu, checkMemory, checkModel, lowerPriority, PreflightError } from "./preflight.ts";
import { FatalError, ProtocolClient } from "./protocol-client.ts";
import { runWorker } from "./worker-loop.ts";

/**
 * `npm run lyric-worker -- --server URL --model FILE …` (docs/lyric-worker.md): claims AI lyric tasks from a
 * kikoeru-compatible server and transcribes them with whisper.cpp. Exit codes: 0 stopped by a signal, 1 a
 * fatal error, 2 refused to start (no model, CPU, memory, options). `process.exit` is explicit because the
 * binding can keep the process alive after its work is done.
 */
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

async function main(): Promise<number> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  const modelBytes = await checkModel(options.model);
  checkServerUrl(options.server);
  checkCpu();
  checkMemory(modelBytes);
  // Threads inherit the priority of the thread that creates them: lower it before the engine starts.
  lowerPriority(options.nice);
  await mkdir(options.stateDir, { recursive: true });
  installEngine(log);
  const shutdown = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      log("正在停止；未完成的任务会在下次启动时继续");
      shutdown.abort(new Error("stopped"));
    });
  }
  log(`加载模型 ${options.model}（${options.threads} 个线程，语言 ${options.language}）`);
  const engine = await whisperEngine({ engineDir: ENGINE_DIR, modelPath: options.model! });
  const client = new ProtocolClient({ ...options, log, signal: shutdown.signal });
  try {
    await runWorker({ ...options, workerName: options.name, client, engine, log, signal: shutdown.signal });
  } catch (error) {
    if (!shutdown.signal.aborted) throw error;
  } finally {
    await engine.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    if (error instanceof PreflightError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof FatalError || error instanceof EngineFailure ? error.message : error);
    process.exit(1);
  },
);
