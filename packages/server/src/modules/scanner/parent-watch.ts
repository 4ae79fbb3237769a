import { readFileSync } from "node:fs";

/** How often the scan process checks that its parent still exists, should the IPC channel not tell it. */
const POLL_MS = 1000;

/** The current parent pid from /proc (Node's `process.ppid` is read once at start); null off Linux. */
function currentParent(): number | null {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces: state, then ppid.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Calls `onGone` once when the process that forked this one is gone: the IPC channel closing says so at
 * once (the parent exited, even by kill -9), and a poll of the parent pid backs it up (an orphan is
 * re-parented, so its parent pid changes). Without this, a scan outlives a killed server and keeps writing.
 */
export function watchParent(onGone: () => void): void {
  const parent = process.ppid;
  let gone = false;
  const fire = () => {
    if (gone) return;
    gone = true;
    clearInterval(timer);
    onGone();
  };
  const timer = setInterval(() => {
    const now = currentParent();
    if (now === null ? !isAlive(parent) : now !== parent) fire();
  }, POLL_MS);
  timer.unref();
  process.once("disconnect", fire);
}
