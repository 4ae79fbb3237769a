import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Language } from "./engine/engine.ts";
import { PreflightError } from "./preflight.ts";

export interface CliOptions {
  server: string;
  model: string | undefined;
  language: Language;
  threads: number;
  /** The process priority the worker lowers itself to before the engine starts (0–19). */
  nice: number;
  user: string | undefined;
  password: string | undefined;
  token: string | undefined;
  name: string;
  stateDir: string;
}

const USAGE =
  "用法：npm run lyric-worker -- --server URL --model ggml-模型文件 [--language ja|zh|en] [--threads N] [--nice 0-19] " +
  "[--user 用户名 --password 密码 | --token 令牌] [--name worker名称] [--state 状态目录]";

/**
 * Command-line options; the password and the token may come from KIKOERU_WORKER_PASSWORD and
 * KIKOERU_WORKER_TOKEN instead, where other users of the machine cannot read them in the process list.
 */
export function parseCliOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions {
  let values: ReturnType<typeof parse>["values"];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new PreflightError(`${(error as Error).message}\n${USAGE}`);
  }
  const language = values.language ?? "ja";
  if (language !== "ja" && language !== "zh" && language !== "en") {
    throw new PreflightError(`--language 只能是 ja、zh 或 en\n${USAGE}`);
  }
  const threads = Number(values.threads ?? "1");
  if (!Number.isInteger(threads) || threads < 1 || threads > 64) {
    throw new PreflightError(`--threads 必须是 1 到 64 之间的整数\n${USAGE}`);
  }
  const nice = Number(values.nice ?? "19");
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) {
    throw new PreflightError(`--nice 必须是 0 到 19 之间的整数\n${USAGE}`);
  }
  return {
    server: values.server ?? "",
    model: values.model,
    language,
    threads,
    nice,
    user: values.user,
    password: values.password ?? env.KIKOERU_WORKER_PASSWORD,
    token: values.token ?? env.KIKOERU_WORKER_TOKEN,
    // kikoeru's worker names allow letters, digits and underscores only.
    name: values.name ?? `${os.hostname().replace(/\W+/g, "_")}_lyric_worker`,
    stateDir: path.resolve(values.state ?? path.join("data", "lyric-worker")),
  };
}

/** Checked after the model, so that a first run without one hears about the model first. */
export function checkServerUrl(server: string): void {
  let url: URL | undefined;
  try {
    url = new URL(server);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new PreflightError(`--server 必须是 http:// 或 https:// 开头的服务器地址\n${USAGE}`);
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    options: {
      server: { type: "string" },
      model: { type: "string" },
      language: { type: "string" },
      threads: { type: "string" },
      nice: { type: "string" },
      user: { type: "string" },
      password: { type: "string" },
      token: { type: "string" },
      name: { type: "string" },
      state: { type: "string" },
    },
  });
}
