import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const PASSWORD = "bench-password";
const MIB = 1024 * 1024;
const TOTAL_MIB = Number(process.env.BENCH_SYNCER_MIB ?? 1024);
/** Rounds of the three transfers; the order turns each round, so drift in the machine's load hits all alike. */
const ROUNDS = Number(process.env.BENCH_SYNCER_ROUNDS ?? 5);
const FILES = 8;
const CODE = "RJ01000001";
const PLAIN = path.join(import.meta.dirname, "syncer-plain.ts");
/** No metadata provider on the internet: the pulled work's metadata comes from the source server only. */
const OFFLINE = { dlsiteBaseUrl: "", dlsiteImageBaseUrl: "", hvdbBaseUrl: "", metadataPeerBaseUrl: "" };

/** The source work: FILES files of TOTAL_MIB together (PDFs: listed without a duration read). */
async function writeWork(root: string): Promise<string[]> {
  const dir = path.join(root, `${CODE} 同步基准`);
  await fs.mkdir(path.join(dir, "本編"), { recursive: true });
  const block = randomBytes(MIB);
  const names: string[] = [];
  for (let i = 0; i < FILES; i++) {
    const name = `本編/${String(i + 1).padStart(2, "0")} パート.pdf`;
    const out = await fs.open(path.join(dir, name), "w");
    for (let m = 0; m < TOTAL_MIB / FILES; m++) {
      block.writeUInt32LE(i * 100_000 + m, 0);
      await out.write(block);
    }
    await out.close();
    names.push(name);
  }
  return names.map((name) => path.join(dir, name));
}

async function writeConfig(dataDir: string, roots: Record<string, string>): Promise<string> {
  await fs.mkdir(dataDir, { recursive: true });
  const rootFolders = Object.entries(roots).map(([name, dir]) => ({ name, path: dir }));
  await fs.writeFile(path.join(dataDir, "config.json"), JSON.stringify({ rootFolders, ...OFFLINE }));
  return dataDir;
}

/** CPU time (user + system) a process has used so far, in ms: /proc counts in ticks of 10 ms. */
async function cpuMs(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
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
    await new Promise((r) => setTimeout(r, 200));
    if (!(await api(server, token, "GET", "/api/scanner/status")).running) return;
  }
}

/** Runs syncer-plain.ts in a process of its own; resolves with its first line of output. */
function plainProcess(args: string[]): { child: ChildProcess; line: Promise<string> } {
  const child = spawn(process.execPath, ["--import", "tsx", PLAIN, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.slice(0, out.indexOf("\n")));
    });
    child.once("exit", (code) => reject(new Error(`syncer-plain ${args[0]} exited with ${code}`)));
  });
  return { child, line };
}

interface Leg {
  ms: number;
  /** CPU ms per process over the transfer. */
  cpu: Record<string, number>;
  /** Peak RSS per server (MiB) over the transfer. */
  peak: Record<string, number>;
  /** A pull: until the work is listed in the catalog. */
  listedMs?: number;
}

/** The reference: a plain client process copying the files from the plain server process, two at a time. */
async function plainCopy(url: string, plainServerPid: number, target: string): Promise<Leg> {
  const before = await cpuMs(plainServerPid);
  const run = plainProcess(["copy", url, String(FILES), target]);
  const { ms, cpuMs: client } = JSON.parse(await run.line) as { ms: number; cpuMs: number };
  const server = (await cpuMs(plainServerPid)) - before;
  await fs.rm(target, { recursive: true });
  return { ms, cpu: { "plain client": client, "plain server": server }, peak: {} };
}

interface PullSide {
  puller: RunningServer;
  token: string;
  /** The remote: its URL, its templates, and the server of ours it is (for its CPU and RSS), if one. */
  host: string;
  templates: string;
  source: RunningServer | null;
  root: { name: string; dir: string };
}

/** Files in place below `dir` (partial files are hidden). */
async function pulledFiles(dir: string): Promise<number> {
  const names = await fs.readdir(dir, { recursive: true });
  return names.filter((name) => name.endsWith(".pdf") && !path.basename(name).startsWith(".")).length;
}

