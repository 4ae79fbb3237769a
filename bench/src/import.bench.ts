import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createKikoeruDb, insertRows, kikoeruHash } from "@kikoeru/server/tooling";

const IMPORT_ENTRY = path.resolve(import.meta.dirname, "../../packages/server/src/cli/import.ts");
const WORKS = Number(process.env.BENCH_IMPORT_WORKS ?? 10_000);
const USERS = 5;
/** Review and history rows together (half each), spread over the users and works. */
const ACTIVITY_ROWS = Number(process.env.BENCH_IMPORT_ACTIVITY ?? 20_000);
const SECRET = "0f".repeat(32);
const ROOT = "旧库";

const at = (i: number) => ({
  created_at: `2024-0${1 + (i % 9)}-1${i % 10} 0${i % 10}:04:05`,
  updated_at: "2024-10-11 12:13:14",
});

/**
 * A kikoeru 0.6.7 database (its own DDL, from the server's test fixture) with WORKS works under one root alias,
 * 200 circles, 3 of 120 tags and 1–2 of 150 voice actors per work, USERS users and ACTIVITY_ROWS reviews and
 * play history rows with a three-entry queue each.
 */
function generate(file: string): void {
  const db = createKikoeruDb(file, "number178");
  insertRows(
    db,
    "t_circle",
    Array.from({ length: 200 }, (_, i) => ({ id: 10_000 + i, name: `サークル${i}` })),
  );
  insertRows(
    db,
    "t_tag",
    Array.from({ length: 120 }, (_, i) => ({ id: 1 + i, name: `タグ${i}` })),
  );
  insertRows(
    db,
    "t_va",
    Array.from({ length: 150 }, (_, i) => ({ id: `va-${i}`, name: `声優${i}` })),
  );
  const ids = Array.from({ length: WORKS }, (_, i) => 100_000 + i);
  insertRows(
    db,
    "t_work",
    ids.map((id, i) => ({
      id,
      root_folder: ROOT,
      dir: `サークル${i % 200}\\RJ${id} 作品${i}`,
      title: `ベンチ作品 ${i} 〜癒やしの時間〜`,
      circle_id: 10_000 + (i % 200),
      nsfw: i % 2,
      release: i % 7 === 0 ? `["2020-05-06","2020","05","06"]` : "2021-03-04",
      dl_count: i * 3,
      price: 1100,
      review_count: i % 50,
      rate_count: i % 90,
      rate_average_2dp: 4.5,
      rate_count_detail: '[{"review_point":5,"count":3,"ratio":100}]',
      rank: null,
      lyric_status: "",
      memo: "{}",
      ...at(i),
    })),
  );
  insertRows(
    db,
    "r_tag_work",
    ids.flatMap((id, i) => [0, 1, 2].map((k) => ({ tag_id: 1 + ((i + k * 37) % 120), work_id: id }))),
  );
  insertRows(
    db,
    "r_va_work",
    ids.flatMap((id, i) =>
      (i % 3 === 0 ? [0, 1] : [0]).map((k) => ({ va_id: `va-${(i + k * 11) % 150}`, work_id: id })),
    ),
  );
  const users = Array.from({ length: USERS }, (_, u) => `ユーザー${u}`);
  insertRows(
    db,
    "t_user",
    users.map((name, u) => ({
      name,
      password: kikoeruHash(`password-${u}`, SECRET),
      group: u === 0 ? "administrator" : "user",
    })),
  );
  const perUser = Math.ceil(ACTIVITY_ROWS / 2 / USERS);
  const pairs = users.flatMap((name, u) =>
    Array.from({ length: perUser }, (_, k) => ({ name, work: ids[(u * 997 + k) % WORKS]!, k })),
  );
  insertRows(
    db,
    "t_review",
    pairs.map(({ name, work, k }) => ({
      user_name: name,
      work_id: String(work),
      rating: k % 6,
      review_text: k % 5 === 0 ? "とても良かった" : null,
      progress: ["listened", "listening", "marked", "", "replay", "postponed"][k % 6],
      ...at(k),
    })),
  );
  insertRows(
    db,
    "t_play_histroy",
    pairs.map(({ name, work, k }) => {
      const entry = (index: number) => ({
        hash: `${work}/${index}`,
        title: `0${index + 1}.wav`,
        mediaStreamUrl: `/api/media/stream/${work}/${index}`,
      });
      const queue = [entry(0), entry(1), entry(2)];
      return {
        user_name: name,
        work_id: work,
        state: JSON.stringify({ queue, index: k % 3, seconds: k }),
        ...at(k),
      };
    }),
  );
  db.close();
}

interface Run {
  seconds: number;
  peakRssMiB: number;
  output: string;
}

/** `npm run import` as a user runs it (tsx on the sources), timed by /usr/bin/time for its peak RSS. */
async function runImport(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const started = performance.now();
  const child = spawn(
    "/usr/bin/time",
    ["-f", "peak-rss-kib %M", process.execPath, "--import", "tsx", IMPORT_ENTRY, ...args],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`import exited with ${code}:\n${output}`);
  const rss = /peak-rss-kib (\d+)/.exec(output);
  return { seconds, peakRssMiB: Number(rss?.[1] ?? 0) / 1024, output };
}

/** Wall time, and the import's own clock (its summary line, when found) without node starting up. */
function seconds(run: Run): string {
  const own = /用时 (\d+(?:\.\d+)?) 秒/.exec(run.output)?.[1];
  return `${run.seconds.toFixed(1)} wall${own ? `, ${own} in the import` : ""}`;
}

/**
 * Import of a generated kikoeru installation (issue #16's benchmark): WORKS works whose folders are not here
 * (so no file scan: imported as missing), USERS users and ACTIVITY_ROWS review and history rows. SQLite, or the
 * PostgreSQL database named by BENCH_DATABASE_URL (a throwaway one: scripts/pg-throwaway.sh).
 */
export async function benchImport(): Promise<void> {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-import-bench-"));
  try {
    const program = path.join(temp, "kikoeru");
    await fs.mkdir(path.join(program, "config"), { recursive: true });
    await fs.mkdir(path.join(program, "sqlite"), { recursive: true });
    const config = path.join(program, "config", "config.json");
    await fs.writeFile(
      config,
      JSON.stringify({
        md5secret: SECRET,
        jwtsecret: "1e".repeat(32),
        rootFolders: [],
        tagLanguage: "ja-jp",
      }),
    );
    const db = path.join(program, "sqlite", "db.sqlite3");
    const generated = performance.now();
    generate(db);
    console.log(`kikoeru database generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`);

    const data = path.join(temp, "data");
    await fs.mkdir(data);
    await fs.writeFile(
      path.join(data, "config.json"),
      JSON.stringify({ rootFolders: [{ name: ROOT, path: path.join(temp, "library") }] }),
    );
    const pg = process.env.BENCH_DATABASE_URL;
    const env = { ...process.env, ...(pg ? { DATABASE_URL: pg } : {}) };
    const args = ["--db", db, "--config", config, "--data", data];
    const first = await runImport(args, env);
    const again = await runImport(args, env);
    const target = pg ? "PostgreSQL" : "SQLite";
    console.log(`\nImport benchmark (${os.cpus().length} cores, ${target})\n`);
    console.table([
      {
        figure: `import, ${WORKS} works (folders absent: no file scan), ${USERS} users, ${ACTIVITY_ROWS} review + history rows (s)`,
        value: seconds(first),
      },
      { figure: "  peak RSS of the import process (MiB)", value: first.peakRssMiB.toFixed(0) },
      {
        figure: "re-run, nothing new (s)",
        value: seconds(again),
      },
    ]);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}
