import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { FakeMetadataServer, fakeWork, writeLibrary } from "@kikoeru/server/tooling";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const PASSWORD = "bench-password";
/** Works already in the library while the watcher runs (its startup cost grows with them). */
const WORKS = Number(process.env.BENCH_WATCH_WORKS ?? 1000);
/** Folders copied in and files added to known works, each; 0 measures only the watcher's setup (no scan). */
const COPIES = Number(process.env.BENCH_WATCH_COPIES ?? 5);
const FIRST_ID = 300_000;
const folderOf = (id: number) => `RJ${id} 作品`;
const wav = (name: string) => ({ name, wav: { seconds: 0.2 } });
/** A work folder with a sub-folder, as most are: two folders to watch. */
const work = (id: number) => ({ folder: folderOf(id), files: [wav("本編/01.wav"), wav("02.wav")] });

async function api(server: RunningServer, token: string, method: string, url: string) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function until(what: string, check: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** inotify watches the process holds: the "inotify wd:" lines of its file descriptors' fdinfo (Linux). */
async function inotifyWatches(pid: number): Promise<number> {
  let total = 0;
  for (const fd of await fs.readdir(`/proc/${pid}/fdinfo`).catch(() => [])) {
    const info = await fs.readFile(`/proc/${pid}/fdinfo/${fd}`, "utf8").catch(() => "");
    total += info.split("\n").filter((line) => line.startsWith("inotify wd:")).length;
  }
  return total;
}

/** CPU seconds the process has used (user + system; /proc ticks are 1/100 s on Linux). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The folder watcher (issue #23 item 3): on a library of WORKS works, with the default settings (5 s quiet
 * period), what watching costs the server once set up, the time from a work folder copied into the root to
 * its card in /api/works, and from a file added to a known work to its track in /api/tracks, COPIES times each.
 */
export async function benchWatch(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-watch-bench-"));
  const ids = Array.from({ length: WORKS + COPIES }, (_, i) => FIRST_ID + i);
  const fake = await FakeMetadataServer.start(ids.map((id) => fakeWork(id)));
  const root = path.join(temp, "library");
  const staging = path.join(temp, "staging");
  const dataDir = path.join(temp, "data");
  try {
    await writeLibrary(root, ids.slice(0, WORKS).map(work));
    await writeLibrary(staging, ids.slice(WORKS).map(work));
    await fs.mkdir(dataDir, { recursive: true });
    const urls = { dlsiteBaseUrl: fake.url, dlsiteImageBaseUrl: fake.url, hvdbBaseUrl: fake.url };
    await fs.writeFile(
      path.join(dataDir, "config.json"),
      JSON.stringify({
        rootFolders: [{ name: "bench", path: root }],
        ...urls,
        metadataPeerBaseUrl: fake.url,
      }),
    );
    const server = await startServer(PASSWORD, { dataDir });
    try {
      const token = await adminToken(server.url, PASSWORD);
      const status = () => api(server, token, "GET", "/api/scanner/status");
      const started = performance.now();
      await until("the watcher", async () => ((await status()).watch as { watched: number }).watched === 1);
      const readySeconds = (performance.now() - started + server.startMs) / 1000;
      const readyCpu = await cpuSeconds(server.pid);
      const idleRss = await server.rssMiB();
      const watches = await inotifyWatches(server.pid);
      const setup = [
        { figure: "server start to watcher ready (s)", value: readySeconds.toFixed(1) },
        { figure: "server CPU from start to watcher ready (s)", value: readyCpu.toFixed(2) },
        { figure: "server RSS once watching (MiB)", value: idleRss.toFixed(0) },
        { figure: "inotify watches held by the server", value: String(watches) },
      ];
      console.log(`\nKikoeru folder watcher (${os.cpus().length} cores, ${WORKS} works)\n`);
      if (COPIES === 0) {
        console.table(setup);
        return;
      }
      await api(server, token, "POST", "/api/scanner/scan");
      await until("the first scan", async () => !(await status()).running, 1_800_000);
      const times: number[] = [];
      const starts: number[] = [];
      const jobOf = async () => ((await status()).job as { id: number } | null)?.id ?? 0;
      for (const id of ids.slice(WORKS)) {
        const lastJob = await jobOf();
        const copied = performance.now();
        await fs.cp(path.join(staging, folderOf(id)), path.join(root, folderOf(id)), { recursive: true });
        let started = 0;
        await until(`RJ${id} in /api/works`, async () => {
          if (!started && (await jobOf()) !== lastJob) started = performance.now();
          const list = await api(server, token, "GET", "/api/works?order=id&sort=desc&page=1");
          return (list.works as { id: number }[]).some((w) => w.id === id);
        });
        times.push((performance.now() - copied) / 1000);
        starts.push(((started || performance.now()) - copied) / 1000);
        await until("the watch scan to end", async () => !(await status()).running);
      }
      const added: number[] = [];
      for (const id of ids.slice(0, COPIES)) {
        const copied = performance.now();
        await fs.copyFile(
          path.join(root, folderOf(id), "02.wav"),
          path.join(root, folderOf(id), "本編", "03.wav"),
        );
        await until(`the added track of RJ${id}`, async () =>
          JSON.stringify(await api(server, token, "GET", `/api/tracks/${id}`)).includes("03.wav"),
        );
        added.push((performance.now() - copied) / 1000);
        await until("the watch scan to end", async () => !(await status()).running);
      }
      console.table([
        ...setup,
        { figure: `copied folder to card, median of ${COPIES} (s)`, value: median(times).toFixed(1) },
        { figure: "  each (s)", value: times.map((t) => t.toFixed(1)).join(" ") },
        { figure: "  of which until its scan started, median (s)", value: median(starts).toFixed(1) },
        {
          figure: `file added to a known work to its track, median of ${COPIES} (s)`,
          value: median(added).toFixed(1),
        },
        { figure: "  each (s)", value: added.map((t) => t.toFixed(1)).join(" ") },
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await fake.close();
    await fs.rm(temp, { recursive: true, force: true });
  }
}
