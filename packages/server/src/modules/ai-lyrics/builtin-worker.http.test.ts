import type { BuiltinWorkerState } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLyricWorker, isAlive, REFUSAL } from "../../../test/fakes/fake-lyric-worker.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { waitFor } from "../../../test/process/server-process.ts";

/**
 * The built-in worker through the app, one story in order (it ends with the server closed): settings turn it
 * on and off, its state is an admin route, its token is a worker's.
 */
let ctx: TestContext;
let fake: FakeLyricWorker;
let admin: string;
let url: string;

beforeAll(async () => {
  let launch: FakeLyricWorker["launch"] = () => ({ refused: "not yet" });
  ctx = await createTestContext({ builtinWorker: { launch: (run) => launch(run) } });
  fake = await FakeLyricWorker.create(ctx.dir);
  launch = fake.launch;
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  url = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => ctx.close());

const state = async (token = admin) =>
  (
    await ctx.request({ method: "GET", url: "/api/lyric/builtin-worker", token })
  ).json() as BuiltinWorkerState;
const configure = (config: Record<string, unknown>) =>
  ctx.request({ method: "PUT", url: "/api/config/admin", token: admin, payload: { config } });

describe("the built-in worker in the app", () => {
  it("is off until turned on, runs with a worker-only token, shows a refusal and stops with the server", async () => {
    expect(await state()).toMatchObject({ state: "stopped", enabled: false, role: true, instance: "local" });
    expect(
      (await configure({ lyricWorkerBuiltin: true, lyricWorkerModel: "/models/ggml-base.bin" })).statusCode,
    ).toBe(200);
    const [start] = await fake.started(1);
    expect(start!.args.slice(0, 2)).toEqual(["--server", url]);
    expect(await state()).toMatchObject({ state: "running", enabled: true });

    const token = start!.token;
    const outside = await ctx.request({ method: "GET", url: "/api/works", token });
    expect([outside.statusCode, outside.json().code]).toEqual([403, "WORKER_TOKEN_SCOPE"]);
    const forState = await ctx.request({ method: "GET", url: "/api/lyric/builtin-worker", token });
    expect([forState.statusCode, forState.json().code]).toEqual([403, "WORKER_TOKEN_SCOPE"]);
    const acquire = await ctx.request({
      method: "POST",
      url: "/api/lyric/translate/acquire",
      token,
      payload: { worker_name: "builtin_lyric_worker" },
    });
    expect([acquire.statusCode, acquire.json().code]).toEqual([404, "AI_LYRIC_NO_PENDING_TASK"]);

    expect((await configure({ lyricWorkerBuiltin: false })).statusCode).toBe(200);
    // The save answers at once; the worker stops behind it.
    await waitFor("the stop", async () => (await state()).state === "stopped");
    expect(await state()).toMatchObject({ enabled: false, reason: null });
    expect(isAlive(start!.pid)).toBe(false);
    const revoked = await ctx.request({ method: "GET", url: "/api/auth/me", token });
    expect([revoked.statusCode, revoked.json().code]).toEqual([401, "TOKEN_INVALID"]);

    // A refusal is the worker's state; a save tries again.
    await fake.mode("refuse");
    await configure({ lyricWorkerBuiltin: true });
    expect(
      await waitFor("the refusal", async () => (await state()).state === "refused" && state()),
    ).toMatchObject({ reason: REFUSAL, retry_at: null });
    await fake.mode("run");
    await configure({ lyricWorkerThreads: 1 });
    await waitFor("the new start", async () => (await state()).state === "running");

    // Closing the server stops the worker.
    const pids = await waitFor("its pid", () => fake.alive().then((alive) => alive.length === 1 && alive));
    await ctx.app.close();
    expect(isAlive(pids[0]!)).toBe(false);
  });
});
