import { benchCatalog } from "./catalog.bench.ts";
import { benchCluster } from "./cluster.bench.ts";
import { benchImport } from "./import.bench.ts";
import { benchLimits } from "./limits.bench.ts";
import { benchLyricPoll } from "./lyricpoll.bench.ts";
import { benchLyricWorker } from "./lyricworker.bench.ts";
import { benchScan } from "./scan.bench.ts";
import { benchServer } from "./server.bench.ts";
import { benchSyncer } from "./syncer.bench.ts";
import { benchTranscode } from "./transcode.bench.ts";
import { benchWatch } from "./watch.bench.ts";
import { benchWeb } from "./web.bench.ts";

/**
 * `npm run bench`: runs every suite (or those named in BENCH_ONLY, comma-separated) against the built server
 * over loopback and prints tables. Run `npm run build` first. Figures are reported, never asserted.
 */
const SUITES: Record<string, () => Promise<void>> = {
  server: benchServer,
  catalog: benchCatalog,
  scan: benchScan,
  web: benchWeb,
  limits: benchLimits,
  transcode: benchTranscode,
  syncer: benchSyncer,
  lyricworker: benchLyricWorker,
  lyricpoll: benchLyricPoll,
  import: benchImport,
  watch: benchWatch,
  cluster: benchCluster,
};

const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
for (const [name, run] of Object.entries(SUITES)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== bench: ${name}`);
  await run();
}
