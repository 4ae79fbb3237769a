import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import type { Plugin } from "vite";

const entry = "src/sw/service-worker.ts";
const fileName = "sw.js";
const placeholder = "__KIKOERU_BUILD__";

/**
 * Builds `src/sw/service-worker.ts` into `/sw.js` (a separate chunk without imports) and writes into it the
 * build's id and file list, so every build yields a different worker and browsers notice the update.
 */
export function serviceWorker(): Plugin {
  let publicFiles: string[] = [];
  return {
    name: "kikoeru:service-worker",
    apply: "build",
    configResolved(config) {
      // Files of public/ are copied as they are, outside the bundle: the login page's logo, the icon.
      publicFiles = config.publicDir
        ? readdirSync(config.publicDir, { recursive: true, encoding: "utf8" })
        : [];
    },
    buildStart() {
      this.emitFile({ type: "chunk", id: entry, fileName });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[fileName];
      if (worker?.type !== "chunk") this.error(`${fileName} was not built`);
      const files = Object.keys(bundle)
        .filter((file) => file !== fileName && !file.endsWith(".map"))
        .sort();
      const hash = createHash("sha256");
      for (const file of files) {
        const output = bundle[file]!;
        hash.update(file).update(output.type === "chunk" ? output.code : output.source);
      }
      const build = { id: hash.digest("hex").slice(0, 16), files: [...files, ...publicFiles] };
      if (!worker.code.includes(placeholder)) this.error(`${placeholder} is missing from ${fileName}`);
      worker.code = worker.code.replaceAll(placeholder, JSON.stringify(build));
    },
  };
}
