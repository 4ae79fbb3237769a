import fs from "node:fs/promises";

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every Linux Node runs on). */
const TICKS = 100;
/** Status polls while a scan runs: fine enough that a sub-second rescan is timed to a few hundredths. */
const POLL_MS = 20;
/**
 * A long scan is polled less often, a hundredth of the time it has run so far (the figure stays within 1 %),
 * up to this: each status answer carries the scan's whole live state (up to 2,000 results and 1,000 log
 * lines), and 50 of them a second made the harness the server's biggest load during a first scan (most of its
 * CPU then went to compressing and collecting them), which the `/api/works` latency measured beside it paid.
 */
const MAX_POLL_MS = 250;

export interface ScanFigures {
  seconds: number;
  counts: Record<string, number>;
  /** CPU seconds (user + system) of the scan process, from its parent's reaped-children times. */
  cpuSeconds: number;
  /** The scan process's peak resident memory (VmHWM) in MiB, sampled until it exits. */
  peakMiB: number;
}

function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** User + system CPU seconds of the children `pid` has waited for (fields cutime and cstime). */
async function childCpuSeconds(pid: number): Promise<number> {
  const fields = statFields(await fs.readFile(`/proc/${pid}/stat`, "utf8"));
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

async function childrenOf(pid: number): Promise<number[]> {
  const list = await fs.readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return list.split(" ").filter(Boolean).map(Number);
}

async function peakMiBOf(pid: number): Promise<number | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8").catch(() => null);
  const kib = status && /VmHWM:\s+(\d+)/.exec(status)?.[1];
  return kib ? Number(kib) / 1024 : null;
}

/**
 * Starts a full scan over HTTP on the server process `serverPid` and waits for its job to finish: wall
 * seconds, counts, and the scan process's CPU time and peak memory.
 */
export async function timedScan(url: string, serverPid: number, token: string): Promise<ScanFigures> {
  const auth = { authorization: `Bearer ${token}` };
  const cpuBefore = await childCpuSeconds(serverPid);
  const started = performance.now();
  const answer = await fetch(`${url}/api/scanner/scan`, { method: "POST", headers: auth });
  if (answer.status !== 202) throw new Error(`scan refused: ${answer.status} ${await answer.text()}`);
  const workers = new Set<number>();
  let peakMiB = 0;
  for (;;) {
    for (const pid of await childrenOf(serverPid)) workers.add(pid);
    for (const pid of workers) peakMiB = Math.max(peakMiB, (await peakMiBOf(pid)) ?? 0);
    const status = (await (await fetch(`${url}/api/scanner/status`, { headers: auth })).json()) as {
      running: boolean;
      job: { state: string; counts: Record<string, number>; error: string | null };
    };
    if (!status.running) {
      if (status.job.state !== "finished") throw new Error(`scan ${status.job.state}: ${status.job.error}`);
      const seconds = (performance.now() - started) / 1000;
      // The scan process has ended (or is ending): wait until the server has reaped it, so its CPU counts.
      while ((await childrenOf(serverPid)).some((pid) => workers.has(pid))) {
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      const cpuSeconds = (await childCpuSeconds(serverPid)) - cpuBefore;
      return { seconds, counts: status.job.counts, cpuSeconds, peakMiB };
    }
    const elapsed = performance.now() - started;
    await new Promise((r) => setTimeout(r, Math.min(MAX_POLL_MS, Math.max(POLL_MS, elapsed / 100))));
  }
}
