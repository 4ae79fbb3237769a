import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

/**
 * Inlines `entry` (src/features/works/boot-script.ts), bundled on its own into one plain script, at the top
 * of index.html's head: it runs while the page is parsed, a round trip before any file of the app could
 * arrive. The server allows it by its hash (packages/server/src/web/static.ts); the CSP forbids
 * any other inline script. Its `data-first-route` names the files of `firstRoute`'s page not already loaded by
 * index.html, which the script fetches when the address is that page's.
 */
export function bootScript(root: string, entry: string, firstRoute: string): Plugin {
  return {
    name: "kikoeru:boot-script",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html, { bundle }) {
        if (!bundle) throw new Error("boot script: index.html was transformed outside a build");
        const code = await bundleAlone(root, entry);
        const files = pageFiles(bundle, path.resolve(root, firstRoute)).filter(
          (file) => !html.includes(file),
        );
        const script = `<script data-first-route="${files.join(" ")}">${code}</script>`;
        // First in the head after the charset: its requests then leave before the app's files take the
        // browser's six connections to the server.
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) throw new Error("boot script: index.html has no charset to go after");
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    ${script}${html.slice(at)}`;
      },
    },
  };
}

/** The script and what it imports as one file without imports or exports, minified. */
async function bundleAlone(root: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.resolve(root, entry), formats: ["iife"], name: "kikoeruBoot" },
      // The script takes a few functions from modules that also create the app's stores: only what it calls.
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((file) => file.type === "chunk");
  if (!chunk || outputs[0]?.output.length !== 1) throw new Error("boot script: expected one file");
  const code = chunk.code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error("boot script: its code cannot sit in a <script> element");
  return code;
}

/** The files a dynamic import of `page` loads: its chunk, the chunks it imports, and their styles, as URLs. */
function pageFiles(bundle: Rolldown.OutputBundle, page: string): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
  const start = chunks.find((chunk) => chunk.facadeModuleId === page);
  if (!start) throw new Error(`boot script: no chunk for ${page}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk" || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return [...files];
}
