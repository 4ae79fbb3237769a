import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

/** Bundles the server's own code (and the contract) into dist/; npm packages stay external. */
await rm("dist", { recursive: true, force: true });
await build({
  // Scans run in a child process and syncer downloads in a worker thread, whose entries must sit next to
  // the chunks (scan-process.ts and download-worker.ts find them).
  entryPoints: [
    { in: "src/main.ts", out: "main" },
    { in: "src/modules/scanner/scan-worker.ts", out: "scan-worker" },
    { in: "src/modules/syncer/download-thread.ts", out: "syncer-download-thread" },
  ],
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "@kikoeru/contract": "../contract/src/index.ts" },
});
// assets/index.ts resolves its files next to itself, which in the bundle is dist/.
await cp("assets", "dist", { recursive: true, filter: (file) => !file.endsWith(".ts") });
