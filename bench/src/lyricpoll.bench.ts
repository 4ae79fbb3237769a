import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { demoWorks, writeLibrary } from "@kikoeru/server/tooling";
import autocannon from "autocannon";
import { PollingWorkers, type Traffic } from "./lyricpoll-workers.ts";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const run = promisify(execFile);
const PASSWORD = "bench-password";
const WORKERS = 4;
const TASKS = Number(process.env.BENCH_LYRICPOLL_TASKS ?? 12);
/** Heartbeats of 5 s each task is held for: 4 = 20 s "transcribing". */
const BEATS = Number(process.env.BENCH_LYRICPOLL_BEATS ?? 4);
const WINDOW_SECONDS = Number(process.env.BENCH_LYRICPOLL_WINDOW ?? 30);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Usage {
  seconds: number;
  cpuSeconds: number;
  peakRssMiB: number;
}

/** User plus system CPU seconds of a process: fields 14 and 15 of /proc/<pid>/stat, in clock ticks. */
async function cpuSeconds(pid: number, ticksPerSecond: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces; field 3 comes first.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The server's CPU time and peak RSS (sampled every 250 ms) while `during` runs. */
async function usageDuring(server: RunningServer, ticks: number, during: Promise<unknown>): Promise<Usage> {
  const started = performance.now();
  const cpuBefore = await cpuSeconds(server.pid, ticks);
  let peakRssMiB = await server.rssMiB();
  let done = false;
  const ended = during.finally(() => {
    done = true;
  });
  while (!done) {
    await Promise.race([ended, sleep(250)]);
    peakRssMiB = Math.max(peakRssMiB, await server.rssMiB());
  }
  await ended;
  const cpuAfter = await cpuSeconds(server.pid, ticks);
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuAfter - cpuBefore, peakRssMiB };
}

