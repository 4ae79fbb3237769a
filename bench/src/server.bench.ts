import autocannon from "autocannon";
import { startServer } from "./server.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PASSWORD = "bench-password";

interface Row {
  scenario: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
}

async function load(
  scenario: string,
  url: string,
  options: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string } = {},
): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    scenario,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Start time, memory and request throughput of the bare server (auth, config, version). */
export async function benchServer(): Promise<void> {
  const server = await startServer(PASSWORD);
  try {
    const rssIdle = await server.rssMiB();
    const loginStarted = performance.now();
    const login = await fetch(`${server.url}/api/auth/me`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "admin", password: PASSWORD }),
    });
    const loginMs = performance.now() - loginStarted;
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const rows = [
      await load("GET /api/health", `${server.url}/api/health`),
      await load("GET /api/auth/me (token)", `${server.url}/api/auth/me`, { headers: auth }),
      await load("GET /api/config/shared (token)", `${server.url}/api/config/shared`, { headers: auth }),
      await load("GET /api/version (?token=)", `${server.url}/api/version?token=${token}`),
    ];
    const rssLoaded = await server.rssMiB();
    console.log(`\nKikoeru server benchmark (${CONNECTIONS} connections, ${DURATION} s each, loopback)\n`);
    console.table(rows);
    console.table([
      { figure: "cold start to first /api/health (ms)", value: Math.round(server.startMs) },
      { figure: "one login with Argon2id verify (ms)", value: Math.round(loginMs) },
      { figure: "RSS idle after start (MiB)", value: Math.round(rssIdle) },
      { figure: "RSS after load (MiB)", value: Math.round(rssLoaded) },
    ]);
  } finally {
    await server.stop();
  }
}
