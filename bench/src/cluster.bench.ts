import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { dataPaths, migrateToLatest, openDatabase, prepareDataDir } from "@kikoeru/server/tooling";
import autocannon from "autocannon";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const PASSWORD = "bench-cluster-admin";
const WORKS = Number(process.env.BENCH_CLUSTER_WORKS ?? 5000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const RUNS = 3;

/** A round-robin HTTP proxy on loopback over `upstreams` (keep-alive), standing in for nginx. */
async function startProxy(upstreams: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(upstreams[next++ % upstreams.length]!);
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** WORKS works with circles in the PostgreSQL database `url` (lists read works and circles only). */
async function seed(url: string): Promise<void> {
  const { db, close } = openDatabase({ kind: "postgres", url });
  await migrateToLatest(db);
  await db
    .insertInto("circles")
    .values(Array.from({ length: 100 }, (_, i) => ({ id: 10000 + i, name: `サークル${i}` })))
    .execute();
  const now = Date.now();
  for (let start = 0; start < WORKS; start += 500) {
    const rows = Array.from({ length: Math.min(500, WORKS - start) }, (_, i) => {
      const id = 100000 + start + i;
      return {
        id,
        title: `作品 ${id} ささやき`,
        circle_id: 10000 + (id % 100),
        nsfw: 0,
        age_category: "general",
        release: "2024-01-01",
        dl_count: id % 997,
        price: 1000,
        review_count: 0,
        rate_count: 0,
        rate_average_2dp: 0,
        rate_count_detail: "[]",
        lyric_status: "",
        memo: "{}",
        root_folder: "main",
        dir: `RJ${id}`,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto("works").values(rows).execute();
  }
  await close();
}

async function throughput(url: string, token: string): Promise<{ rps: number; errors: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const requests = [1, 2, 3, 4, 5].map((page) => ({
    method: "GET" as const,
    path: `/api/works?order=dl_count&sort=desc&page=${page}`,
  }));
  await autocannon({ url, connections: CONNECTIONS, headers, requests, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, headers, requests, duration: DURATION });
  return { rps: result.requests.average, errors: result.errors + result.non2xx + result.timeouts };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue #18: catalog list reads through a loopback round-robin proxy over two cluster instances, against the
 * same proxy over one, on the PostgreSQL database named by BENCH_DATABASE_URL (a throwaway one:
 * scripts/pg-throwaway.sh). Runs alternate one and two instances RUNS times; the ratio is of the medians.
 */
export async function benchCluster(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log(
      "skipped: set BENCH_DATABASE_URL to a throwaway PostgreSQL database (scripts/pg-throwaway.sh)",
    );
    return;
  }
  await seed(url);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-cluster-bench-"));
  await prepareDataDir(dataPaths(dataDir));
  const env = (id: string) => ({ DATABASE_URL: url, KIKOERU_CLUSTER: "1", KIKOERU_INSTANCE_ID: id });
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(PASSWORD, { dataDir, env: env("a") }));
    servers.push(await startServer(PASSWORD, { dataDir, env: env("b") }));
    const token = await adminToken(servers[0]!.url, PASSWORD);
    const rows: { instances: number; run: number; "req/s": number; errors: number }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const count of [1, 2]) {
        const proxy = await startProxy(servers.slice(0, count).map((s) => s.url));
        const { rps, errors } = await throughput(proxy.url, token);
        await proxy.close();
        rows.push({ instances: count, run, "req/s": Math.round(rps), errors });
      }
    }
    const of = (count: number) => rows.filter((r) => r.instances === count).map((r) => r["req/s"]);
    console.log(
      `\nCluster benchmark: GET /api/works (5 pages, ${WORKS} works, ${CONNECTIONS} connections, ${DURATION} s) ` +
        `through a loopback proxy; ${os.availableParallelism()} cores shared by the proxy, autocannon and the instances\n`,
    );
    console.table(rows);
    const one = median(of(1));
    const two = median(of(2));
    console.log(
      `median req/s: 1 instance ${one} (${Math.min(...of(1))}–${Math.max(...of(1))}), ` +
        `2 instances ${two} (${Math.min(...of(2))}–${Math.max(...of(2))}); ratio ${(two / one).toFixed(2)}; ` +
        `errors ${rows.reduce((sum, r) => sum + r.errors, 0)}`,
    );
  } finally {
    for (const server of servers) await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
