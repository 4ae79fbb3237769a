import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll } from "vitest";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
/** How long a start, a stop or a build may take on a loaded 2-core machine before a test gives up. */
const START_DEADLINE_MS = 45_000;
const EXIT_DEADLINE_MS = 30_000;
const BUILD_DEADLINE_MS = 180_000;
/** The process forces itself down after this long (boot.ts SHUTDOWN_GRACE_MS); a clean stop is quicker. */
export const SHUTDOWN_GRACE_MS = 10_000;

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Polls `check` until it returns a value other than undefined/false, or throws after `deadlineMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  deadlineMs = START_DEADLINE_MS,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * A cross-process lock around `node build.mjs`: test files run in parallel workers and the build empties
 * dist/ first, so two builds at once would break each other.
 */
async function withBuildLock<T>(task: () => Promise<T>): Promise<T> {
  const key = createHash("sha256").update(SERVER_DIR).digest("hex").slice(0, 12);
  const lock = path.join(os.tmpdir(), `kikoeru-server-build-${key}.lock`);
  await waitFor(
    "the build lock",
    async () => {
      try {
        await fs.mkdir(lock);
        await fs.writeFile(path.join(lock, "pid"), String(process.pid));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const owner = Number(await fs.readFile(path.join(lock, "pid"), "utf8").catch(() => "0"));
        if (owner > 0 && !isAlive(owner)) await fs.rm(lock, { recursive: true, force: true });
        return false;
      }
    },
    BUILD_DEADLINE_MS,
  );
  try {
    return await task();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Builds the server with its own `node build.mjs` and copies dist/ to a private folder under the git-ignored
 * packages/server/.tmp/, so a later build by another test file cannot pull it away from a running test.
 * Returns the entry file and a function that removes the copy.
 */
async function buildServer(): Promise<{ main: string; remove(): Promise<void> }> {
  const copy = path.join(SERVER_DIR, ".tmp", `process-test-${randomBytes(4).toString("hex")}`);
  await withBuildLock(async () => {
    await run(process.execPath, ["build.mjs"], { cwd: SERVER_DIR, timeout: BUILD_DEADLINE_MS });
    await fs.cp(path.join(SERVER_DIR, "dist"), copy, { recursive: true });
  });
  return {
    main: path.join(copy, "main.js"),
    remove: () => fs.rm(copy, { recursive: true, force: true }),
  };
}

/** A fresh temp folder, removed by `cleanUp()`. */
export async function makeTempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-process-"));
  tempDirs.add(dir);
  return dir;
}

/** A TCP port nobody listens on right now (asked from the OS by listening on port 0 on every address). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "0.0.0.0", resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The first non-loopback IPv4 address of this machine, or null when it has none. */
export function externalIPv4(): string | null {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === "IPv4" && !address.internal) return address.address;
    }
  }
  return null;
}

/** Resolves true when a TCP connection to host:port is accepted, false when it is refused. */
export function canConnect(host: string, port: number, timeoutMs = 5000): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connecting to ${host}:${port} neither succeeded nor was refused in ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(true);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === "ECONNREFUSED") resolve(false);
      else reject(error);
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One run of `node dist/main.js` with its output collected. */
export class ServerProcess {
  readonly child: ChildProcess;
  stdout = "";
  stderr = "";
  readonly exited: Promise<Exit>;
  exit: Exit | null = null;

  constructor(main: string, args: string[], env: Record<string, string> = {}) {
    const inherited = { ...process.env };
    // The child must see only what the test gives it, never the developer's or CI's settings.
    for (const name of ["PORT", "KIKOERU_DATA", "DATABASE_URL", "KIKOERU_ADMIN_PASSWORD", "LOG_LEVEL"]) {
      delete inherited[name];
    }
    this.child = spawn(process.execPath, [main, ...args], {
      env: { ...inherited, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.add(this.child);
    this.child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      this.stdout += chunk;
    });
    this.child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      this.stderr += chunk;
    });
    this.exited = new Promise((resolve) => {
      this.child.once("close", (code, signal) => {
        children.delete(this.child);
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
  }

  /** Waits until the server logged that it is listening; fails early with its stderr if it exits instead. */
  async ready(): Promise<this> {
    await waitFor("the server to start", () => {
      if (this.exit) {
        throw new Error(`server exited (${JSON.stringify(this.exit)}) instead of starting:\n${this.stderr}`);
      }
      return this.stdout.includes("已启动");
    });
    return this;
  }

  async waitForStdout(text: string, deadlineMs = START_DEADLINE_MS): Promise<void> {
    await waitFor(`"${text}" on stdout`, () => this.stdout.includes(text), deadlineMs);
  }

  /** Waits for the process to end by itself. */
  async waitForExit(deadlineMs = EXIT_DEADLINE_MS): Promise<Exit> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`process did not exit within ${deadlineMs} ms; stderr:\n${this.stderr}`)),
        deadlineMs,
      );
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends `signal` and waits for the exit; returns how long it took. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<Exit & { ms: number }> {
    const started = Date.now();
    this.child.kill(signal);
    const exit = await this.waitForExit();
    return { ...exit, ms: Date.now() - started };
  }
}

/** Starts the built server and waits until it listens. */
export function startServer(main: string, args: string[], env: Record<string, string> = {}) {
  return new ServerProcess(main, args, env).ready();
}

/** The lines of a stack trace, which a failed start must never print. */
export function stackLines(output: string): string[] {
  return output.split("\n").filter((line) => line.startsWith("    at "));
}

/** Kills whatever is still running and removes every temp folder. */
async function cleanUp(): Promise<void> {
  for (const child of [...children]) {
    const closed = new Promise((resolve) => child.once("close", resolve));
    child.kill("SIGKILL");
    await closed;
  }
  for (const dir of tempDirs) await fs.rm(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** Small HTTP helpers against a running server. */
export function api(port: number, host = "127.0.0.1") {
  const base = `http://${host}:${port}`;
  return {
    base,
    get: (url: string, token?: string) =>
      fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    send: (method: string, url: string, body: unknown, token?: string) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    async login(name: string, password: string): Promise<string> {
      const response = await this.send("POST", "/api/auth/me", { name, password });
      if (response.status !== 200)
        throw new Error(`login ${name}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
  };
}

/**
 * The hooks every process test file needs: build the server once for the file, stop what a test started
 * after it, and remove the private copy at the end. `main` is the built entry point.
 */
export function useBuiltServer(): { readonly main: string } {
  let build: Awaited<ReturnType<typeof buildServer>> | undefined;
  beforeAll(async () => {
    build = await buildServer();
  }, 240_000);
  afterEach(cleanUp);
  afterAll(() => build?.remove());
  return {
    get main() {
      if (!build) throw new Error("the server is not built yet");
      return build.main;
    },
  };
}
