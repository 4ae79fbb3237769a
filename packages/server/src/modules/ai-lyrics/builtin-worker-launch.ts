import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { message } from "@kikoeru/contract";

/** The settings and the place the built-in worker is started with. */
export interface WorkerRun {
  server: string;
  model: string;
  language: "ja" | "zh" | "en";
  threads: number;
  nice: number;
  name: string;
  stateDir: string;
}

/** A process to start: the token travels in the environment (KIKOERU_WORKER_TOKEN), never in the arguments. */
export interface WorkerCommand {
  command: string;
  args: string[];
  cwd: string;
}

/** How the worker is started, or the sentence saying why it cannot be (then it is shown as refused). */
export type WorkerLauncher = (run: WorkerRun) => WorkerCommand | { refused: string };

/** The command-line flags of `npm run lyric-worker` for a run (docs/lyric-worker.md). */
export function workerArgs(run: WorkerRun): string[] {
  return [
    "--server",
    run.server,
    "--model",
    run.model,
    "--language",
    run.language,
    "--threads",
    String(run.threads),
    "--nice",
    String(run.nice),
    "--name",
    run.name,
    "--state",
    run.stateDir,
  ];
}

// packages/lyric-worker, from packages/server/src/modules/ai-lyrics/ (source) or packages/server/dist/ (bundle).
const FROM_SOURCE = import.meta.url.endsWith(".ts");
const WORKER_DIR = fileURLToPath(
  new URL(FROM_SOURCE ? "../../../../lyric-worker/" : "../../lyric-worker/", import.meta.url),
);

/**
 * The in-tree worker (packages/lyric-worker) run from its source through tsx, as `npm run lyric-worker` does;
 * a container image built with `--omit=dev` has neither, and says so instead of failing in a loop.
 */
export function inTreeWorker(run: WorkerRun): WorkerCommand | { refused: string } {
  const entry = path.join(WORKER_DIR, "src", "main.ts");
  if (!existsSync(entry)) return { refused: message("aiLyrics.builtinNotInstalled", { what: entry }) };
  try {
    createRequire(path.join(WORKER_DIR, "package.json")).resolve("tsx/package.json");
  } catch {
    return { refused: message("aiLyrics.builtinNotInstalled", { what: "tsx" }) };
  }
  return {
    command: process.execPath,
    args: ["--import", "tsx", entry, ...workerArgs(run)],
    cwd: WORKER_DIR,
  };
}
