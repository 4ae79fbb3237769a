import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "./server-process.ts";

const PARENT_WATCH = fileURLToPath(new URL("../../src/modules/scanner/parent-watch.ts", import.meta.url));
const started: number[] = [];
let dir: string | undefined;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

afterEach(async () => {
  for (const pid of started.splice(0)) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe("watchParent", () => {
  it("notices a parent killed with no IPC channel to tell it (the parent-pid check), within 5 s", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-parent-watch-"));
    const ready = path.join(dir, "ready");
    // A grandchild that keeps running until watchParent says its parent is gone; it has no IPC channel.
    const child = [
      `const { watchParent } = await import(${JSON.stringify(PARENT_WATCH)});`,
      "watchParent(() => process.exit(0));",
      "setInterval(() => undefined, 1000);",
      `(await import("node:fs")).writeFileSync(${JSON.stringify(ready)}, "");`,
    ].join("\n");
    const parent = [
      'const { spawn } = await import("node:child_process");',
      `const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", ${JSON.stringify(child)}], { stdio: "ignore" });`,
      "console.log(child.pid);",
      "setInterval(() => undefined, 1000);",
    ].join("\n");
    const middle = spawn(process.execPath, ["--input-type=module", "-e", parent], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    started.push(middle.pid ?? 0);
    let output = "";
    middle.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    const grandchild = await waitFor("the grandchild's pid", () => Number.parseInt(output, 10) || undefined);
    started.push(grandchild);
    await waitFor("the grandchild to watch its parent", () => existsSync(ready));

    process.kill(middle.pid ?? 0, "SIGKILL");
    await waitFor("the orphan to exit", () => !isAlive(grandchild), 5000);
    expect(isAlive(grandchild)).toBe(false);
  });
});
