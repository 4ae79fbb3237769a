import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The engine (@napi-rs/whisper, prebuilt, 26 MB) has its own package.json and lock beside the worker and is
 * left out of the root `npm ci`, so that installing and starting the server never pays for it. The worker
 * installs it from the npm registry on its first run; nothing else is ever downloaded.
 */
export const ENGINE_DIR = fileURLToPath(new URL("../../engine/", import.meta.url));

export function engineInstalled(): boolean {
  return existsSync(path.join(ENGINE_DIR, "node_modules", "@napi-rs", "whisper", "package.json"));
}

export function installEngine(log: (line: string) => void): void {
  if (engineInstalled()) return;
  log("首次运行：正在从 npm 安装转写引擎 @napi-rs/whisper（约 26 MB）……");
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli?.endsWith(".js") ? [process.execPath, [npmCli]] : ["npm", []];
  const result = spawnSync(command, [...prefix, "ci", "--prefix", ENGINE_DIR, "--no-audit", "--no-fund"], {
    stdio: "inherit",
  });
  if (result.status !== 0 || !engineInstalled()) {
    throw new Error(`安装转写引擎失败：请在 ${ENGINE_DIR} 中手动运行 npm ci 后重试。`);
  }
}
