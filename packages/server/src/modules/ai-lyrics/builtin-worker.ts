import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { type AdminConfig, type BuiltinWorkerState, message } from "@kikoeru/contract";
import type { WorkerLauncher, WorkerRun } from "./builtin-worker-launch.ts";
import type { WorkerTokens } from "./worker-tokens.ts";

type Settings = Pick<
  AdminConfig,
  "lyricWorkerBuiltin" | "lyricWorkerModel" | "lyricWorkerLanguage" | "lyricWorkerThreads" | "lyricWorkerNice"
>;

/** Marks the tokens the server made for its own worker, so a later start can revoke a crashed run's. */
const TOKEN_OWNER = "(kikoeru)";
/** A token of a built-in worker unused this long belongs to an instance that is gone (live ones poll). */
const STALE_TOKEN_MS = 30 * 60_000;
/** The last output kept for a refusal's reason. */
const MAX_REASON = 2000;

export interface BuiltinWorkerDeps {
  settings: () => Settings;
  tokens: WorkerTokens;
  launch: WorkerLauncher;
  /** The data folder: each worker keeps its task.json and audio in `lyric-worker/<name>` under it. */
  dataDir: string;
  instanceId: string;
  /** Whether this instance has the `lyric` role (a single instance always has). */
  role: boolean;
  /** Part of the worker's and its token's names in a cluster, where several share the task list. */
  cluster: boolean;
  log: { info(line: string): void; warn(line: string): void };
  /** Restart pauses: from `firstMs`, doubling up to `maxMs`; back to `firstMs` after a run of `stableMs`. */
  backoff?: { firstMs: number; maxMs: number; stableMs: number };
  /** How long a stopped worker gets between SIGTERM and SIGKILL. */
  stopGraceMs?: number;
  now?: () => number;
}

/** What tests and the composition root may set besides the defaults. */
export type BuiltinWorkerOptions = Partial<Pick<BuiltinWorkerDeps, "launch" | "backoff" | "stopGraceMs">>;

interface Running {
  child: ChildProcess;
  tokenId: number;
  startedAt: number;
  stderr: string;
  exited: Promise<void>;
}

/**
 * The built-in AI lyric worker (docs/lyric-worker.md "Built in"): on an instance with the `lyric` role and the
 * setting on, runs the in-tree worker as a child process pointed at this server over loopback, with a worker
 * token of its own (made at each start, revoked at each exit). A crash is restarted with a growing pause; a
 * refusal (exit 2: no model, not ggml, no AVX2, short of memory) is shown and waits for the settings to change.
 * Never more than one per instance: every change goes through one queue.
 */
export class BuiltinWorker {
  private readonly backoff: { firstMs: number; maxMs: number; stableMs: number };
  private readonly now: () => number;
  private readonly name: string;
  private server: string | null = null;
  private closed = false;
  private running: Running | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private applied = "";
  private queue: Promise<void> = Promise.resolve();
  private current: Omit<BuiltinWorkerState, "instance" | "enabled" | "role">;

  constructor(private readonly deps: BuiltinWorkerDeps) {
    this.backoff = deps.backoff ?? { firstMs: 1_000, maxMs: 60_000, stableMs: 60_000 };
    this.now = deps.now ?? Date.now;
    // kikoeru's worker names allow letters, digits and underscores only.
    const suffix = deps.cluster ? `_${deps.instanceId.replace(/\W+/g, "_")}` : "";
    this.name = `builtin_lyric_worker${suffix}`;
    this.current = {
      state: "stopped",
      reason: null,
      line: null,
      since: this.now(),
      restarts: 0,
      retry_at: null,
    };
  }

  /** The server listens at `server` (a loopback URL): from now on the worker follows the settings. */
  listening(server: string): Promise<void> {
    // Settings saved before the server first listened were applied to no worker: apply them now.
    if (this.server === null) this.applied = "";
    this.server = server;
    return this.settingsChanged();
  }

  /**
   * Starts, stops or restarts the worker to match the settings. A saved change of its settings restarts it; a
   * refused worker tries again on any save (the admin may have just put the model file in place).
   */
  settingsChanged(): Promise<void> {
    return this.enqueue(async () => {
      const {
        lyricWorkerBuiltin,
        lyricWorkerModel,
        lyricWorkerLanguage,
        lyricWorkerThreads,
        lyricWorkerNice,
      } = this.deps.settings();
      const key = JSON.stringify([
        lyricWorkerBuiltin,
        lyricWorkerModel,
        lyricWorkerLanguage,
        lyricWorkerThreads,
        lyricWorkerNice,
      ]);
      if (key === this.applied && this.current.state !== "refused") return;
      this.applied = key;
      await this.stop();
      this.failures = 0;
      this.current.restarts = 0;
      await this.start();
    });
  }

  state(): BuiltinWorkerState {
    return {
      instance: this.deps.instanceId,
      enabled: this.deps.settings().lyricWorkerBuiltin,
      role: this.deps.role,
      ...this.current,
    };
  }

