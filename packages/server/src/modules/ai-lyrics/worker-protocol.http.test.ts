import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KikoeruWorker } from "../../../test/fakes/kikoeru-worker.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";
import { aiLyricFileOf, aiVttFileOf } from "./index.ts";

let ctx: TestContext;
let admin: string;
let listener: string;
const WORK = 123456;
const hashes: Record<string, string> = {};
const audio: Record<string, Buffer> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  listener = await ctx.createUser("listener", "user");
  const root = await createLibrary(ctx);
  const files = ["01.wav", "a/02.wav", "a/03.wav", "b/04.wav", "readme.txt"].map((path, i) => ({
    path,
    bytes: path.endsWith(".wav") ? wavBytes(800 + i * 100) : "hello",
  }));
  for (const file of files) audio[file.path] = Buffer.from(file.bytes);
  await addWork(ctx, root, { id: WORK, files });
  const tree = (await ctx.request({ method: "GET", url: `/api/tracks/${WORK}`, token: admin })).json();
  const walk = (nodes: { path: string; hash?: string; children?: unknown[] }[]) => {
    for (const node of nodes) {
      if (node.children) walk(node.children as typeof nodes);
      else hashes[node.path] = node.hash!;
    }
  };
  walk(tree);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
const tasksOf = async (query = `page=-1&work_id=${WORK}&status=[]`) =>
  (await call("GET", `/api/lyric/translate?${query}`)).json().tasks as Record<string, unknown>[];
const lyricStatus = async () =>
  (
    await ctx.database.db
      .selectFrom("works")
      .select("lyric_status")
      .where("id", "=", WORK)
      .executeTakeFirstOrThrow()
  ).lyric_status;
const clear = async () => {
  const ids = (await tasksOf()).map((task) => task.id);
  if (ids.length) await call("DELETE", "/api/lyric/translate/0", { idArr: ids });
};
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("kikoeru's Python worker against our server", () => {
  it("runs a task to success: the lyric is stored as LRC and VTT and offered to the player", async () => {
    await clear();
    const [id, index] = hashes["a/02.wav"]!.split("/");
    const created = await call("PUT", `/api/lyric/translate/${id}/${index}`);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ids: [created.json().id], skipped: 0 });
    expect(await lyricStatus()).not.toContain("ai");

    const worker = new KikoeruWorker(ctx, { name: "admin", password: ADMIN_PASSWORD });
    await worker.signIn();
    const acquired = await worker.acquire();
    expect(acquired.statusCode).toBe(200);
    const task = acquired.json();
    expect(task).toMatchObject({
      id: created.json().id,
      audio_ext: ".wav",
      work_id: WORK,
      audio_path: "a/02.wav",
    });
    expect(task.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await worker.get(task.id, task.secret)).json()).toEqual({
      task: { id: task.id, worker_status: "task acquired", work_id: WORK, audio_path: "a/02.wav" },
    });
    const whole = await worker.download(task.id, task.secret);
    expect(whole.statusCode).toBe(200);
    expect(sha(whole.rawPayload)).toBe(sha(audio["a/02.wav"]!));
    const part = await worker.download(task.id, task.secret, "bytes=4-11");
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(audio["a/02.wav"]!.subarray(4, 12));

    expect((await worker.status(task.id, task.secret, "翻译进度: 42%")).json()).toEqual({ success: true });
    expect((await tasksOf())[0]).toMatchObject({ status: 2, worker_name: "default_worker", progress: 42 });

    const lrc = "[00:00.00]こんにちは\n[01:01.23]さようなら";
    const finished = await worker.finish(task.id, task.secret, true, lrc);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({});
    expect((await tasksOf())[0]).toMatchObject({ status: 3, progress: 100, file_name: "02.wav" });
    expect(await fs.readFile(aiLyricFileOf(ctx.paths, task.id), "utf8")).toBe(lrc);
    expect(await fs.readFile(aiVttFileOf(ctx.paths, task.id), "utf8")).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:01:01.230\nこんにちは\n\n00:01:01.230 --> 00:01:06.230\nさようなら\n",
    );
    expect((await call("GET", `/api/lyric/translate/lrc?id=${task.id}`)).json()).toEqual({ lrcContent: lrc });
    expect(await lyricStatus()).toBe("ai");

    const track = hashes["a/02.wav"]!;
    const options = (await call("GET", `/api/media/query-lrc/${track}`)).json().lyricList;
    expect(options).toContainEqual(expect.objectContaining({ isAI: true, hash: String(task.id) }));
    const check = (await call("GET", `/api/media/check-lrc/${track}`)).json();
    expect(check).toMatchObject({ result: true, hash: `ai/${task.id}`, lyricExtension: ".vtt" });
    expect(check.lrc).toContain("00:00:00.000 --> 00:01:01.230");
    // kikoeru's web client ignores the inline text and streams the lyric by the hash check-lrc gave.
    const streamed = await call("GET", `/api/media/stream/${check.hash}`);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(streamed.body).toBe(check.lrc);
    expect((await call("GET", `/api/media/fetch-lrc/${task.id}`)).json()).toEqual({ lrc });

    // The secret is spent: a second finish, a heartbeat and get all see that the task is gone.
    expect((await worker.finish(task.id, task.secret, true, lrc)).statusCode).toBe(404);
    expect((await worker.status(task.id, task.secret, "x")).json()).toEqual({ success: false });
    expect((await worker.get(task.id, task.secret)).json()).toEqual({});
  });

  it("runs a task to failure with an empty lrc_content; our worker may send VTT and a reason", async () => {
    await clear();
    await call("PUT", `/api/lyric/translate/${WORK}?path=${encodeURIComponent("01.wav")}`);
    await call("PUT", `/api/lyric/translate/${WORK}?path=${encodeURIComponent("b/04.wav")}`);
    const worker = new KikoeruWorker(ctx, { name: "admin", password: ADMIN_PASSWORD });
    await worker.signIn();
    const failed = await worker.runOnce(() => null);
    expect(failed.outcome).toBe("finished");
    const [first] = await tasksOf(`page=1&status=[4]`);
    expect(first).toMatchObject({ audio_path: "01.wav", status: 4 });
    expect((await call("GET", `/api/lyric/translate/lrc?id=${first!.id}`)).json()).toMatchObject({
      code: "AI_LYRIC_NOT_FOUND",
    });
    expect(await lyricStatus()).toBe("");

    const ours = (await worker.acquire()).json();
    const vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:02.500\n一\n";
    // Hours of speech make lyrics beyond the 1 MiB other bodies are held to.
    const lrc = `[00:01.00]一\n[00:02.00]${"あ".repeat(500_000)}`;
    const finish = await call("POST", "/api/lyric/translate/finish", {
      id: String(ours.id),
      secret: ours.secret,
      success: "true",
      lrc_content: lrc,
      vtt_content: vtt,
    });
    expect(finish.statusCode).toBe(200);
    expect(await fs.readFile(aiVttFileOf(ctx.paths, ours.id), "utf8")).toBe(vtt);
    expect(await fs.readFile(aiLyricFileOf(ctx.paths, ours.id), "utf8")).toBe(lrc);
    expect((await worker.acquire()).json()).toMatchObject({ code: "AI_LYRIC_NO_PENDING_TASK" });
  });
});

