import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SyncTask } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { createLibrary } from "../../../test/media/library.ts";
import { until } from "../../../test/media/transcode-fixtures.ts";
import { RemoteFixture, sha256 } from "../../../test/syncer/remote-fixture.ts";
import { listFiles } from "../../../test/syncer/servers.ts";
import { buildApp } from "../../app.ts";
import { loadSecrets } from "../../config/secrets.ts";

/** A server process over a test data folder and database (prints its port), killed here with SIGKILL. */
const SERVER = fileURLToPath(new URL("../../../test/media/transcode-server.ts", import.meta.url));
const OFFLINE = { dlsiteBaseUrl: "", dlsiteImageBaseUrl: "", hvdbBaseUrl: "", metadataPeerBaseUrl: "" };

let ctx: TestContext;
let remote: RemoteFixture;
let library: string;
const bytes = randomBytes(1024 * 1024);

beforeAll(async () => {
  ctx = await createTestContext({ config: OFFLINE });
  library = await createLibrary(ctx, "main");
  remote = await new RemoteFixture({
    code: "RJ03000001",
    title: "強制終了",
    files: [{ path: "long.wav", bytes }],
    throttle: 256 * 1024,
  }).start();
});
afterAll(async () => {
  await remote.close();
  await ctx.close();
});

describe("a server killed mid-download (S9)", () => {
  it("resumes the task at the next start from its partial file, and finishes it once", async () => {
    const token = await ctx.login("admin", ADMIN_PASSWORD);
    const child = spawn(
      process.execPath,
      ["--import", "tsx", SERVER, JSON.stringify(ctx.database.target), ctx.dir],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const port = await new Promise<string>((resolve) =>
      child.stdout.once("data", (data: Buffer) => resolve(data.toString().trim())),
    );
    const base = `http://127.0.0.1:${port}`;
    const call = (method: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((r) => r.json() as Promise<{ tracks: unknown; id: number }>);
    const { tracks } = await call("GET", `/api/syncer?host=${remote.apiUrl}&filter=RJ03000001`);
    const { id } = await call("POST", "/api/syncer", {
      host: remote.apiUrl,
      code: "RJ03000001",
      rootFolderName: "main",
      overwrite: true,
      treeTracks: tracks,
    });
    const workDir = path.join(library, "RJ03000001 強制終了");
    const part = path.join(workDir, ".long.wav.kikoeru-part");
    await until(
      "part of the file on disk",
      async () => ((await fs.stat(part).catch(() => null))?.size ?? 0) >= 200_000,
    );
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const row = await ctx.database.db
      .selectFrom("jobs")
      .select("state")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe("running");
    const kept = (await fs.stat(part)).size;

    remote.options.throttle = 0;
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      secrets: await loadSecrets(path.join(ctx.dir, "secrets.json"), {}),
      version: "0.0.0-test",
      paths: ctx.paths,
      webRoot: path.join(ctx.dir, "no-web"),
    });
    try {
      await restarted.ready();
      let task: SyncTask | undefined;
      await until("the resumed task to finish", async () => {
        const list = await restarted.inject({
          method: "GET",
          url: "/api/syncer/task",
          headers: { authorization: `Bearer ${token}` },
        });
        task = (list.json().info as SyncTask[]).find((t) => t.id === id);
        return task?.finished === true;
      });
      expect(task).toMatchObject({ state: "done", filesDone: 1, bytesDone: bytes.length });
    } finally {
      await restarted.close();
    }
    const last = remote.requests.filter((r) => r.url === "/media/0" && r.method === "GET").at(-1)!;
    expect(Number(last.headers.range?.slice(6, -1))).toBe(kept);
    expect(sha256(await fs.readFile(path.join(workDir, "long.wav")))).toBe(sha256(bytes));
    expect(await listFiles(workDir)).toEqual(["long.wav"]);
  }, 90_000);
});