/** Pulls every file of the remote's work into an emptied root folder: times, CPU and peak RSS of both ends. */
async function pull({ puller, token, host, templates, source, root }: PullSide): Promise<Leg> {
  await fs.rm(root.dir, { recursive: true, force: true });
  await fs.mkdir(root.dir);
  const { tracks } = await api(puller, token, "GET", `/api/syncer?host=${host}&filter=${CODE}&${templates}`);
  const servers = { puller, ...(source ? { source } : {}) };
  const cpuBefore = await Promise.all(Object.values(servers).map((s) => cpuMs(s.pid)));
  const peak: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  const started = performance.now();
  const { id } = await api(puller, token, "POST", "/api/syncer", {
    host,
    code: CODE,
    rootFolderName: root.name,
    overwrite: true,
    treeTracks: tracks,
  });
  let ms = 0;
  for (let tick = 1; ; tick++) {
    await new Promise((r) => setTimeout(r, 20));
    for (const [name, server] of Object.entries(servers))
      peak[name] = Math.max(peak[name] ?? 0, await server.rssMiB());
    // The download phase ends when every file is in place (renamed after verification): seen on disk, so
    // the puller is asked for its task only as often as the web page asks (once a second).
    if (ms === 0 && (await pulledFiles(root.dir)) === FILES) {
      ms = performance.now() - started;
      const after = await Promise.all(Object.values(servers).map((s) => cpuMs(s.pid)));
      Object.keys(servers).forEach((name, i) => {
        cpu[name] = after[i]! - cpuBefore[i]!;
      });
    }
    if (tick % (ms === 0 ? 50 : 10) !== 0) continue;
    const { info } = (await api(puller, token, "GET", "/api/syncer/task")) as {
      info: { id: number; state: string; error: string | null }[];
    };
    const task = info.find((t) => t.id === id)!;
    if (task.state === "failed") throw new Error(`pull failed: ${task.error}`);
    if (task.state === "done") {
      const listedMs = performance.now() - started;
      // As the copy's files are: removed before the kernel writes them back (see settleDisk).
      await fs.rm(root.dir, { recursive: true });
      return { ms, cpu, peak, listedMs };
    }
  }
}

/**
 * Writes the machine's dirty pages to disk, outside every measured transfer. A transfer that writes 1 GiB while
 * earlier transfers' gigabytes wait in the page cache pays for the kernel's writeback in system time (measured
 * here: 0.4 s/GiB with little dirty, 1.5–3 s/GiB past ~1.5 GB dirty), so each starts from the same state.
 */
