import { rm } from "node:fs/promises";
import { build } from "esbuild";

/** Bundles the server's own code (and the contract) into dist/; npm packages stay external. */
await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
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
