import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { FakeMetadataServer, fakeWork, type SampleWork, writeLibrary } from "@kikoeru/server/tooling";
import autocannon from "autocannon";
import { adminToken } from "./server.ts";

const SERVER_ENTRY = path.resolve(import.meta.dirname, "../../packages/server/dist/main.js");
const PASSWORD = "bench-password";
const FIRST_SCAN_WORKS = Number(process.env.BENCH_SCAN_WORKS ?? 1000);
const RESCAN_WORKS = Number(process.env.BENCH_RESCAN_WORKS ?? 10_000);

interface Server {
  url: string;
  token: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The built server on a fresh data folder whose config.json holds `config`, logged in as admin. */
async function startServer(dataDir: string, config: Record<string, unknown>): Promise<Server> {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(path.join(dataDir, "config.json"), JSON.stringify(config));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [SERVER_ENTRY, "--port", String(port), "--data", dataDir],
    {
      env: { ...process.env, KIKOERU_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
  const token = await adminToken(url, PASSWORD);
  return {
    url,
    token,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Starts a full scan over HTTP and returns the seconds until its job finished, with its counts. */
async function timedScan(server: Server): Promise<{ seconds: number; counts: Record<string, number> }> {
  const auth = { authorization: `Bearer ${server.token}` };
  const started = performance.now();
  const answer = await fetch(`${server.url}/api/scanner/scan`, { method: "POST", headers: auth });
  if (answer.status !== 202) throw new Error(`scan refused: ${answer.status} ${await answer.text()}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const status = (await (await fetch(`${server.url}/api/scanner/status`, { headers: auth })).json()) as {
      running: boolean;
      job: { state: string; counts: Record<string, number>; error: string | null };
    };
    if (!status.running) {
      if (status.job.state !== "finished") throw new Error(`scan ${status.job.state}: ${status.job.error}`);
      return { seconds: (performance.now() - started) / 1000, counts: status.job.counts };
    }
  }
}

const tinyWav = (name: string) => ({ name, wav: { seconds: 0.05 } });

function remoteLibrary(count: number): SampleWork[] {
  return Array.from({ length: count }, (_, i) => ({
    folder: `${i % 10 === 0 ? "" : `サークル${i % 10}/`}RJ${100_000 + i} ベンチ作品${i}`,
    files: [1, 2, 3, 4, 5].map((t) => tinyWav(`${t < 4 ? "本編/" : ""}0${t}_トラック.wav`)),
  }));
}

function localLibrary(count: number): SampleWork[] {
  return Array.from({ length: count }, (_, i) => ({
    folder: `${i % 100}/RJ0${1_000_000 + i}`,
    files: [tinyWav("01.wav")],
    metadata: {
      title: `ローカル作品 ${i}`,
      circle: `サークル${i % 50}`,
      vas: [`声優${i % 30}`],
      tags: ["ASMR"],
    },
  }));
}

/**
 * p99 of GET /api/works while `during` runs, at a steady 20 requests a second (people browsing while the
 * scanner works); null when the catalog route is not there yet.
 */
async function worksLatencyDuring(server: Server, during: () => Promise<unknown>): Promise<number | null> {
  const probe = await fetch(`${server.url}/api/works`, {
    headers: { authorization: `Bearer ${server.token}` },
  });
  if (probe.status === 404) {
    await during();
    return null;
  }
  let stop = () => {};
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.url}/api/works?token=${server.token}`,
        connections: 2,
        overallRate: 20,
        duration: 600,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  await during();
  stop();
  return (await load).latency.p99;
}

/** Scan figures: a first scan through the fake metadata sites, and unchanged rescans. */
export async function benchScan(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-scan-bench-"));
  const fake = await FakeMetadataServer.start(
    Array.from({ length: FIRST_SCAN_WORKS }, (_, i) => fakeWork(100_000 + i)),
  );
  const rows: { figure: string; value: string }[] = [];
  try {
    const generated = performance.now();
    await writeLibrary(path.join(temp, "remote"), remoteLibrary(FIRST_SCAN_WORKS));
    await writeLibrary(path.join(temp, "local"), localLibrary(RESCAN_WORKS));
    console.log(`libraries generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`);

    const remote = await startServer(path.join(temp, "data-remote"), {
      rootFolders: [{ name: "bench", path: path.join(temp, "remote") }],
      dlsiteBaseUrl: fake.url,
      dlsiteImageBaseUrl: fake.url,
      hvdbBaseUrl: fake.url,
      metadataPeerBaseUrl: fake.url,
    });
    try {
      let first = { seconds: 0, counts: {} as Record<string, number> };
      const p99 = await worksLatencyDuring(remote, async () => {
        first = await timedScan(remote);
      });
      const again = await timedScan(remote);
      const idle = await worksLatencyDuring(remote, () => new Promise((r) => setTimeout(r, 5000)));
      rows.push(
        {
          figure: `full first scan, ${FIRST_SCAN_WORKS} works × 5 files, fake DLsite (s)`,
          value: first.seconds.toFixed(2),
        },
        { figure: "  works added / failed", value: `${first.counts.added} / ${first.counts.failed}` },
        { figure: "  metadata and cover requests served by the fake", value: String(fake.requests.length) },
        {
          figure: "GET /api/works p99 during that scan (ms)",
          value: p99 === null ? "skipped: /api/works answers 404 (catalog route not there yet)" : String(p99),
        },
        { figure: "GET /api/works p99 with no scan running (ms)", value: String(idle ?? "skipped") },
        { figure: `unchanged rescan, ${FIRST_SCAN_WORKS} works (s)`, value: again.seconds.toFixed(2) },
      );
    } finally {
      await remote.stop();
    }

    const local = await startServer(path.join(temp, "data-local"), {
      rootFolders: [{ name: "bench", path: path.join(temp, "local") }],
    });
    try {
      const first = await timedScan(local);
      const again = await timedScan(local);
      rows.push(
        {
          figure: `first scan, ${RESCAN_WORKS} works with local metadata files (s)`,
          value: first.seconds.toFixed(2),
        },
        { figure: `unchanged rescan, ${RESCAN_WORKS} works (s)`, value: again.seconds.toFixed(2) },
        { figure: "  skipped", value: String(again.counts.skipped) },
      );
    } finally {
      await local.stop();
    }
    console.log(`\nKikoeru scanner benchmark (${os.cpus().length} cores)\n`);
    console.table(rows);
  } finally {
    await fake.close();
    await fs.rm(temp, { recursive: true, force: true });
  }
}
