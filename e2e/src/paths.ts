import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");
export const serverEntry = path.join(repoRoot, "packages/server/dist/main.js");
export const webIndex = path.join(repoRoot, "packages/web/dist/index.html");
export const resultsDir = path.join(repoRoot, "e2e/test-results");
