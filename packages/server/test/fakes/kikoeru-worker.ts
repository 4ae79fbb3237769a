import type { TestContext } from "../harness.ts";

/**
 * kikoeru's Python worker (`kikoeru-translate/server/kikoeru_worker.py`, reference §6.3) replayed request by
 * request: `requests.post(data=…)` for `acquire`, `status` and login (form bodies: every value text, so `id` is
 * a string), `requests.post(json=…)` for `finish` (`lrc_content` "" on failure), query strings for `get` and
 * `download`, and its session's `Authorization: Bearer <token>`.
 */
export class KikoeruWorker {
  token: string | undefined;

  constructor(
    private readonly ctx: TestContext,
    private readonly login: { name: string; password: string } | { token: string },
    readonly workerName = "default_worker",
  ) {
    if ("token" in login) this.token = login.token;
  }

  private headers(extra: Record<string, string> = {}) {
    return { ...extra, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) };
  }

  private form(url: string, fields: Record<string, string>) {
    return this.ctx.app.inject({
      method: "POST",
      url,
      headers: this.headers({ "content-type": "application/x-www-form-urlencoded" }),
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** Steps 1–2: `GET /api/auth/me`; on 401, a form login whose token the session keeps. */
  async signIn(): Promise<void> {
    const me = await this.ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: this.headers() });
    if (me.statusCode === 200) return;
    if (me.statusCode !== 401 || "token" in this.login) throw new Error(`auth/me answered ${me.statusCode}`);
    const response = await this.form("/api/auth/me", this.login);
    if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}`);
    this.token = response.json().token;
  }

  acquire() {
    return this.form("/api/lyric/translate/acquire", { worker_name: this.workerName });
  }

  /** `updateTaskStatus`: form-encoded, `id` as text. */
  status(id: number, secret: string, workerStatus: string) {
    return this.form("/api/lyric/translate/status", { id: String(id), secret, worker_status: workerStatus });
  }

  get(id: number, secret: string) {
    const query = new URLSearchParams({ id: String(id), secret });
    return this.ctx.app.inject({
      method: "GET",
      url: `/api/lyric/translate/get?${query}`,
      headers: this.headers(),
    });
  }

  download(id: number, secret: string, range?: string) {
    const query = new URLSearchParams({ id: String(id), secret });
    return this.ctx.app.inject({
      method: "GET",
      url: `/api/lyric/translate/download?${query}`,
      headers: this.headers(range ? { range } : {}),
    });
  }

  finish(id: number, secret: string, success: boolean, lrcContent: string) {
    return this.ctx.app.inject({
      method: "POST",
      url: "/api/lyric/translate/finish",
      headers: this.headers(),
      payload: { id, secret, success, lrc_content: success ? lrcContent : "" },
    });
  }

  /**
   * One turn of the worker's loop: acquire, get, download, "transcribe" (`transcribe` turns the audio into
   * LRC text, or null for a failure), finish. Returns what happened, for the test to check.
   */
  async runOnce(transcribe: (audio: Buffer) => string | null) {
    const acquired = await this.acquire();
    if (acquired.statusCode === 404) return { outcome: "idle" as const, acquired };
    if (acquired.statusCode !== 200)
      throw new Error(`acquire answered ${acquired.statusCode}: ${acquired.body}`);
    const task = acquired.json() as { id: number; secret: string; audio_ext: string };
    const got = (await this.get(task.id, task.secret)).json();
    if (!got.task) return { outcome: "dropped" as const, task };
    const audio = (await this.download(task.id, task.secret)).rawPayload;
    const lrc = transcribe(audio);
    const finished = await this.finish(task.id, task.secret, lrc !== null, lrc ?? "");
    return { outcome: "finished" as const, task, audio, finished };
  }
}
