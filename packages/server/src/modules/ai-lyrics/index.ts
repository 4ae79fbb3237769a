/** AI lyric tasks: the task list, the worker protocol, worker tokens and the stored lyrics; the one door into the module. */
export { registerAiLyrics } from "./ai-lyrics.module.ts";
export type { BuiltinWorkerOptions } from "./builtin-worker.ts";
export { aiLyricFileOf, aiVttFileOf, vttFromLrc } from "./lyric-files.ts";
export { WorkerTokensRepo } from "./worker-tokens.repo.ts";
export { WorkerTokens } from "./worker-tokens.ts";
