import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { serverEntry, webIndex } from "./paths.ts";

const startTimeoutMs = 30_000;
const stopTimeoutMs = 10_000;

export interface RunningServer {
  baseUrl: string;
  adminPassword: string;
  /** The server's data folder (removed by `stop`). */
  dataDir: string;
  /** Sends SIGTERM and rejects unless the process exits within 10 s. Removes the data directory. */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.text()).trim() === "OK";
  } catch {
    return false;
  }
}

/** Starts the built server on a free port with a fresh data directory and waits for /api/health. */
export async function startServer(): Promise<RunningServer> {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "kikoeru-e2e-"));
  const adminPassword = "e2e-admin-password";
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";

  const child = spawn(process.execPath, [serverEntry, "--port", String(port), "--data", dataDir], {
    env: { ...process.env, KIKOERU_ADMIN_PASSWORD: adminPassword },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));

  const stop = async () => {
    child.kill("SIGTERM");
    const ok = await exited(child, stopTimeoutMs);
    if (!ok) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    if (!ok) throw new Error(`server did not exit within ${stopTimeoutMs} ms of SIGTERM`);
  };

  const deadline = Date.now() + startTimeoutMs;
  while (!(await healthy(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop().catch(() => undefined);
      const reason =
        child.exitCode !== null ? `exited with code ${child.exitCode}` : "did not become healthy";
      throw new Error(`server ${reason} within ${startTimeoutMs} ms:\n${output}`);
    }
    await sleep(200);
  }
  return { baseUrl, adminPassword, dataDir, stop };
}