describe("creating tasks", () => {
  it("queues a folder's audio files once, refuses duplicates and non-audio with a code", async () => {
    await clear();
    const folder = await call("PUT", `/api/lyric/translate/${WORK}?path=a`);
    expect(folder.json()).toMatchObject({ skipped: 0 });
    expect(folder.json().ids).toHaveLength(2);
    const again = await call("PUT", `/api/lyric/translate/${WORK}?path=a%2F02.wav`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "AI_LYRIC_TASK_EXISTS",
      error: "RJ123456 已有该音频的翻译任务：a/02.wav",
    });
    const work = await call("PUT", `/api/lyric/translate/${WORK}?path=%2F`);
    expect(work.json()).toMatchObject({ skipped: 2 });
    expect(work.json().ids).toHaveLength(2);
    expect((await call("PUT", `/api/lyric/translate/${WORK}?path=%2F`)).statusCode).toBe(409);
    const text = await call("PUT", `/api/lyric/translate/${WORK}?path=readme.txt`);
    expect(text.json()).toMatchObject({ code: "AI_LYRIC_NO_AUDIO" });
    expect(text.statusCode).toBe(404);

    const summary = (await call("GET", `/api/lyric/work/${WORK}`)).json();
    expect(summary).toMatchObject({ status: 1, folders: { "": 1, a: 1, b: 1 } });
    expect(Object.keys(summary.files).sort()).toEqual(["01.wav", "a/02.wav", "a/03.wav", "b/04.wav"]);
    expect(await tasksOf("page=1&work_id=0&file_name=a%2F&status=[1]")).toHaveLength(2);
  });
});

