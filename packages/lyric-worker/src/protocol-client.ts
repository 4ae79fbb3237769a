import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { abortableSleep } from "./sleep.ts";

/**
 * kikoeru's worker protocol (docs/ai-lyrics.md, reference anchor-backend.md §6.3), spoken as its Python worker
 * speaks it — form-encoded `acquire` and `status`, JSON `finish` — so the same worker runs against kikoeru
 * too. Unlike kikoeru's worker it outlives the server: a refused connection or a 5xx is retried with a growing
 * pause, and a 401 (token expired, server restarted with a new secret) logs in again.
 */
export interface Credentials {
  user?: string;
  password?: string;
  token?: string;
}

export interface ClientOptions extends Credentials {
  server: string;
  log: (line: string) => void;
  /** Stops the waits between retries (the worker is shutting down). */
  signal: AbortSignal;
  retry?: { firstMs: number; maxMs: number };
}

/** What `acquire` hands out, and what task.json keeps to resume after a crash. */
export interface HeldTask {
  id: number;
  secret: string;
  audio_ext: string;
}

export class FatalError extends Error {}

type Body = { form: Record<string, string> } | { json: unknown } | undefined;

export class ProtocolClient {
  private token: string | undefined;
  private readonly base: string;
  private readonly retry: { firstMs: number; maxMs: number };

  constructor(private readonly options: ClientOptions) {
    this.base = options.server.replace(/\/+$/, "");
    this.token = options.token;
    this.retry = options.retry ?? { firstMs: 1000, maxMs: 60_000 };
  }

  /** Logs in unless the saved token (or an auth-less server) already lets us in, as kikoeru's worker does. */
  async signIn(): Promise<void> {
    const me = await this.send("GET", "/api/auth/me", undefined, false);
    if (me.status === 200) return;
    if (me.status !== 401) throw new FatalError(`检查登录状态失败：HTTP ${me.status}`);
    await this.login();
  }

  private async login(): Promise<void> {
    const { user, password } = this.options;
    if (user === undefined) {
      throw new FatalError("服务器拒绝了令牌（已吊销或已过期）：请换一个 --token，或改用 --user/--password");
    }
    const form = { name: user, password: password ?? "" };
    const response = await this.send("POST", "/api/auth/me", { form }, false);
    if (response.status !== 200) {
      throw new FatalError(`登录失败（HTTP ${response.status}）：${await response.text()}`);
    }
    this.token = ((await response.json()) as { token: string }).token;
    this.options.log(`已以 ${user} 登录`);
  }

  /** The oldest pending task, or null when there is none. */
  async acquire(workerName: string): Promise<HeldTask | null> {
    const response = await this.send("POST", "/api/lyric/translate/acquire", {
      form: { worker_name: workerName },
    });
    if (response.status === 404) return null;
    await expectOk(response, "认领任务");
    return (await response.json()) as HeldTask;
  }

  /** True while the id/secret pair still holds the task (not deleted, redone or expired). */
  async stillHeld(task: HeldTask): Promise<boolean> {
    const response = await this.send("GET", `/api/lyric/translate/get?${taskQuery(task)}`);
    await expectOk(response, "查询任务");
    return "task" in ((await response.json()) as object);
  }

  /**
   * Streams the task's audio to `file`; false when the task is no longer ours. A transfer cut half-way (the
   * server restarting) starts again after a pause rather than failing the task.
   */
  async download(task: HeldTask, file: string): Promise<boolean> {
    for (let pause = this.retry.firstMs; ; pause = Math.min(pause * 2, this.retry.maxMs)) {
      const response = await this.send("GET", `/api/lyric/translate/download?${taskQuery(task)}`);
      if (response.status === 404) return false;
      await expectOk(response, "下载音频");
      if (!response.body) throw new Error("下载音频失败：响应为空");
      try {
        await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(file));
        return true;
      } catch (error) {
        if (this.options.signal.aborted) throw error;
        this.options.log(`下载中断（${(error as Error).message}），${Math.round(pause / 1000)} 秒后重试`);
        await abortableSleep(pause, this.options.signal);
      }
    }
  }

  /** The heartbeat; false when the task was taken away (lease expired, redone, deleted). */
  async status(task: HeldTask, workerStatus: string, progress: number): Promise<boolean> {
    const form = {
      id: String(task.id),
      secret: task.secret,
      worker_status: workerStatus,
      progress: String(progress),
    };
    const response = await this.send("POST", "/api/lyric/translate/status", { form });
    await expectOk(response, "上报进度");
    return ((await response.json()) as { success: boolean }).success === true;
  }

  /** Uploads the result; false when the task is no longer ours (the server answers 404). */
  async finish(task: HeldTask, result: FinishBody): Promise<boolean> {
    const json = { id: task.id, secret: task.secret, ...result };
    const response = await this.send("POST", "/api/lyric/translate/finish", { json });
    if (response.status === 404) return false;
    await expectOk(response, "提交结果");
    return true;
  }

  /** One request, repeated until the server answers with something other than a 5xx or a 401. */
  private async send(method: string, path: string, body?: Body, relogin = true): Promise<Response> {
    let pause = this.retry.firstMs;
    let mayLogIn = relogin;
    for (;;) {
      this.options.signal.throwIfAborted();
      let response: Response | undefined;
      let problem: string;
      try {
        response = await fetch(`${this.base}${path}`, {
          method,
          ...this.encode(body),
          signal: this.options.signal,
        });
        if (response.status === 401 && mayLogIn) {
          await response.body?.cancel();
          mayLogIn = false;
          await this.login();
          continue;
        }
        if (response.status < 500) return response;
        problem = `HTTP ${response.status}`;
        await response.body?.cancel();
      } catch (error) {
        if (error instanceof FatalError || this.options.signal.aborted) throw error;
        problem = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      }
      this.options.log(`服务器暂不可用（${problem}），${Math.round(pause / 1000)} 秒后重试`);
      await abortableSleep(pause, this.options.signal);
      pause = Math.min(pause * 2, this.retry.maxMs);
    }
  }

  private encode(body: Body): RequestInit {
    const headers: Record<string, string> = this.token ? { authorization: `Bearer ${this.token}` } : {};
    if (body === undefined) return { headers };
    if ("form" in body) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      return { headers, body: new URLSearchParams(body.form).toString() };
    }
    headers["content-type"] = "application/json";
    return { headers, body: JSON.stringify(body.json) };
  }
}

export interface FinishBody {
  success: boolean;
  lrc_content: string;
  vtt_content?: string;
  error?: string;
}

const taskQuery = (task: HeldTask) =>
  new URLSearchParams({ id: String(task.id), secret: task.secret }).toString();

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  throw new Error(`${what}失败：HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
}
