import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** A worker started as its own process (`node --import tsx <entry>`), with its output collected. */
export class WorkerProcess {
  readonly child: ChildProcess;
  output = "";
  readonly exited: Promise<number | null>;

  constructor(
    entry: "src/main.ts" | "test/fake-worker.ts",
    args: string[],
    env: Record<string, string> = {},
  ) {
    this.child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding("utf8").on("data", (text: string) => {
        this.output += text;
      });
    }
    this.exited = new Promise((resolve) => this.child.once("close", (code) => resolve(code)));
  }

  async kill(signal: NodeJS.Signals): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}