describe("redo and delete", () => {
  it("redoes and deletes one task or a batch (id 0 with idArr) and keeps the work's lyric status in step", async () => {
    await clear();
    const ids = (await call("PUT", `/api/lyric/translate/${WORK}?path=%2F`)).json().ids as number[];
    const worker = new KikoeruWorker(ctx, { name: "admin", password: ADMIN_PASSWORD });
    await worker.signIn();
    for (const _ of ids) await worker.runOnce(() => "[00:00.00]x");
    expect(await lyricStatus()).toBe("ai");

    expect((await call("POST", `/api/lyric/translate/redo/${ids[0]}`)).json()).toEqual({ counts: 1 });
    expect((await call("POST", "/api/lyric/translate/redo/0", { idArr: ids.slice(1, 3) })).json()).toEqual({
      counts: 2,
    });
    const statuses = Object.fromEntries((await tasksOf()).map((task) => [task.id, task.status]));
    expect(ids.map((id) => statuses[id])).toEqual([1, 1, 1, 3]);
    expect(await lyricStatus()).toBe("ai");

    expect((await call("DELETE", "/api/lyric/translate/0", { idArr: [ids[3]!, ids[2]!] })).json()).toEqual({
      counts: 2,
    });
    expect(await lyricStatus()).toBe("");
    await expect(fs.stat(aiLyricFileOf(ctx.paths, ids[3]!))).rejects.toThrow();
    expect((await call("DELETE", `/api/lyric/translate/${ids[0]}`)).json()).toEqual({ counts: 1 });
    const gone = await call("DELETE", `/api/lyric/translate/${ids[0]}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: "AI_LYRIC_TASK_NOT_FOUND" });
  });
});

describe("who may act as a worker", () => {
  it("refuses listeners unless their group is allowed; guests never create", async () => {
    await clear();
    const refused = await call("POST", "/api/lyric/translate/acquire", { worker_name: "w" }, listener);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "WORKER_FORBIDDEN" });
    await ctx.config.update({ lyricWorkerGroups: ["administrator", "user"] });
    try {
      const allowed = await call("POST", "/api/lyric/translate/acquire", { worker_name: "w" }, listener);
      expect(allowed.json()).toMatchObject({ code: "AI_LYRIC_NO_PENDING_TASK" });
    } finally {
      await ctx.config.update({ lyricWorkerGroups: ["administrator"] });
    }
    const guest = await ctx.createUser("visitor", "guest");
    const created = await call("PUT", `/api/lyric/translate/${WORK}?path=01.wav`, undefined, guest);
    expect(created.json()).toMatchObject({ code: "GUEST_READ_ONLY" });
  });

  it("lets a worker token run kikoeru's worker, only on the worker routes, until it is revoked", async () => {
    await clear();
    const forbidden = await call("POST", "/api/lyric/worker-tokens", { name: "gpu box" }, listener);
    expect(forbidden.json()).toMatchObject({ code: "ADMIN_ONLY" });
    const created = (await call("POST", "/api/lyric/worker-tokens", { name: "gpu box" })).json();
    expect(created).toMatchObject({ name: "gpu box", created_by: "admin", last_used_at: null });
    expect(created.token).toMatch(/^kwt_[\w-]{43}$/);
    const listed = (await call("GET", "/api/lyric/worker-tokens")).json();
    expect(listed.tokens).toEqual([expect.not.objectContaining({ token: expect.anything() })]);

    await call("PUT", `/api/lyric/translate/${WORK}?path=01.wav`);
    const worker = new KikoeruWorker(ctx, { token: created.token }, "gpu_box");
    await worker.signIn();
    const run = await worker.runOnce(() => "[00:00.00]token");
    expect(run.outcome).toBe("finished");
    expect((await tasksOf())[0]).toMatchObject({ status: 3, worker_name: "gpu_box" });
    const scoped = await ctx.request({ method: "GET", url: "/api/works", token: created.token });
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json()).toMatchObject({ code: "WORKER_TOKEN_SCOPE" });
    const byQuery = await ctx.app.inject({
      method: "POST",
      url: `/api/lyric/translate/acquire?token=${created.token}`,
      payload: { worker_name: "q" },
    });
    expect(byQuery.json()).toMatchObject({ code: "AI_LYRIC_NO_PENDING_TASK" });
    expect((await call("GET", "/api/lyric/worker-tokens")).json().tokens[0].last_used_at).toBeGreaterThan(0);

    expect((await call("DELETE", `/api/lyric/worker-tokens/${created.id}`)).json()).toEqual({
      success: true,
    });
    const revoked = await worker.acquire();
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: "TOKEN_INVALID" });
    expect((await call("DELETE", `/api/lyric/worker-tokens/${created.id}`)).json()).toMatchObject({
      code: "WORKER_TOKEN_NOT_FOUND",
    });
  });
});
