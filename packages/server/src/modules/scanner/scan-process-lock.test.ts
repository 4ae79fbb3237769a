import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import { scannerContext } from "../../../test/library/scanner-harness.ts";
import { waitFor } from "../../../test/process/server-process.ts";
import { writeLibrary } from "../../cli/sample-library.ts";

let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(420001)]);
  const root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-scan-lock-")), "lib");
  await writeLibrary(root, [{ folder: "RJ420001", files: [{ name: "a.wav", wav: { seconds: 0.2 } }] }]);
  // Metadata answers hang, so each scan stays running until the test ends it.
  fake.delayMs = 600_000;
  ctx = await scannerContext(fake, {
    rootFolders: [{ name: "lib", path: root }],
    dlsiteTimeout: 600_000,
    hvdbTimeout: 600_000,
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

interface Owner {
  host: string;
  pid: number;
}

/** Starts a scan and waits until the scan process has claimed its job row; returns the row's id and owner. */
async function startClaimedScan(): Promise<{ id: number; owner: Owner }> {
  const started = await ctx.request({ method: "POST", url: "/api/scanner/scan", token: ctx.adminToken });
  expect(started.statusCode).toBe(202);
  const id = started.json().job.id as number;
  return waitFor("the scan process to claim its job", async () => {
    const row = await ctx.database.db
      .selectFrom("jobs")
      .select("payload")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const owner = (JSON.parse(row.payload) as { owner: Owner }).owner;
    return owner.pid !== process.pid && { id, owner };
  });
}

describeInOrder("the scan process and its lock", () => {
  it("owns the scan lock itself and runs with a capped V8 heap", async () => {
    const { owner } = await startClaimedScan();
    expect(owner.host).toBe(os.hostname());
    const argv = (await fs.readFile(`/proc/${owner.pid}/cmdline`, "utf8")).split("\0");
    expect(argv).toContain("--max-old-space-size=256");
    expect(argv).toContain("--max-semi-space-size=2");
    ctx.app.scanner.kill();
    expect(await ctx.app.scanner.waitForRun()).toBe(false);
  });

  it("stops at its next heartbeat when another process has taken its lock over", async () => {
    const { id } = await startClaimedScan();
    // What a process that judged this scan dead does: fail the job and release the lock.
    await ctx.database.db
      .updateTable("jobs")
      .set({ state: "failed", error: "taken over", lock_key: null })
      .where("id", "=", id)
      .execute();
    // The heartbeat runs every 5 s; the scan must end within one beat plus its own stop.
    const timeout = new Promise<"still running">((resolve) => {
      setTimeout(() => resolve("still running"), 8000).unref();
    });
    expect(await Promise.race([ctx.app.scanner.waitForRun(), timeout])).toBe(false);
    const row = await ctx.database.db
      .selectFrom("jobs")
      .select(["state", "error"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "failed", error: "taken over" });
  });
});