  /** Stops the worker for good (server close). */
  close(): Promise<void> {
    this.closed = true;
    return this.enqueue(() => this.stop());
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task, task);
    this.queue = run.catch((error: Error) => this.deps.log.warn(error.message));
    return this.queue;
  }

  private set(next: Partial<typeof this.current>): void {
    this.current = { ...this.current, retry_at: null, ...next, since: this.now() };
  }

  private async start(): Promise<void> {
    const settings = this.deps.settings();
    if (this.closed || this.running || !this.server || !this.deps.role || !settings.lyricWorkerBuiltin)
      return;
    const run: WorkerRun = {
      server: this.server,
      model: settings.lyricWorkerModel,
      language: settings.lyricWorkerLanguage,
      threads: settings.lyricWorkerThreads,
      nice: settings.lyricWorkerNice,
      name: this.name,
      stateDir: path.join(this.deps.dataDir, "lyric-worker", this.name),
    };
    const command = this.deps.launch(run);
    if ("refused" in command) return this.refuse(command.refused);
    await this.revokeStaleTokens();
    const token = await this.deps.tokens.create(this.tokenName(), TOKEN_OWNER);
    const child = spawn(command.command, command.args, {
      cwd: command.cwd,
      env: { ...process.env, KIKOERU_WORKER_TOKEN: token.token, KIKOERU_WORKER_PASSWORD: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const running: Running = {
      child,
      tokenId: token.id,
      startedAt: this.now(),
      stderr: "",
      exited: Promise.resolve(),
    };
    running.exited = new Promise((resolve) => {
      let done = false;
      const end = (code: number | null, signal: string | null, error?: Error) => {
        if (done) return;
        done = true;
        void this.exited(running, code, signal, error).finally(resolve);
      };
      child.once("error", (error) => end(null, null, error));
      child.once("close", (code, signal) => end(code, signal));
    });
    this.follow(running);
    this.running = running;
    this.set({ state: "running", reason: null, line: null });
    this.deps.log.info(message("aiLyrics.builtinStarted", { pid: child.pid ?? 0 }));
  }

  /** Output lines go to the server log; the latest is shown, stderr is kept for a refusal's reason. */
  private follow(running: Running): void {
    const lines = (stream: NodeJS.ReadableStream | null, isError: boolean) => {
      let rest = "";
      stream?.setEncoding("utf8");
      stream?.on("data", (text: string) => {
        if (isError) running.stderr = (running.stderr + text).slice(-MAX_REASON);
        const parts = (rest + text).split("\n");
        rest = parts.pop() ?? "";
        // The worker stamps its lines with the time; the server log and the state have their own.
        const clean = parts.map((part) => part.trim().replace(/^\d{4}-\d\d-\d\dT[\d:.]+Z /, ""));
        for (const line of clean.filter(Boolean)) {
          this.deps.log[isError ? "warn" : "info"](`[lyric-worker] ${line}`);
          if (this.running === running) this.current.line = line.slice(0, 500);
        }
      });
    };
    lines(running.child.stdout, false);
    lines(running.child.stderr, true);
  }

  private async exited(running: Running, code: number | null, signal: string | null, error?: Error) {
    await this.deps.tokens.revoke(running.tokenId).catch(() => undefined);
    if (this.running !== running) return;
    this.running = null;
    if (code === 2) {
      this.refuse(running.stderr.trim() || message("aiLyrics.builtinNoReason"));
      return;
    }
    const lastLine = running.stderr.trim().split("\n").pop() ?? "";
    const how = error?.message ?? (signal ? signal : `exit ${code}`);
    const reason = message("aiLyrics.builtinExited", { how }) + (lastLine ? `: ${lastLine}` : "");
    if (this.now() - running.startedAt >= this.backoff.stableMs) this.failures = 0;
    const delay = Math.min(this.backoff.maxMs, this.backoff.firstMs * 2 ** this.failures);
    this.failures += 1;
    this.set({
      state: "restarting",
      reason,
      restarts: this.current.restarts + 1,
      retry_at: this.now() + delay,
    });
    this.deps.log.warn(message("aiLyrics.builtinRestarting", { how, seconds: delay / 1000 }));
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.enqueue(() => this.start());
    }, delay);
  }

  private refuse(reason: string): void {
    this.set({ state: "refused", reason: reason.slice(0, MAX_REASON) });
    this.deps.log.warn(message("aiLyrics.builtinRefused", { reason }));
  }

  /** SIGTERM, then SIGKILL after the grace; resolves once the worker has exited and its token is revoked. */
  private async stop(): Promise<void> {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const running = this.running;
    this.running = null;
    if (running) {
      running.child.kill("SIGTERM");
      const kill = setTimeout(() => running.child.kill("SIGKILL"), this.deps.stopGraceMs ?? 10_000);
      await running.exited;
      clearTimeout(kill);
      this.deps.log.info(message("aiLyrics.builtinStopped"));
    }
    this.set({ state: "stopped", reason: null });
  }

  private tokenName(): string {
    return this.deps.cluster ? `内置 worker ${this.deps.instanceId}` : "内置 worker";
  }

  /** Tokens of this instance's earlier runs (a crash or kill -9 left them), and of instances long gone. */
  private async revokeStaleTokens(): Promise<void> {
    const now = this.now();
    for (const token of await this.deps.tokens.list()) {
      if (token.created_by !== TOKEN_OWNER) continue;
      const usedAt = token.last_used_at ?? token.created_at;
      if (token.name === this.tokenName() || now - usedAt > STALE_TOKEN_MS) {
        await this.deps.tokens.revoke(token.id).catch(() => undefined);
      }
    }
  }
}
