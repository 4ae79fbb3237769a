import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { ROLES, type Role } from "../../src/cluster/cluster-options.ts";
import type { TranscodeOptions } from "../../src/modules/transcode/index.ts";
import { ffmpegChildren } from "../media/transcode-fixtures.ts";

const ENTRY = fileURLToPath(new URL("./instance-process.ts", import.meta.url));

/** A cluster instance running as a process of its own (instance-process.ts under tsx). */
export interface InstanceProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

const started = new Set<ChildProcess>();

/**
 * Starts an instance over `databaseUrl` and the data folder `dir` (with every role unless `roles` says
 * otherwise, and transcoder settings other than the defaults); resolves once it listens.
 */
export async function startInstance(
  databaseUrl: string,
  dir: string,
  id: string,
  options: { roles?: Role[]; transcode?: Partial<TranscodeOptions> } = {},
): Promise<InstanceProcess> {
  const extra = [(options.roles ?? ROLES).join(","), JSON.stringify(options.transcode ?? {})];
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY, databaseUrl, dir, id, ...extra], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exited.then(() => started.delete(child));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once("data", (data: Buffer) => resolve(data.toString().trim()));
    void exited.then(() => reject(new Error(`instance ${id} exited before listening:\n${stderr}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

/** Kills every instance still running (SIGKILL: they hold nothing a test needs afterwards). */
export async function stopInstances(): Promise<void> {
  for (const child of [...started]) {
    const closed = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await closed;
  }
}

/** The encoding ffmpeg processes (not the remux) whose parent is `pid`, read from /proc. */
export async function encodersOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const child of await ffmpegChildren(pid)) {
    const argv = await fs.readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "");
    if (argv.split("\0").includes("-progress")) found.push(child);
  }
  return found;
}
