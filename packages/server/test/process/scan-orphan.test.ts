import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeLibrary } from "../../src/cli/sample-library.ts";
import { FakeMetadataServer, fakeWork } from "../fakes/metadata-server.ts";
import { fakeProviderConfig } from "../library/scanner-harness.ts";
import {
  api,
  freePort,
  makeTempDir,
  type ServerProcess,
  startServer,
  useBuiltServer,
  waitFor,
} from "./server-process.ts";

const build = useBuiltServer();
const ADMIN_PASSWORD = "orphan-admin-pass";
const SCAN_CLI = fileURLToPath(new URL("../../src/cli/scan.ts", import.meta.url));
/** Issue #12: the scan process is gone within 5 s of its parent's death. */
const ORPHAN_DEADLINE_MS = 5000;

let fake: FakeMetadataServer;
let libraryDir: string;
let library: string;

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(810001), fakeWork(810002)]);
  // Every metadata request hangs, so a scan stays running (inside the scan process) for as long as a test needs.
  fake.delayMs = 600_000;
  // Not makeTempDir: that folder is removed after each test, and this library serves them all.
  libraryDir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-orphan-"));
  library = path.join(libraryDir, "lib");
  await writeLibrary(library, [
    { folder: "RJ810001 孤児", files: [{ name: "01.wav", wav: { seconds: 0.2 } }] },
    { folder: "RJ810002 孤児", files: [{ name: "01.wav", wav: { seconds: 0.2 } }] },
  ]);
});
afterAll(async () => {
  await fake.close();
  await fs.rm(libraryDir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The ids of the processes whose parent is `pid`, read from /proc (field 4 of stat, after the name). */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[1]) === pid) found.push(Number(entry));
  }
  return found;
}

async function newDataFolder(): Promise<string> {
  const data = path.join(await makeTempDir(), "data");
  await fs.mkdir(data);
  await fs.writeFile(
    path.join(data, "config.json"),
    JSON.stringify({
      ...fakeProviderConfig(fake),
      dlsiteTimeout: 600_000,
      hvdbTimeout: 600_000,
      rootFolders: [{ name: "lib", path: library }],
    }),
  );
  return data;
}

async function serve(data: string) {
  const port = await freePort();
  const server = await startServer(build.main, ["--port", String(port), "--data", data], {
    KIKOERU_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  const http = api(port);
  const token = await http.login("admin", ADMIN_PASSWORD);
  const pid = server.child.pid ?? 0;
  return {
    server,
    scan: () => http.send("POST", "/api/scanner/scan", {}, token),
    status: async () => (await (await http.get("/api/scanner/status", token)).json()) as ScanStatus,
    /**
     * Starts a scan and returns the pid of the scan process the server forked for it, once that process is
     * at work: it has asked the metadata site (which holds the answer) about a work.
     */
    async startScan(): Promise<number> {
      const asked = fake.requests.length;
      expect((await this.scan()).status).toBe(202);
      await waitFor("the scan to ask for metadata", () => fake.requests.length > asked);
      return waitFor("the scan process", async () => (await childrenOf(pid))[0]);
    },
  };
}

interface ScanStatus {
  running: boolean;
  job: { id: number; state: string; error: string | null } | null;
}

/**
 * kill -9, waiting for the process itself to end: not for `close`, which waits for the output pipes that a
 * living scan process (it inherits them) still holds open.
 */
async function killServer(server: ServerProcess): Promise<void> {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGKILL");
  await exited;
}

function scanCommand(data: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    for (const name of ["KIKOERU_DATA", "DATABASE_URL", "PORT"]) delete env[name];
    execFile(
      process.execPath,
      ["--import", "tsx", SCAN_CLI, "--data", data],
      { env, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe("the scan process when its server dies", { timeout: 120_000 }, () => {
  it("kill -9 of the server: the scan process exits within 5 s, and a restarted server scans again", async () => {
    const data = await newDataFolder();
    const first = await serve(data);
    const worker = await first.startScan();
    expect(isAlive(worker)).toBe(true);

    await killServer(first.server);
    try {
      await waitFor("the orphaned scan process to exit", () => !isAlive(worker), ORPHAN_DEADLINE_MS);
    } finally {
      if (isAlive(worker)) process.kill(worker, "SIGKILL");
    }

    const second = await serve(data);
    const before = await second.status();
    // The orphan recorded why it stopped, and released the lock.
    expect(before).toMatchObject({
      running: false,
      job: { state: "failed", error: "启动扫描的服务器进程已退出，扫描已停止" },
    });
    const next = await second.startScan();
    expect(next).not.toBe(worker);
    expect((await second.status()).running).toBe(true);
  });

  it("an orphan that still holds the lock keeps npm run scan and a restarted server from scanning", async () => {
    const data = await newDataFolder();
    const first = await serve(data);
    const worker = await first.startScan();
    // A stopped process stands for an orphan that has not noticed yet: alive, holding the lock.
    process.kill(worker, "SIGSTOP");
    await killServer(first.server);
    try {
      const cli = await scanCommand(data);
      expect(cli.code).toBe(2);
      expect(cli.output).toContain("已有扫描任务在运行");

      const second = await serve(data);
      const refused = await second.scan();
      expect(refused.status).toBe(409);
      const body = (await refused.json()) as { error: string; job: { state: string } };
      expect(body).toMatchObject({
        error: "已有扫描任务正在运行，请等待其完成或先终止它",
        job: { state: "running" },
      });
      expect(await childrenOf(second.server.child.pid ?? 0)).toEqual([]);

      process.kill(worker, "SIGCONT");
      await waitFor("the resumed orphan to exit", () => !isAlive(worker), ORPHAN_DEADLINE_MS);
      await second.startScan();
    } finally {
      if (isAlive(worker)) process.kill(worker, "SIGKILL");
    }
  });
});
