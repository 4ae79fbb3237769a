// Preloaded (`node --import`) into dependency-cruiser 16, which reads TypeScript with swc because the repo's
// TypeScript 7 has no JS API. Its swc reader never turns on the TSX grammar and counts `import type` as a runtime
// import; this parses .tsx files as TSX and hands each `import type`/`export type … from` over as an `import("…")`
// type, which dependency-cruiser labels "type-import", so rules can tell erased edges from runtime ones.
import { createRequire } from "node:module";

const swc = createRequire(import.meta.url)("@swc/core");
const parseFileSync = swc.parseFileSync;

function typeImportOf(item) {
  const source = JSON.stringify(item.source.value);
  return swc.parseSync(`declare const typeOnly: import(${source});`, { syntax: "typescript" }).body[0];
}

function isTypeOnly(item) {
  const carriesSource = item.type === "ImportDeclaration" || item.type === "ExportNamedDeclaration";
  return carriesSource && item.source && item.typeOnly;
}

swc.parseFileSync = (file, options) => {
  const ast = parseFileSync(file, { ...options, tsx: file.endsWith(".tsx") });
  ast.body = ast.body.map((item) => (isTypeOnly(item) ? typeImportOf(item) : item));
  return ast;
};
