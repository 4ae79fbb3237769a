import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import { fakeProviderConfig } from "../../../test/library/scanner-harness.ts";
import { writeLibrary } from "../../cli/sample-library.ts";
import { openDatabase } from "../../db/database.ts";

const SCAN = fileURLToPath(new URL("../../cli/scan.ts", import.meta.url));
let fake: FakeMetadataServer;
let dataDir: string;

function scanCommand(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    for (const name of ["KIKOERU_DATA", "DATABASE_URL", "PORT"]) delete env[name];
    execFile(
      process.execPath,
      ["--import", "tsx", SCAN, "--data", dataDir],
      { env, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: stdout + stderr }),
    );
  });
}

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(700001)]);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-cli-"));
  dataDir = path.join(dir, "data");
  await writeLibrary(path.join(dir, "lib"), [
    { folder: "RJ700001 コマンド", files: [{ name: "a.wav", wav: { seconds: 0.2 } }] },
  ]);
  await fs.mkdir(dataDir);
  await fs.writeFile(
    path.join(dataDir, "config.json"),
    JSON.stringify({
      ...fakeProviderConfig(fake),
      rootFolders: [{ name: "lib", path: path.join(dir, "lib") }],
    }),
  );
});
afterAll(() => fake.close());

describeInOrder("npm run scan", () => {
  it("scans the data folder the server uses", async () => {
    const { code, stdout } = await scanCommand();
    expect(stdout).toContain("扫描完成: 更新 0 个，新增 1 个，跳过 0 个，失败 0 个");
    expect(code).toBe(0);
  });

  it("refuses politely while another live process holds the scan lock", async () => {
    const database = openDatabase({
      kind: "sqlite",
      file: path.join(dataDir, "kikoeru.sqlite3"),
      busyTimeoutMs: 5000,
    });
    const now = Date.now();
    try {
      await database.db
        .insertInto("jobs")
        .values({
          kind: "library.scan",
          state: "running",
          payload: JSON.stringify({ owner: { host: os.hostname(), pid: process.pid, instance: "server" } }),
          lock_key: "scanner",
          started_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const refused = await scanCommand();
      expect(refused.code).toBe(2);
      expect(refused.stdout).toMatch(/已有扫描任务在运行（任务 #\d+/);
      await database.db.updateTable("jobs").set({ state: "finished", lock_key: null }).execute();
      const again = await scanCommand();
      expect(again.stdout).toContain("扫描完成: 更新 0 个，新增 0 个，跳过 1 个");
      expect(again.code).toBe(0);
    } finally {
      await database.close();
    }
  });
});
