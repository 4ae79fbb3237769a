import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { insertWork } from "../../../test/factories.ts";
import { dataPaths } from "../../config/data-dir.ts";
import type { Database } from "../../db/database.ts";
import { LyricFiles } from "./lyric-files.ts";
import { QueueRepo } from "./queue.repo.ts";
import { TasksRepo } from "./tasks.repo.ts";
import { WorkerQueue } from "./worker-queue.service.ts";

const WORK = 7;
const settings = { lyricLeaseSeconds: 600, lyricSilentLeaseHours: 12, lyricMaxRetries: 1 };
let dir: string;
let database: Database;
let drop: () => Promise<void>;
let clock: number;
let queue: WorkerQueue;
let tasks: TasksRepo;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-lease-"));
  ({ database, drop } = await createTestDatabase(dir));
  await insertWork(database.db, { id: WORK });
  tasks = new TasksRepo(database.db);
  queue = new WorkerQueue({
    queue: new QueueRepo(database.db),
    tasks,
    files: new LyricFiles(dataPaths(dir)),
    openAudio: () => Promise.reject(new Error("no audio in this test")),
    settings: () => settings,
    // A clock the test moves: leases of minutes and hours expire without waiting.
    now: () => clock,
  });
});
afterAll(async () => {
  await drop();
  await fs.rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  clock = 1_000_000;
  await database.db.deleteFrom("lyric_tasks").execute();
  await tasks.insertMissing(WORK, ["01.wav"], clock);
});

const row = () => database.db.selectFrom("lyric_tasks").selectAll().executeTakeFirstOrThrow();

describe("WorkerQueue leases", () => {
  it("lets a worker that never calls status keep its task for the silent lease, then returns it", async () => {
    const task = await queue.acquire("silent");
    clock += settings.lyricLeaseSeconds * 1000 * 10;
    await queue.sweep();
    expect(Number((await row()).status)).toBe(2);
    clock = 1_000_000 + settings.lyricSilentLeaseHours * 3_600_000 + 1;
    expect(await queue.get(task.id, task.secret)).toEqual({});
    expect(await row()).toMatchObject({
      status: 1,
      retries: 1,
      secret: "",
      worker_name: "",
      heartbeat_at: null,
    });
  });

  it("renews the lease on every status call and fails the task after too many returns", async () => {
    const first = await queue.acquire("w1");
    for (let i = 0; i < 3; i++) {
      clock += settings.lyricLeaseSeconds * 1000 - 1;
      expect(await queue.status({ id: first.id, secret: first.secret, worker_status: `${i}0%` })).toEqual({
        success: true,
      });
    }
    expect(await row()).toMatchObject({ status: 2, progress: 20 });
    expect(Number((await row()).heartbeat_at)).toBe(clock);
    clock += settings.lyricLeaseSeconds * 1000 + 1;
    await queue.sweep();
    expect(await row()).toMatchObject({ status: 1, retries: 1, progress: null });

    const second = await queue.acquire("w2");
    await queue.status({ id: second.id, secret: second.secret, worker_status: "working", progress: 55.4 });
    expect(Number((await row()).progress)).toBe(55);
    clock += settings.lyricLeaseSeconds * 1000 + 1;
    await queue.sweep();
    const failed = await row();
    expect(failed).toMatchObject({ status: 4, retries: 2 });
    expect(failed.error).toContain("任务失败");
    await expect(queue.acquire("w3")).rejects.toMatchObject({ code: "AI_LYRIC_NO_PENDING_TASK" });
  });
});
