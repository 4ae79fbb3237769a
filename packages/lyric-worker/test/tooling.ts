import { fileURLToPath } from "node:url";

// The one door of this package for the other workspaces: what the benchmark uses to make random-weight models
// and to measure the engine (exported as `@kikoeru/lyric-worker/tooling`).
export { engineInstalled, installEngine } from "../src/engine/engine-install.ts";
export { type ModelShape, writeRandomModel } from "./random-model.ts";

/** `node --import tsx <this> <model> <audio> <threads>` prints one JSON line of figures. */
export const ENGINE_MEASURE_SCRIPT = fileURLToPath(new URL("./engine-measure.ts", import.meta.url));
