import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { FakeMetadataServer, fakeWork, type SampleWork, writeLibrary } from "@kikoeru/server/tooling";
import autocannon from "autocannon";
import { type ScanFigures, timedScan } from "./scan-measure.ts";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const PASSWORD = "bench-password";
/**
 * Library sizes, comma-separated: by default those of issue #23's table. `BENCH_SCAN_WORKS=100000` is the
 * issue's on-demand run (with BENCH_SCAN_FILES=1 its library takes about 1 GB of disk, mostly directories).
 */
const SIZES = (process.env.BENCH_SCAN_WORKS ?? "1000,10000").split(",").map(Number);
/** Audio files per work (the issue's library: five, three of them in a sub-folder). */
const FILES = Number(process.env.BENCH_SCAN_FILES ?? 5);
const RESCANS = 3;

const tinyWav = (name: string) => ({ name, wav: { seconds: 0.05 } });

/** Works in plain circle folders (one in ten at the top), every one known to the fake metadata sites. */
function remoteLibrary(count: number): SampleWork[] {
  return Array.from({ length: count }, (_, i) => ({
    folder: `${i % 10 === 0 ? "" : `サークル${i % 10}/`}RJ${100_000 + i} ベンチ作品${i}`,
    files: Array.from({ length: FILES }, (_, t) => tinyWav(`${t < 3 ? "本編/" : ""}0${t + 1}_トラック.wav`)),
  }));
}

/** Unmeasured requests first: the latency asked for is that of a running server, not of its first calls. */
const WARMUP_SECONDS = 1;

/**
 * p99 of GET /api/works while `during` runs, at a steady 20 requests a second (people browsing while the
 * scanner works), after a second of the same requests unmeasured: the first answers of a server just started
 * (code not yet compiled, caches empty) were the slowest of a 1,000-work scan's ~160 samples, and so its p99.
 */
async function worksLatencyDuring<T>(
  server: RunningServer,
  token: string,
  during: () => Promise<T>,
): Promise<{ p99: number; result: T }> {
  const options = { url: `${server.url}/api/works?token=${token}`, connections: 2, overallRate: 20 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  let stop = () => {};
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: 3600 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    stop = () => instance.stop();
  });
  const result = await during();
  stop();
  return { p99: (await load).latency.p99, result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function figureRows(label: string, works: number, runs: ScanFigures[]) {
  const seconds = median(runs.map((r) => r.seconds));
  const spread = runs.length > 1 ? ` (${runs.map((r) => r.seconds.toFixed(2)).join(", ")})` : "";
  return [
    {
      figure: `${label}, ${works} works × ${FILES} files: wall (s)`,
      value: `${seconds.toFixed(2)}${spread}`,
    },
    { figure: "  works/s", value: (works / seconds).toFixed(0) },
    { figure: "  scan process CPU (s)", value: median(runs.map((r) => r.cpuSeconds)).toFixed(2) },
    { figure: "  scan process peak RSS (MiB)", value: median(runs.map((r) => r.peakMiB)).toFixed(0) },
  ];
}

/** One library size: a first scan through the fake metadata sites, then unchanged rescans. */
async function benchSize(temp: string, works: number) {
  const ids = Array.from({ length: works }, (_, i) => 100_000 + i);
  const fake = await FakeMetadataServer.start(ids.map((id) => fakeWork(id)));
  const root = path.join(temp, `remote-${works}`);
  const dataDir = path.join(temp, `data-${works}`);
  try {
    const generated = performance.now();
    await writeLibrary(root, remoteLibrary(works));
    console.log(`${works} works generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`);
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(
      path.join(dataDir, "config.json"),
      JSON.stringify({
        rootFolders: [{ name: "bench", path: root }],
        dlsiteBaseUrl: fake.url,
        dlsiteImageBaseUrl: fake.url,
        hvdbBaseUrl: fake.url,
        metadataPeerBaseUrl: fake.url,
      }),
    );
    const server = await startServer(PASSWORD, { dataDir });
    try {
      const token = await adminToken(server.url, PASSWORD);
      const { p99, result: scanned } = await worksLatencyDuring(server, token, () =>
        timedScan(server.url, server.pid, token),
      );
      const rescans: ScanFigures[] = [];
      for (let i = 0; i < RESCANS; i++) rescans.push(await timedScan(server.url, server.pid, token));
      return [
        ...figureRows("first scan", works, [scanned]),
        { figure: "  works added / failed", value: `${scanned.counts.added} / ${scanned.counts.failed}` },
        { figure: "  metadata and cover requests served by the fake", value: String(fake.requests.length) },
        { figure: "  GET /api/works p99 during the scan (ms)", value: String(p99) },
        ...figureRows(`unchanged rescan (median of ${RESCANS})`, works, rescans),
        { figure: "  skipped", value: String(rescans.at(-1)?.counts.skipped) },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await fake.close();
    await fs.rm(root, { recursive: true, force: true });
  }
}

/** Scan figures (issue #23): first scans and unchanged rescans of generated libraries, one size at a time. */
export async function benchScan(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-scan-bench-"));
  const rows: { figure: string; value: string }[] = [];
  try {
    for (const works of SIZES) rows.push(...(await benchSize(temp, works)));
    console.log(`\nKikoeru scanner benchmark (${os.cpus().length} cores)\n`);
    console.table(rows);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}
