import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { KikoeruWorker } from "../../../test/fakes/kikoeru-worker.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";

let ctx: TestContext;
let admin: string;
const WORK = 123456;

beforeAll(async () => {
  // A one-second lease (the shortest setting), so a silent worker loses its task within the test.
  ctx = await createTestContext({ config: { lyricLeaseSeconds: 1, lyricMaxRetries: 3 } });
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  const root = await createLibrary(ctx);
  await addWork(ctx, root, {
    id: WORK,
    files: ["01.wav", "02.wav"].map((path) => ({ path, bytes: wavBytes() })),
  });
  for (const path of ["01.wav", "02.wav"])
    await ctx.request({ method: "PUT", url: `/api/lyric/translate/${WORK}?path=${path}`, token: admin });
});
afterAll(() => ctx.close());

const taskById = async (id: number) => {
  const response = await ctx.request({
    method: "GET",
    url: `/api/lyric/translate?page=-1&work_id=${WORK}&status=[]`,
    token: admin,
  });
  return (
    response.json().tasks as { id: number; status: number; retries: number; worker_status: string }[]
  ).find((task) => task.id === id)!;
};

describe("the lease", () => {
  it("returns a task to pending when its worker stops calling status, and refuses the old worker after", async () => {
    const beating = new KikoeruWorker(ctx, { name: "admin", password: ADMIN_PASSWORD }, "beating");
    const silent = new KikoeruWorker(ctx, { name: "admin", password: ADMIN_PASSWORD }, "silent");
    await beating.signIn();
    await silent.signIn();
    const held = (await beating.acquire()).json();
    const kept = (await silent.acquire()).json();
    expect((await beating.status(held.id, held.secret, "翻译进度: 10%")).json()).toEqual({ success: true });

    // The lease is renewed by status and not otherwise: wait until the list, which sweeps, shows it expired.
    await vi.waitFor(
      async () => {
        expect(await taskById(held.id)).toMatchObject({ status: 1, retries: 1 });
      },
      { timeout: 10_000, interval: 200 },
    );
    expect((await taskById(held.id)).worker_status).toContain("重新排队");
    // kikoeru's worker never calls status: it keeps its task for the silent lease (hours), well past 1 s.
    expect(await taskById(kept.id)).toMatchObject({ status: 2, retries: 0 });

    const late = await beating.finish(held.id, held.secret, true, "[00:00.00]late");
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ code: "AI_LYRIC_TASK_NOT_FOUND", error: "没有找到指定的任务" });
    expect((await beating.status(held.id, held.secret, "x")).json()).toEqual({ success: false });
    expect((await beating.get(held.id, held.secret)).json()).toEqual({});
    expect((await beating.download(held.id, held.secret)).statusCode).toBe(404);

    // The returned task is claimed again, by whoever asks next, with a new secret.
    const again = (await beating.acquire()).json();
    expect(again.id).toBe(held.id);
    expect(again.secret).not.toBe(held.secret);
    expect((await beating.finish(again.id, again.secret, true, "[00:00.00]ok")).statusCode).toBe(200);
    expect((await silent.finish(kept.id, kept.secret, true, "[00:00.00]slow")).statusCode).toBe(200);
  });
});
