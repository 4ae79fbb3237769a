import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback server that speaks kikoeru's AI lyric task protocol (reference anchor-backend.md §1.7, §6) the
 * way kikoeru-express does — form or JSON bodies, `{}` from `get` for a pair that no longer holds the task —
 * with the parts a worker test needs to break: tokens can be expired, the server restarted on the same port.
 * Every request is recorded so that tests can check the worker's request shapes.
 */
export interface FakeTask {
  id: number;
  audio: Buffer;
  audioExt: string;
  status: 1 | 2 | 3 | 4;
  secret: string | null;
  workerStatus: string;
  progress: number | null;
  lrc: string | null;
  vtt: string | null;
  error: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string;
  body: Record<string, unknown>;
  authorized: boolean;
}

export class KikoeruServer {
  readonly tasks: FakeTask[] = [];
  readonly requests: RecordedRequest[] = [];
  readonly user = { name: "worker", password: "worker-password" };
  /** The next download sends half the audio and then drops the connection (a server going down mid-transfer). */
  cutNextDownload = false;
  private tokens = new Set<string>();
  private server: http.Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  addTask(audio: Buffer, audioExt = ".wav"): FakeTask {
    const task: FakeTask = {
      id: this.tasks.length + 1,
      audio,
      audioExt,
      status: 1,
      secret: null,
      workerStatus: "",
      progress: null,
      lrc: null,
      vtt: null,
      error: null,
    };
    this.tasks.push(task);
    return task;
  }

  /** Every token handed out so far stops working (as after 30 days, or a new JWT secret). */
  expireTokens(): void {
    this.tokens.clear();
  }

  /** Takes the task away as a redo or an expired lease would. */
  revoke(task: FakeTask): void {
    Object.assign(task, { status: 1, secret: null });
  }

  calls(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  async start(): Promise<this> {
    const server = http.createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        response.writeHead(500).end(JSON.stringify({ error: error.message }));
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://localhost");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const contentType = request.headers["content-type"] ?? "";
    const body: Record<string, unknown> = contentType.includes("json")
      ? JSON.parse(text)
      : Object.fromEntries(new URLSearchParams(text));
    const token = request.headers.authorization?.replace(/^Bearer /, "");
    const authorized = token !== undefined && this.tokens.has(token);
    this.requests.push({ method: request.method ?? "", path: url.pathname, contentType, body, authorized });
    const send = (status: number, value: unknown): void => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    };

    if (url.pathname === "/api/auth/me" && request.method === "POST") {
      if (body.name !== this.user.name || body.password !== this.user.password) {
        return send(401, { error: "用户名或密码错误" });
      }
      const issued = randomBytes(16).toString("hex");
      this.tokens.add(issued);
      return send(200, { token: issued });
    }
    if (!authorized) return send(401, { error: "未登录" });
    if (url.pathname === "/api/auth/me") return send(200, { user: { name: this.user.name } });

    const query = Object.fromEntries(url.searchParams);
    const held = (pair: Record<string, unknown>) =>
      this.tasks.find((t) => String(t.id) === String(pair.id) && t.secret === pair.secret && t.status === 2);
    switch (url.pathname) {
      case "/api/lyric/translate/acquire": {
        const task = this.tasks.find((t) => t.status === 1);
        if (!task) return send(404, { error: "无待认领的翻译任务" });
        Object.assign(task, {
          status: 2,
          secret: randomBytes(32).toString("hex"),
          workerStatus: "task acquired",
        });
        return send(200, { id: task.id, secret: task.secret, audio_ext: task.audioExt });
      }
      case "/api/lyric/translate/get": {
        const task = held(query);
        return send(200, task ? { task: { id: task.id, worker_status: task.workerStatus } } : {});
      }
      case "/api/lyric/translate/download": {
        const task = held(query);
        if (!task) return send(404, { error: "下载翻译音频文件失败" });
        response.writeHead(200, {
          "content-type": "application/octet-stream",
          "content-length": String(task.audio.length),
        });
        if (this.cutNextDownload) {
          this.cutNextDownload = false;
          response.write(task.audio.subarray(0, task.audio.length >> 1), () => response.destroy());
          return undefined;
        }
        response.end(task.audio);
        return undefined;
      }
      case "/api/lyric/translate/status": {
        // kikoeru validates `id` with isString: a JSON number is a 400.
        if (typeof body.id !== "string") return send(400, { error: "id must be a string" });
        const task = held(body);
        if (task) Object.assign(task, { workerStatus: body.worker_status, progress: Number(body.progress) });
        return send(200, { success: task !== undefined });
      }
      case "/api/lyric/translate/finish": {
        const task = held(body);
        if (!task) return send(404, { error: "没有找到指定的任务" });
        Object.assign(task, {
          status: body.success === true ? 3 : 4,
          secret: null,
          lrc: body.lrc_content,
          vtt: body.vtt_content ?? null,
          error: body.error ?? null,
        });
        return send(200, {});
      }
    }
    return send(404, { error: "not found" });
  }
}
