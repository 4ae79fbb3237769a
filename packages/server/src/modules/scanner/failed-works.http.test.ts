import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FailedWork } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../../test/harness.ts";
import { runScan, scannerContext } from "../../../test/library/scanner-harness.ts";
import { writeLibrary } from "../../cli/sample-library.ts";

const GOOD = 1600001;
const FAILED = 1600002;

let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(GOOD)]);
  const root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-failed-works-")), "lib");
  await writeLibrary(root, [
    { folder: "RJ01600001 届いた", files: [{ name: "01.wav", wav: { seconds: 0.5 } }] },
    { folder: "RJ01600002 届かない", files: [{ name: "01.wav", wav: { seconds: 0.5 } }] },
  ]);
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }] });
  await runScan(ctx);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const list = async () => {
  const response = await ctx.request({
    method: "GET",
    url: "/api/scanner/failed-works",
    token: ctx.adminToken,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; works: FailedWork[] };
};
const retry = (id: string) =>
  ctx.request({ method: "POST", url: `/api/scanner/failed-works/${id}/retry`, token: ctx.adminToken });

describe("failed works", () => {
  // One scenario in order (the suite shuffles tests, and these share the library and the fake provider).
  it("lists a failed work with its failure line, keeps it through a failed retry, drops it once a retry works", async () => {
    const before = await list();
    expect(before.total).toBe(1);
    expect(before.works).toEqual([
      {
        id: FAILED,
        title: "RJ01600002 届かない",
        folder: "lib/RJ01600002 届かない",
        reason: expect.objectContaining({ level: "error", key: "scan.taskFailed" }),
      },
    ]);

    const failedAgain = await retry(String(FAILED));
    expect(failedAgain.statusCode).toBe(200);
    expect(failedAgain.json()).toEqual({
      fixed: false,
      reason: expect.objectContaining({
        key: "scan.taskFailed",
        message: expect.stringContaining("处理失败"),
      }),
    });
    expect((await list()).total).toBe(1);

    fake.works.set(FAILED, fakeWork(FAILED));
    const fixed = await retry(`RJ0${FAILED}`);
    expect(fixed.json()).toEqual({ fixed: true, reason: null });
    expect(await list()).toEqual({ total: 0, works: [] });
    const work = await ctx.request({ method: "GET", url: `/api/work/${FAILED}`, token: ctx.adminToken });
    expect(work.json()).toMatchObject({ title: fakeWork(FAILED).title, price: 1320 });
  });

  it("refuses an id that is not a work code, and a work that does not exist", async () => {
    expect((await retry("abc")).json()).toMatchObject({ code: "WORK_ID_INVALID" });
    const missing = await retry("1699999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "WORK_NOT_FOUND" });
  });
});
