import { setTimeout as sleep } from "node:timers/promises";

/**
 * The in-tree worker's cadence (packages/lyric-worker/src/worker-loop.ts and heartbeat.ts, the defaults
 * main.ts runs with): `acquire` again at once after a task and every 5 s while the queue is empty; `status`
 * at once and then every 5 s while a task is held.
 */
const IDLE_MS = 5000;
const STATUS_EVERY_MS = 5000;

type Route = "acquire (task)" | "acquire (empty)" | "get" | "download" | "status" | "finish";

export interface Traffic {
  requests: Partial<Record<Route, number>>;
  latenciesMs: number[];
}

interface PollingOptions {
  url: string;
  /** A worker token (`kwt_…`), sent as the in-tree worker sends it. */
  token: string;
  workers: number;
  /** How long each task is held (transcribing), in `status` beats of 5 s. */
  beatsPerTask: number;
}

interface Held {
  id: number;
  secret: string;
}

/**
 * Workers that speak the protocol exactly as the in-tree worker does (form-encoded acquire and status, JSON
 * finish, `get` and `download` before the work) but transcribe nothing: a task is held for `beatsPerTask`
 * heartbeats and finished with a short LRC. All start at the same moment, as the real loop has no jitter.
 */
export class PollingWorkers {
  private readonly stopping = new AbortController();
  private readonly loops: Promise<void>[] = [];
  private traffic: Traffic = { requests: {}, latenciesMs: [] };
  private finished = 0;
  private finishWaiters: { count: number; resolve: () => void }[] = [];

  constructor(private readonly options: PollingOptions) {}

  start(): void {
    for (let i = 1; i <= this.options.workers; i++) this.loops.push(this.loop(`bench-worker-${i}`));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.loops);
  }

  /** Resolves once `count` tasks have been finished since the start. */
  finishedTasks(count: number): Promise<void> {
    if (this.finished >= count) return Promise.resolve();
    return new Promise((resolve) => this.finishWaiters.push({ count, resolve }));
  }

  /** The requests made since the last call, and their latencies. */
  takeTraffic(): Traffic {
    const taken = this.traffic;
    this.traffic = { requests: {}, latenciesMs: [] };
    return taken;
  }

  private async loop(name: string): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const task = await this.acquire(name);
      if (task) await this.work(task);
      else await this.pause(IDLE_MS);
    }
  }

  private async acquire(name: string): Promise<Held | null> {
    const started = performance.now();
    const response = await this.send("POST", "/api/lyric/translate/acquire", { form: { worker_name: name } });
    const body = await response.text();
    this.count(response.status === 200 ? "acquire (task)" : "acquire (empty)", started);
    if (response.status === 404) return null;
    if (response.status !== 200) throw new Error(`acquire: ${response.status} ${body}`);
    return JSON.parse(body) as Held;
  }

  private async work(task: Held): Promise<void> {
    const query = `id=${task.id}&secret=${task.secret}`;
    await this.call("get", "GET", `/api/lyric/translate/get?${query}`);
    await this.call("download", "GET", `/api/lyric/translate/download?${query}`);
    for (let beat = 0; beat < this.options.beatsPerTask; beat++) {
      const percent = String(Math.round((beat / this.options.beatsPerTask) * 100));
      const form = {
        id: String(task.id),
        secret: task.secret,
        worker_status: `翻译进度: ${percent}%`,
        progress: percent,
      };
      await this.call("status", "POST", "/api/lyric/translate/status", { form });
      if (!(await this.pause(STATUS_EVERY_MS))) return;
    }
    const lrc_content = `[00:00.00]任务 ${task.id}\n[00:04.00]基准测试的歌词\n`;
    await this.call("finish", "POST", "/api/lyric/translate/finish", {
      json: { id: task.id, secret: task.secret, success: true, lrc_content },
    });
    this.finished++;
    const due = this.finishWaiters.filter((w) => w.count <= this.finished);
    this.finishWaiters = this.finishWaiters.filter((w) => w.count > this.finished);
    for (const waiter of due) waiter.resolve();
  }

  /** False when the workers are being stopped. */
  private async pause(ms: number): Promise<boolean> {
    return sleep(ms, true, { signal: this.stopping.signal }).catch(() => false);
  }

  private async call(route: Route, method: string, path: string, body?: Body): Promise<void> {
    const started = performance.now();
    const response = await this.send(method, path, body);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`);
    this.count(route, started);
  }

  private count(route: Route, started: number): void {
    this.traffic.requests[route] = (this.traffic.requests[route] ?? 0) + 1;
    this.traffic.latenciesMs.push(performance.now() - started);
  }

  private send(method: string, path: string, body?: Body): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.token}` };
    let payload: string | undefined;
    if (body && "form" in body) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(body.form).toString();
    } else if (body) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body.json);
    }
    return fetch(`${this.options.url}${path}`, { method, headers, body: payload });
  }
}

type Body = { form: Record<string, string> } | { json: unknown };