async function api(server: RunningServer, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function scan(server: RunningServer, token: string): Promise<void> {
  await api(server, token, "POST", "/api/scanner/scan");
  for (;;) {
    await sleep(250);
    const status = (await api(server, token, "GET", "/api/scanner/status")) as {
      running: boolean;
      job: { state: string; error: string | null } | null;
    };
    if (status.running || !status.job || ["queued", "running"].includes(status.job.state)) continue;
    if (status.job.state !== "finished") throw new Error(`scan ${status.job.state}: ${status.job.error}`);
    return;
  }
}

/** The demo library's audio files as the task routes name them: work id and path below the work folder. */
function demoAudio(): { workId: number; path: string }[] {
  return demoWorks().flatMap((work) =>
    work.files.flatMap((file) =>
      "wav" in file && typeof file.name === "string"
        ? [{ workId: Number(/RJ(\d+)/.exec(work.folder)![1]), path: file.name }]
        : [],
    ),
  );
}

function pollingRow(phase: string, usage: Usage, traffic: Traffic) {
  const requests = Object.values(traffic.requests).reduce((sum, n) => sum + n, 0);
  const sorted = traffic.latenciesMs.toSorted((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return {
    phase,
    "wall s": +usage.seconds.toFixed(1),
    requests,
    "req/s": +(requests / usage.seconds).toFixed(2),
    "client p99 ms": +p99.toFixed(1),
    "server CPU s": +usage.cpuSeconds.toFixed(2),
    "server CPU %": +((usage.cpuSeconds / usage.seconds) * 100).toFixed(2),
    "CPU ms / request": requests ? +((usage.cpuSeconds * 1000) / requests).toFixed(2) : "-",
    "peak RSS MiB": Math.round(usage.peakRssMiB),
  };
}

async function flatOut(
  server: RunningServer,
  ticks: number,
  scenario: string,
  url: string,
  body: string,
  token: string,
) {
  // autocannon returns a thenable without `finally`: adopt it into a real promise.
  const running = Promise.resolve(
    autocannon({
      url,
      method: "POST",
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
  );
  const usage = await usageDuring(server, ticks, running);
  const result = await running;
  return {
    scenario,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "2xx": result["2xx"],
    "4xx": result["4xx"],
    errors: result.errors + result["5xx"],
    "server CPU %": Math.round((usage.cpuSeconds / usage.seconds) * 100),
    "peak RSS MiB": Math.round(usage.peakRssMiB),
  };
}

/**
 * The server cost of AI lyric workers (issue #20): four workers polling at the in-tree worker's cadence over
 * a fixed number of tasks, then with the queue empty, and the same server with no worker as the reference;
 * then the flat-out capacity of `acquire` on an empty queue and of the `status` heartbeat. All on loopback
 * with the demo library. CPU time is counted in clock ticks (CLK_TCK, 10 ms here): the polling rows are coarse.
 */
export async function benchLyricPoll(): Promise<void> {
  const ticks = Number((await run("getconf", ["CLK_TCK"])).stdout.trim());
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-lyricpoll-bench-"));
  try {
    const library = path.join(temp, "library");
    await writeLibrary(library, demoWorks());
    const dataDir = path.join(temp, "data");
    await fs.mkdir(dataDir);
    await fs.writeFile(
      path.join(dataDir, "config.json"),
      JSON.stringify({ rootFolders: [{ name: "demo", path: library }] }),
    );
    const server = await startServer(PASSWORD, { dataDir });
    try {
      const admin = await adminToken(server.url, PASSWORD);
      await scan(server, admin);
      const { token } = (await api(server, admin, "POST", "/api/lyric/worker-tokens", { name: "bench" })) as {
        token: string;
      };
      const audio = demoAudio();
      if (audio.length < TASKS + 1) throw new Error(`the demo library has only ${audio.length} audio files`);
      const createTask = (file: { workId: number; path: string }) =>
        api(
          server,
          admin,
          "PUT",
          `/api/lyric/translate/${file.workId}?path=${encodeURIComponent(file.path)}`,
        );

      for (const file of audio.slice(0, TASKS)) await createTask(file);
      const workers = new PollingWorkers({ url: server.url, token, workers: WORKERS, beatsPerTask: BEATS });
      workers.start();
      const busy = await usageDuring(server, ticks, workers.finishedTasks(TASKS));
      const busyTraffic = workers.takeTraffic();
      const empty = await usageDuring(server, ticks, sleep(WINDOW_SECONDS * 1000));
      const emptyTraffic = workers.takeTraffic();
      await workers.stop();
      // The reference after the workers, not before them: right after the scan the server is still settling.
      const idle = await usageDuring(server, ticks, sleep(WINDOW_SECONDS * 1000));

      const acquire = await flatOut(
        server,
        ticks,
        "POST acquire (empty queue: 404)",
        `${server.url}/api/lyric/translate/acquire`,
        "worker_name=bench-flat-out",
        token,
      );
      await createTask(audio[TASKS]!);
      const held = (await fetch(`${server.url}/api/lyric/translate/acquire`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
        body: "worker_name=bench-flat-out",
      }).then((r) => r.json())) as { id: number; secret: string };
      const statusForm = new URLSearchParams({
        id: String(held.id),
        secret: held.secret,
        worker_status: "翻译进度: 50%",
        progress: "50",
      });
      const status = await flatOut(
        server,
        ticks,
        "POST status (heartbeat of a held task)",
        `${server.url}/api/lyric/translate/status`,
        statusForm.toString(),
        token,
      );

      console.log(
        `\nAI lyric workers' server cost (${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)}, loopback, one worker token)`,
      );
      console.log(
        `${WORKERS} workers at the in-tree cadence (acquire every 5 s when idle, status every 5 s while holding), ${TASKS} tasks held ${BEATS * 5} s each\n`,
      );
      console.table([
        pollingRow(`${WORKERS} workers, ${TASKS} task cycles`, busy, busyTraffic),
        pollingRow(`${WORKERS} workers, queue empty`, empty, emptyTraffic),
        pollingRow("no workers (reference)", idle, { requests: {}, latenciesMs: [] }),
      ]);
      console.log("requests per route:", { busy: busyTraffic.requests, empty: emptyTraffic.requests });
      console.log(`\nFlat-out capacity (${CONNECTIONS} connections, ${DURATION} s each, worker token)\n`);
      console.table([acquire, status]);
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}