const settleDisk = () => promisify(execFile)("sync");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `median (min–max)` of a figure over the rounds. */
function figure(values: number[], digits = 0): string {
  const f = (v: number) => v.toFixed(digits);
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

function report(legs: Record<"plain" | "fromPlain" | "fromOurs", Leg[]>): void {
  const rate = (leg: Leg, ms = leg.ms) => TOTAL_MIB / (ms / 1000);
  // Each pull against the reference copy of its own round.
  const ratio = (pulls: Leg[]) => pulls.map((leg, round) => legs.plain[round]!.ms / leg.ms);
  const cpuPerGiB = (list: Leg[], name: string) =>
    list.map((leg) => leg.cpu[name]! / 1000 / (TOTAL_MIB / 1024));
  const peak = (list: Leg[], name: string) => Math.max(...list.map((leg) => leg.peak[name]!)).toFixed(0);
  console.log(
    `\nKikoeru syncer benchmark (${os.availableParallelism()} cores, ${TOTAL_MIB} MiB in ${FILES} files, ` +
      `${ROUNDS} rounds: median (min–max))\n`,
  );
  console.table([
    {
      figure: "plain client ← plain node:http server, 2 at a time (MiB/s)",
      value: figure(legs.plain.map((l) => rate(l))),
    },
    {
      figure: "syncer ← same plain server, download phase (MiB/s)",
      value: figure(legs.fromPlain.map((l) => rate(l))),
    },
    { figure: "  ratio to the plain copy of its round", value: figure(ratio(legs.fromPlain), 2) },
    {
      figure: "syncer ← our server, download phase (MiB/s)",
      value: figure(legs.fromOurs.map((l) => rate(l))),
    },
    { figure: "  ratio to the plain copy of its round", value: figure(ratio(legs.fromOurs), 2) },
    {
      figure: "syncer ← our server, until listed in the catalog (MiB/s)",
      value: figure(legs.fromOurs.map((l) => rate(l, l.listedMs))),
    },
    { figure: "CPU s/GiB: plain client", value: figure(cpuPerGiB(legs.plain, "plain client"), 2) },
    { figure: "CPU s/GiB: plain server", value: figure(cpuPerGiB(legs.plain, "plain server"), 2) },
    { figure: "CPU s/GiB: puller ← plain server", value: figure(cpuPerGiB(legs.fromPlain, "puller"), 2) },
    { figure: "CPU s/GiB: puller ← our server", value: figure(cpuPerGiB(legs.fromOurs, "puller"), 2) },
    { figure: "CPU s/GiB: our source server", value: figure(cpuPerGiB(legs.fromOurs, "source"), 2) },
    {
      figure: "peak puller RSS, all pulls (MiB)",
      value: peak([...legs.fromPlain, ...legs.fromOurs], "puller"),
    },
    { figure: "peak source server RSS, pulls from it (MiB)", value: peak(legs.fromOurs, "source") },
  ]);
}

/**
 * Syncer figures (issue #15): pull throughput against a plain loopback copy of the same bytes, and RSS. The
 * copy, a pull from the same plain server and a pull from a server of ours run in turn, in ROUNDS rounds;
 * each pull is compared with the copy of its own round. CPU time per GiB shows the cost apart from the load
 * of a shared machine.
 */
export async function benchSyncer(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-syncer-bench-"));
  const plainServer = plainProcess(["serve", CODE, ...(await writeWork(path.join(temp, "source")))]);
  try {
    const plainUrl = `http://127.0.0.1:${await plainServer.line}`;
    const roots = { plain: path.join(temp, "from-plain"), ours: path.join(temp, "from-ours") };
    const sourceData = await writeConfig(path.join(temp, "data-source"), {
      source: path.join(temp, "source"),
    });
    const source = await startServer(PASSWORD, { dataDir: sourceData });
    const puller = await startServer(PASSWORD, {
      dataDir: await writeConfig(path.join(temp, "data-puller"), roots),
    });
    try {
      await scan(source, await adminToken(source.url, PASSWORD));
      const token = await adminToken(puller.url, PASSWORD);
      await api(puller, token, "PUT", "/api/syncer/credentials", {
        host: source.url,
        name: "admin",
        password: PASSWORD,
      });
      const legs: Record<"plain" | "fromPlain" | "fromOurs", Leg[]> = {
        plain: [],
        fromPlain: [],
        fromOurs: [],
      };
      const run = {
        plain: () => plainCopy(plainUrl, plainServer.child.pid!, path.join(temp, "plain")),
        fromPlain: () =>
          pull({
            puller,
            token,
            host: plainUrl,
            templates: "",
            source: null,
            root: { name: "plain", dir: roots.plain },
          }),
        fromOurs: () =>
          pull({
            puller,
            token,
            host: source.url,
            templates: "metaApi=/api/work/{id}&trackApi=/api/tracks/{id}",
            source,
            root: { name: "ours", dir: roots.ours },
          }),
      };
      const order = Object.keys(run) as (keyof typeof run)[];
      for (let round = 0; round < ROUNDS; round++)
        for (let i = 0; i < order.length; i++) {
          const name = order[(round + i) % order.length]!;
          await settleDisk();
          legs[name].push(await run[name]());
        }
      report(legs);
    } finally {
      await puller.stop();
      await source.stop();
    }
  } finally {
    plainServer.child.kill();
    await fs.rm(temp, { recursive: true, force: true });
  }
}
