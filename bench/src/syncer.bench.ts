import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const PASSWORD = "bench-password";
const MIB = 1024 * 1024;
const TOTAL_MIB = Number(process.env.BENCH_SYNCER_MIB ?? 1024);
const FILES = 8;
const CODE = "RJ01000001";
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

async function dataDirFor(temp: string, name: string, library: string): Promise<string> {
  const dataDir = path.join(temp, `data-${name}`);
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(
    path.join(dataDir, "config.json"),
    JSON.stringify({ rootFolders: [{ name, path: library }], ...OFFLINE }),
  );
  return dataDir;
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
  await fetch(`${server.url}/api/scanner/scan`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    if (!(await api(server, token, "GET", "/api/scanner/status")).running) return;
  }
}

/**
 * A plain node:http file server that also answers like a remote of kikoeru's kind (work object, track tree),
 * so the same bytes can be fetched by a plain client and by the syncer.
 */
async function plainRemote(files: string[]): Promise<{ url: string; close(): void }> {
  const sizes = await Promise.all(files.map(async (file) => (await fs.stat(file)).size));
  const tree = [
    {
      type: "folder",
      title: "本編",
      children: files.map((file, i) => ({
        type: "other",
        title: path.basename(file),
        mediaDownloadUrl: `/f/${i}`,
        size: sizes[i],
      })),
    },
  ];
  const server = http.createServer((req, res) => {
    const json = (body: unknown) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.url === `/api/workInfo/${CODE}`) return void json({ title: "同步基准", tags: [], vas: [] });
    if (req.url === `/api/tracks/${CODE}`) return void json(tree);
    const index = /^\/f\/(\d+)$/.exec(req.url ?? "")?.[1];
    const file = index === undefined ? undefined : files[Number(index)];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "content-length": sizes[Number(index)] });
    void pipeline(createReadStream(file), res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The baseline: the files fetched from the plain server over loopback by a plain client, two at a time. */
async function plainCopy(url: string, count: number, target: string): Promise<number> {
  await fs.mkdir(target, { recursive: true });
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await new Promise<void>((resolve, reject) => {
        http.get(`${url}/f/${index}`, (res) => {
          pipeline(res, createWriteStream(path.join(target, `${index}.bin`))).then(resolve, reject);
        });
      });
    }
  };
  await Promise.all([worker(), worker()]);
  const ms = performance.now() - started;
  await fs.rm(target, { recursive: true });
  return ms;
}

/** Pulls every file of the remote's work into `rootFolderName`; times and peak puller RSS. */
async function pull(
  puller: RunningServer,
  token: string,
  host: string,
  templates: string,
  rootFolderName: string,
) {
  const { tracks } = await api(puller, token, "GET", `/api/syncer?host=${host}&filter=${CODE}&${templates}`);
  const started = performance.now();
  const { id } = await api(puller, token, "POST", "/api/syncer", {
    host,
    code: CODE,
    rootFolderName,
    overwrite: true,
    treeTracks: tracks,
  });
  let peak = 0;
  let downloadedMs = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    peak = Math.max(peak, await puller.rssMiB());
    const { info } = (await api(puller, token, "GET", "/api/syncer/task")) as {
      info: { id: number; state: string; error: string | null }[];
    };
    const task = info.find((t) => t.id === id)!;
    if (task.state === "failed") throw new Error(`pull failed: ${task.error}`);
    if (downloadedMs === 0 && (task.state === "importing" || task.state === "done"))
      downloadedMs = performance.now() - started;
    if (task.state === "done") return { downloadedMs, totalMs: performance.now() - started, peak };
  }
}

/** Syncer figures (issue #15): pull throughput against a plain loopback copy of the same bytes, and RSS. */
export async function benchSyncer(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-syncer-bench-"));
  try {
    const sourceLibrary = path.join(temp, "source");
    const files = await writeWork(sourceLibrary);
    const remote = await plainRemote(files);
    const plainMs = await plainCopy(remote.url, files.length, path.join(temp, "plain"));
    const libraries = { plain: path.join(temp, "from-plain"), ours: path.join(temp, "from-ours") };
    for (const dir of Object.values(libraries)) await fs.mkdir(dir);
    const dataDir = path.join(temp, "data-puller");
    await fs.mkdir(dataDir);
    await fs.writeFile(
      path.join(dataDir, "config.json"),
      JSON.stringify({
        rootFolders: Object.entries(libraries).map(([name, dir]) => ({ name, path: dir })),
        ...OFFLINE,
      }),
    );
    const source = await startServer(PASSWORD, { dataDir: await dataDirFor(temp, "source", sourceLibrary) });
    const puller = await startServer(PASSWORD, { dataDir });
    try {
      const sourceToken = await adminToken(source.url, PASSWORD);
      await scan(source, sourceToken);
      const token = await adminToken(puller.url, PASSWORD);
      const fromPlain = await pull(puller, token, remote.url, "", "plain");
      await fs.rm(libraries.plain, { recursive: true });
      await api(puller, token, "PUT", "/api/syncer/credentials", {
        host: source.url,
        name: "admin",
        password: PASSWORD,
      });
      const fromOurs = await pull(
        puller,
        token,
        source.url,
        "metaApi=/api/work/{id}&trackApi=/api/tracks/{id}",
        "ours",
      );
      const rate = (ms: number) => (TOTAL_MIB / (ms / 1000)).toFixed(0);
      const ratio = (ms: number) => `${(plainMs / ms).toFixed(2)}×`;
      console.log(
        `\nKikoeru syncer benchmark (${os.availableParallelism()} cores, ${TOTAL_MIB} MiB in ${FILES} files)\n`,
      );
      console.table([
        { figure: "plain client ← plain node:http server, 2 at a time (MiB/s)", value: rate(plainMs) },
        { figure: "syncer ← same plain server, download phase (MiB/s)", value: rate(fromPlain.downloadedMs) },
        { figure: "  ratio to the plain copy", value: ratio(fromPlain.downloadedMs) },
        { figure: "syncer ← our server, download phase (MiB/s)", value: rate(fromOurs.downloadedMs) },
        { figure: "  ratio to the plain copy", value: ratio(fromOurs.downloadedMs) },
        { figure: "syncer ← our server, until listed in the catalog (MiB/s)", value: rate(fromOurs.totalMs) },
        { figure: "peak puller RSS, pull from the plain server (MiB)", value: fromPlain.peak.toFixed(0) },
        { figure: "peak puller RSS, pull from our server (MiB)", value: fromOurs.peak.toFixed(0) },
      ]);
    } finally {
      remote.close();
      await puller.stop();
      await source.stop();
    }
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}
