import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const SERVER_ENTRY = path.resolve(import.meta.dirname, "../../packages/server/dist/main.js");

export interface RunningServer {
  url: string;
  pid: number;
  startMs: number;
  /** Resident memory of the server process in MiB, read from /proc. */
  rssMiB(): Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * Starts the built server and waits until /api/health answers: on a fresh data folder, removed on stop, or
 * on `options.dataDir` prepared by the caller (left in place); `options.env` adds environment variables.
 */
export async function startServer(
  adminPassword: string,
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-bench-")));
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    // The flags `npm start` runs the server with.
    [
      "--max-semi-space-size=2",
      "--max-old-space-size=192",
      SERVER_ENTRY,
      "--port",
      String(port),
      "--data",
      dataDir,
    ],
    {
      env: { ...process.env, KIKOERU_ADMIN_PASSWORD: adminPassword, LOG_LEVEL: "warn", ...options.env },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    startMs,
    async rssMiB() {
      const status = await fs.readFile(`/proc/${child.pid}/status`, "utf8");
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kib / 1024;
    },
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as `admin` on the server at `url` and returns the token. */
export async function adminToken(url: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/me`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "admin", password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
