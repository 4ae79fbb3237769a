import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type CatalogSample, generateCatalog } from "./catalog-data.ts";
import { adminToken, type RunningServer, startServer } from "./server.ts";

const WORKS = Number(process.env.BENCH_WORKS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Seconds of the same load run first and not measured: figures are for a server past its JIT warm-up. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = 10;
const PASSWORD = "bench-password";
const ORDERS = [
  "release",
  "rating",
  "dl_count",
  "price",
  "rate_average_2dp",
  "review_count",
  "id",
  "created_at",
];

interface Scenario {
  name: string;
  paths: string[];
  /** Target p99 in ms (issue 4). */
  target: number;
}

interface Row {
  scenario: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "target p99": string;
  errors: number;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]));

function scenarios(sample: CatalogSample): Scenario[] {
  const pages = (base: string, extra: Record<string, string | number> = {}) =>
    [1, 2, 3, 5, 10, 20].flatMap((page) =>
      ["desc", "asc"].map((sort) => `${base}?${query({ ...extra, page, sort })}`),
    );
  const search = (words: string[]) =>
    words.flatMap((keyword) => [1, 2].map((page) => `/api/search?${query({ keyword, page })}`));
  return [
    ...ORDERS.map((order) => ({
      name: `GET /api/works order=${order}`,
      paths: pages("/api/works", { order }),
      target: 20,
    })),
    {
      name: "GET /api/works order=random",
      paths: [7, 42, 99].flatMap((seed) => pages("/api/works", { order: "random", seed })),
      target: 20,
    },
    { name: "GET /api/works order=betterRandom", paths: ["/api/works?order=betterRandom"], target: 20 },
    {
      name: "GET /api/works nsfw + lyric filters",
      paths: [1, 2].flatMap((nsfw) => pages("/api/works", { nsfw, lyric: "lyric_local_lyric_ai" })),
      target: 20,
    },
    { name: "GET /api/works age=r15", paths: pages("/api/works", { age: "r15" }), target: 20 },
    { name: "GET /api/search keyword (3+ chars)", paths: search(sample.words), target: 20 },
    { name: "GET /api/search keyword (1–2 chars)", paths: search(sample.shortWords), target: 20 },
    {
      name: "GET /api/search code",
      paths: sample.workIds
        .slice(0, 50)
        .map((id) => `/api/search/RJ${String(id).padStart(id >= 1e6 ? 8 : 6, "0")}`),
      target: 20,
    },
    {
      name: "GET /api/search advanced (va + fuzzy)",
      paths: sample.vaIds.map(
        (va, i) =>
          `/api/search?${query({
            isAdvance: 1,
            keyword: JSON.stringify([
              { t: 2, d: va },
              { t: 1, d: sample.words[i % 6]!.slice(0, 1) },
            ]),
          })}`,
      ),
      target: 20,
    },
    {
      name: "GET /api/vas|tags|circles/{id}/works",
      paths: [
        ...sample.vaIds.map((id) => `/api/vas/${id}/works`),
        ...sample.tagIds.map((id) => `/api/tags/${id}/works`),
        ...sample.circleIds.map((id) => `/api/circles/${id}/works`),
      ],
      target: 20,
    },
    { name: "GET /api/work/{id}", paths: sample.workIds.map((id) => `/api/work/${id}`), target: 5 },
    { name: "GET /api/tags|vas|circles", paths: ["/api/tags", "/api/vas", "/api/circles"], target: 20 },
    {
      name: "GET /api/review (200 marked)",
      paths: [1, 2, 3].map((page) => `/api/review?order=updated_at&page=${page}`),
      target: 20,
    },
  ];
}

async function load(server: RunningServer, token: string, scenario: Scenario): Promise<Row> {
  const headers = { authorization: `Bearer ${token}` };
  for (const p of scenario.paths) await fetch(server.url + p, { headers }).then((r) => r.arrayBuffer());
  const requests = scenario.paths.map((p) => ({ method: "GET" as const, path: p }));
  const options = { url: server.url, connections: CONNECTIONS, headers, requests };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: DURATION });
  return {
    scenario: scenario.name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "target p99": `≤ ${scenario.target}${result.latency.p99 <= scenario.target ? "" : " ✗"}`,
    errors: result.errors + result.non2xx,
  };
}

/** Marks some works so `order=rating` and the favourites list have data, as a user would. */
async function rate(server: RunningServer, token: string, ids: number[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await fetch(`${server.url}/api/review?starOnly=false`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ work_id: id, rating: 1 + (i % 9) / 2, progress: "marked" }),
    });
  }
}

/** Work lists, search, detail and labels on a generated catalogue of BENCH_WORKS works (100,000). */
export async function benchCatalog(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-bench-catalog-"));
  try {
    const generated = performance.now();
    const sample = await generateCatalog(dataDir, WORKS);
    const generateMs = performance.now() - generated;
    const { size } = await fs.stat(path.join(dataDir, "kikoeru.sqlite3"));
    const server = await startServer(PASSWORD, { dataDir });
    try {
      const token = await adminToken(server.url, PASSWORD);
      await rate(server, token, sample.workIds);
      const rssIdle = await server.rssMiB();
      let rssPeak = rssIdle;
      const sampler = setInterval(async () => {
        rssPeak = Math.max(rssPeak, await server.rssMiB().catch(() => 0));
      }, 250);
      const rows: Row[] = [];
      for (const scenario of scenarios(sample)) rows.push(await load(server, token, scenario));
      clearInterval(sampler);
      console.log(
        `\nKikoeru catalog benchmark: ${WORKS} works, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s unmeasured\n`,
      );
      console.table(rows);
      console.table([
        { figure: "generate catalogue (s)", value: Math.round(generateMs / 100) / 10 },
        { figure: "database size (MiB)", value: Math.round(size / 1024 / 1024) },
        { figure: "cold start to first /api/health (ms)", value: Math.round(server.startMs) },
        { figure: "RSS idle after start (MiB)", value: Math.round(rssIdle) },
        { figure: "RSS peak under load (MiB, target ≤ 200)", value: Math.round(rssPeak) },
        { figure: "RSS after load (MiB)", value: Math.round(await server.rssMiB()) },
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
