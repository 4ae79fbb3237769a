import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Vitest global setup: every temporary folder of the run (test libraries, data folders, server processes and
 * their children) is made under one folder, removed when the run ends, so no run leaves files in /tmp.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kikoeru-tests-"));
  process.env.TMPDIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
