import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeLibrary } from "@kikoeru/server/tooling";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir, waitFor } from "./fixtures.ts";
import { writeRandomModel } from "./random-model.ts";
import { WorkerProcess } from "./worker-process.ts";

/**
 * The worker against our real server, started from source on loopback with a one-work library: a task created
 * from the file tree's path form, claimed with an admin-made worker token (fake engine) or by a signed-in
 * admin (the real CLI and engine) or by the server's built-in worker (the real CLI started by the server),
 * finished with LRC and VTT, and served back through `GET /api/lyric/translate/lrc`.
 */
const SERVER_MAIN = fileURLToPath(new URL("../../server/src/main.ts", import.meta.url));
const ADMIN_PASSWORD = "lyric-worker-admin";
const WORK_ID = 1_000_777;

let data: Awaited<ReturnType<typeof tempDir>>;
let server: ChildProcess;
let base = "";
let admin = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function api<T>(method: string, url: string, body?: unknown, token = admin): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  data = await tempDir();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    ["--import", "tsx", SERVER_MAIN, "--port", String(port), "--data", data.dir],
    {
      env: { ...process.env, KIKOERU_ADMIN_PASSWORD: ADMIN_PASSWORD, LOG_LEVEL: "warn" },
      stdio: "ignore",
    },
  );
  await waitFor(
    "the server",
    () =>
      fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    60_000,
  );
  admin = (
    await api<{ token: string }>("POST", "/api/auth/me", { name: "admin", password: ADMIN_PASSWORD }, "")
  ).token;
  const root = path.join(data.dir, "library");
  await writeLibrary(root, [
    {
      folder: `RJ0${WORK_ID}`,
      files: [
        { name: "本編/01 はじめに.wav", wav: { seconds: 5 } },
        { name: "本編/02 おわりに.wav", wav: { seconds: 12 } },
        { name: "本編/03 おまけ.wav", wav: { seconds: 4 } },
      ],
      metadata: { title: "歌词" },
    },
  ]);
  await api("PUT", "/api/config/admin", { config: { rootFolders: [{ name: "lyrics", path: root }] } });
  await api("POST", "/api/scanner/scan");
  await waitFor(
    "the scan",
    async () => (await api<{ works: unknown[] }>("GET", "/api/works?page=1")).works.length === 1,
    60_000,
  );
}, 120_000);

afterAll(async () => {
  server?.kill("SIGKILL");
  await data?.remove();
});

describe("the worker against the real server", () => {
  it("finishes a task with a worker token; the server serves the LRC and keeps the VTT", async () => {
    const file = encodeURIComponent("本編/01 はじめに.wav");
    const { id } = await api<{ id: number }>("PUT", `/api/lyric/translate/${WORK_ID}?path=${file}`);
    const { token } = await api<{ token: string }>("POST", "/api/lyric/worker-tokens", {
      name: "test worker",
    });
    const state = await tempDir();
    const worker = new WorkerProcess("test/fake-worker.ts", [base, state.dir, "", "", "50"], {
      KIKOERU_WORKER_TOKEN: token,
    });
    try {
      const lrc = await waitFor(
        "the lyric",
        () => api<{ lrcContent: string }>("GET", `/api/lyric/translate/lrc?id=${id}`).catch(() => undefined),
        60_000,
      );
      expect(lrc.lrcContent, worker.output).toBe(
        "[00:00.00]第1句\n[00:01.00]第2句\n[00:02.00]第3句\n[00:03.00]第4句\n[00:04.00]第5句",
      );
      const vtt = await readFile(path.join(data.dir, "lyrics", `${id}.vtt`), "utf8");
      expect(vtt).toContain("00:00:04.000 --> 00:00:05.000\n第5句");
      const list = await api<{ tasks: { id: number; status: number; worker_name: string }[] }>(
        "GET",
        `/api/lyric/translate?page=-1&work_id=${WORK_ID}&status=[]`,
      );
      expect(list.tasks).toContainEqual(
        expect.objectContaining({ id, status: 3, worker_name: "fake_worker" }),
      );
    } finally {
      await worker.kill("SIGKILL");
      await state.remove();
    }
  }, 90_000);

  it("runs the real CLI and engine signed in as a user of a worker group", async () => {
    const file = encodeURIComponent("本編/02 おわりに.wav");
    const { id } = await api<{ id: number }>("PUT", `/api/lyric/translate/${WORK_ID}?path=${file}`);
    const state = await tempDir();
    const model = path.join(state.dir, "ggml-test.bin");
    writeRandomModel(model, "test");
    const args = [
      "--server",
      base,
      "--model",
      model,
      "--state",
      state.dir,
      "--user",
      "admin",
      "--name",
      "cli",
    ];
    const worker = new WorkerProcess("src/main.ts", args, { KIKOERU_WORKER_PASSWORD: ADMIN_PASSWORD });
    try {
      const outcome = await waitFor(
        "the lyric or the worker's exit",
        () =>
          api("GET", `/api/lyric/translate/lrc?id=${id}`).catch(
            () => worker.child.exitCode !== null && "exit",
          ),
        90_000,
      );
      expect(outcome, worker.output).not.toBe("exit");
      const vtt = await readFile(path.join(data.dir, "lyrics", `${id}.vtt`), "utf8");
      expect(vtt.startsWith("WEBVTT\n")).toBe(true);
      expect(await worker.kill("SIGTERM")).toBe(0);
    } finally {
      await worker.kill("SIGKILL");
      await state.remove();
    }
  }, 120_000);

  it("runs as the server's own worker once an admin turns it on and names a model", async () => {
    const file = encodeURIComponent("本編/03 おまけ.wav");
    const { id } = await api<{ id: number }>("PUT", `/api/lyric/translate/${WORK_ID}?path=${file}`);
    const models = await tempDir();
    const model = path.join(models.dir, "ggml-test.bin");
    writeRandomModel(model, "test");
    type Builtin = { state: string; reason: string | null; line: string | null };
    const builtin = () => api<Builtin>("GET", "/api/lyric/builtin-worker");
    const tokenNames = async () =>
      (await api<{ tokens: { name: string }[] }>("GET", "/api/lyric/worker-tokens")).tokens.map(
        (t) => t.name,
      );
    await api("PUT", "/api/config/admin", { config: { lyricWorkerBuiltin: true, lyricWorkerModel: model } });
    try {
      const outcome = await waitFor(
        "the lyric or a refusal",
        async () => {
          const state = await builtin();
          if (state.state === "refused") return state;
          return api<{ lrcContent: string }>("GET", `/api/lyric/translate/lrc?id=${id}`).catch(
            () => undefined,
          );
        },
        90_000,
      );
      expect(outcome).toHaveProperty("lrcContent");
      expect(await builtin()).toMatchObject({ state: "running" });
      expect(await tokenNames()).toContain("内置 worker");
      const list = await api<{ tasks: { id: number; status: number; worker_name: string }[] }>(
        "GET",
        `/api/lyric/translate?page=-1&work_id=${WORK_ID}&status=[]`,
      );
      expect(list.tasks).toContainEqual(
        expect.objectContaining({ id, status: 3, worker_name: "builtin_lyric_worker" }),
      );
    } finally {
      // Off again before the other tests of this file run: their tasks are for the workers they start.
      await api("PUT", "/api/config/admin", { config: { lyricWorkerBuiltin: false } });
      await waitFor("the built-in worker's stop", async () => (await builtin()).state === "stopped");
      await models.remove();
    }
    expect(await tokenNames()).not.toContain("内置 worker");
  }, 120_000);
});
