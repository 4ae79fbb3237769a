import { fakeEngine } from "../src/engine/fake-engine.ts";
import { ProtocolClient } from "../src/protocol-client.ts";
import { runWorker } from "../src/worker-loop.ts";

/**
 * The worker loop with the fake engine as a process of its own, for tests that kill it half-way:
 * `fake-worker.ts <server> <state dir> <user> <password> <ms per segment>`; an empty user with
 * KIKOERU_WORKER_TOKEN set signs in with that token instead.
 */
const [server = "", stateDir = "", user, password, pause = "0"] = process.argv.slice(2);
const log = (line: string) => console.log(line);
const shutdown = new AbortController();
process.once("SIGTERM", () => shutdown.abort(new Error("stopped")));
const client = new ProtocolClient({
  server,
  ...(user ? { user, password } : { token: process.env.KIKOERU_WORKER_TOKEN }),
  log,
  signal: shutdown.signal,
  retry: { firstMs: 20, maxMs: 200 },
});
await runWorker({
  client,
  engine: fakeEngine({ secondsPerSegment: 1, millisecondsPerSegment: Number(pause) }),
  stateDir,
  workerName: "fake_worker",
  language: "ja",
  threads: 1,
  log,
  signal: shutdown.signal,
  idleMs: 20,
  statusEveryMs: 20,
}).catch((error: Error) => {
  if (!shutdown.signal.aborted) throw error;
});
process.exit(0);
