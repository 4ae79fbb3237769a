import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

/** Bundles the server's own code (and the contract) into dist/; npm packages stay external, but for the scan process. */
await rm("dist", { recursive: true, force: true });
const common = {
  outdir: "dist",
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  alias: { "@kikoeru/contract": "../contract/src/index.ts" },
};
await build({
  ...common,
  // Syncer downloads run in a worker thread, whose entry must sit next to the chunks (download-worker.ts finds it).
  entryPoints: [
    { in: "src/main.ts", out: "main" },
    { in: "src/modules/syncer/download-thread.ts", out: "syncer-download-thread" },
  ],
  splitting: true,
  packages: "external",
});
// Every scan starts a process (scan-process.ts finds this file next to main.js), and an unchanged rescan is
// mostly that start: resolving kysely's and zod's hundreds of ESM files cost more CPU than the scan's own work.
// The scan process gets one file with its pure-JS packages inside. Native and lazily loaded ones stay outside,
// and so does strtok3: its errors must be the very classes music-metadata checks for.
await build({
  ...common,
  entryPoints: [{ in: "src/modules/scanner/scan-worker.ts", out: "scan-worker" }],
  external: ["better-sqlite3", "pg", "sharp", "undici", "music-metadata", "strtok3"],
});
// assets/index.ts resolves its files next to itself, which in the bundle is dist/.
await cp("assets", "dist", { recursive: true, filter: (file) => !file.endsWith(".ts") });
