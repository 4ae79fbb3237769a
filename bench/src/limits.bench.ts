import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type SampleWork, writeLibrary } from "@kikoeru/server/tooling";
import sharp from "sharp";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const PASSWORD = "bench-password";
const SCAN_WORKS = Number(process.env.BENCH_LIMIT_WORKS ?? 10_000);
const HUGE_SIDE = Number(process.env.BENCH_HUGE_SIDE ?? 8000);
const THUMBNAIL_REQUESTS = 8;

/** Peak (VmHWM) and current (VmRSS) resident memory of a process in MiB; null once it is gone. */
async function memoryOf(pid: number): Promise<{ peak: number; now: number } | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => null);
  if (!status) return null;
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: kib("VmHWM") / 1024, now: kib("VmRSS") / 1024 };
}

async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) found.push(Number(entry));
  }
  return found;
}

/** Works with five short tracks and a kikoeru.json each, so the scan reads files but needs no network. */
function library(count: number): SampleWork[] {
  return Array.from({ length: count }, (_, i) => ({
    folder: `${i % 100}/RJ0${1_000_000 + i} 作品`,
    files: [1, 2, 3, 4, 5].map((t) => ({ name: `${t < 4 ? "本編/" : ""}0${t}.wav`, wav: { seconds: 0.05 } })),
    metadata: { title: `作品 ${i}`, circle: `サークル${i % 50}`, vas: [`声優${i % 30}`], tags: ["ASMR"] },
  }));
}

async function serve(
  dataDir: string,
  root: string,
): Promise<{ server: RunningServer; auth: Record<string, string> }> {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(
    path.join(dataDir, "config.json"),
    JSON.stringify({ rootFolders: [{ name: "lib", path: root }] }),
  );
  const server = await startServer(PASSWORD, { dataDir });
  return { server, auth: { authorization: `Bearer ${await adminToken(server.url, PASSWORD)}` } };
}

/** Runs a full scan; samples the scan process's peak memory and the server's until the scan ends. */
async function scanWithMemory(server: RunningServer, auth: Record<string, string>) {
  const started = performance.now();
  const answer = await fetch(`${server.url}/api/scanner/scan`, { method: "POST", headers: auth });
  if (answer.status !== 202) throw new Error(`scan refused: ${answer.status} ${await answer.text()}`);
  let worker = 0;
  let workerPeak = 0;
  let serverPeak = 0;
  for (;;) {
    worker ||= (await childrenOf(server.pid))[0] ?? 0;
    // VmHWM is the process's own high-water mark: the last reading before it exits is its peak.
    if (worker) workerPeak = Math.max(workerPeak, (await memoryOf(worker))?.peak ?? 0);
    serverPeak = Math.max(serverPeak, (await memoryOf(server.pid))?.now ?? 0);
    const status = (await (await fetch(`${server.url}/api/scanner/status`, { headers: auth })).json()) as {
      running: boolean;
      job: { state: string; counts: Record<string, number>; error: string | null };
    };
    if (!status.running) {
      if (status.job.state !== "finished") throw new Error(`scan ${status.job.state}: ${status.job.error}`);
      return {
        seconds: (performance.now() - started) / 1000,
        counts: status.job.counts,
        workerPeak,
        serverPeak,
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A photo-like (noisy, so barely compressible) JPEG of side × side pixels: the worst case for memory. */
function hugeJpeg(side: number): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Memory limits of the scan process and the server (issue #12): the scan process's peak on a 10,000-work
 * scan, and the server's resident memory while it makes 8 thumbnails of huge images at once.
 */
export async function benchLimits(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-limits-bench-"));
  const rows: { figure: string; value: string }[] = [];
  try {
    await writeLibrary(path.join(temp, "works"), library(SCAN_WORKS));
    const scanned = await serve(path.join(temp, "data-scan"), path.join(temp, "works"));
    try {
      const scan = await scanWithMemory(scanned.server, scanned.auth);
      rows.push(
        { figure: `full scan, ${SCAN_WORKS} works × 5 files (s)`, value: scan.seconds.toFixed(1) },
        { figure: "  works added / failed", value: `${scan.counts.added} / ${scan.counts.failed}` },
        { figure: "  scan process peak RSS, VmHWM (MiB)", value: scan.workerPeak.toFixed(0) },
        { figure: "  server peak RSS during the scan (MiB)", value: scan.serverPeak.toFixed(0) },
      );
    } finally {
      await scanned.server.stop();
    }

    const image = await hugeJpeg(HUGE_SIDE);
    await writeLibrary(path.join(temp, "huge"), [
      {
        folder: "RJ01999999 巨大な表紙",
        files: [
          { name: "01.wav", wav: { seconds: 0.05 } },
          ...Array.from({ length: THUMBNAIL_REQUESTS }, (_, i) => ({ name: `scan-${i}.jpg`, bytes: image })),
        ],
      },
    ]);
    const { server, auth } = await serve(path.join(temp, "data-huge"), path.join(temp, "huge"));
    try {
      await scanWithMemory(server, auth);
      const before = (await memoryOf(server.pid))?.now ?? 0;
      let peak = before;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, (await memoryOf(server.pid))?.now ?? 0);
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: THUMBNAIL_REQUESTS }, (_, i) =>
          fetch(`${server.url}/api/media/small-img/1999999?path=scan-${i}.jpg`, { headers: auth }).then(
            async (r) => {
              await r.arrayBuffer();
              return r.status;
            },
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      sampling = false;
      await sampler;
      rows.push(
        {
          figure: `${THUMBNAIL_REQUESTS} thumbnails at once of ${HUGE_SIDE}×${HUGE_SIDE} JPEGs (${(image.length / 1048576).toFixed(0)} MiB each) (s)`,
          value: seconds.toFixed(2),
        },
        { figure: "  answers", value: answers.join(" ") },
        { figure: "  server RSS before (MiB)", value: before.toFixed(0) },
        { figure: "  server peak RSS during (MiB)", value: peak.toFixed(0) },
        { figure: "  server VmHWM after (MiB)", value: ((await memoryOf(server.pid))?.peak ?? 0).toFixed(0) },
      );
    } finally {
      await server.stop();
    }
    console.log(`\nKikoeru memory limits (${os.cpus().length} cores)\n`);
    console.table(rows);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}
