import path from "node:path";
import type { Plugin } from "vite";

/** Code loaded by a cold start: the entry's static imports, then the first route's page and what it imports. */
export interface FirstRouteChunks {
  plugin: Plugin;
  /** Whether a module is statically imported from the entry (the app shell). */
  inShell: (id: string) => boolean;
  /** Whether a module belongs to the first route's page and is not in the shell. */
  inFirstRoute: (id: string) => boolean;
}

interface ModuleView {
  code: string | null;
  importedIds: readonly string[];
}
type ModuleOf = (id: string) => ModuleView | null;

/** A module with this many imports re-exports a library (Mantine, the icons): only the names used are followed. */
const BARREL_IMPORTS = 25;
const FROM =
  /(?:import|export)\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*(?:\s+as\s+[\w$]+)?)?\s*from\s*["']([^"']+)["']/g;

/** Which of a barrel's imports provide each name it exports (`*` for `export * from`). */
function barrelSources(barrel: ModuleView, id: string): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  const add = (name: string, target: string) => sources.set(name, [...(sources.get(name) ?? []), target]);
  const resolve = (specifier: string) => {
    const wanted = path.resolve(path.dirname(id), specifier);
    return barrel.importedIds.find((imported) => imported === wanted || imported.startsWith(`${wanted}.`));
  };
  for (const [, , names, specifier] of (barrel.code ?? "").matchAll(FROM)) {
    const target = specifier ? resolve(specifier) : undefined;
    if (!target) continue;
    // A default or namespace import, or `export *`: the barrel may hand on any of that module.
    if (!names) add("*", target);
    for (const part of names?.split(",") ?? []) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) add(local, target);
    }
  }
  return sources;
}

/** The names a module imports or re-exports from other modules (before any `as`). */
function importedNames(code: string | null): Set<string> {
  const names = new Set<string>();
  for (const [, first, list] of (code ?? "").matchAll(FROM)) {
    if (first) names.add("default");
    for (const part of list?.split(",") ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/** The modules a set of code reaches through static imports, following only the used names of barrels. */
function closure(
  start: string,
  moduleOf: ModuleOf,
  isBarrel: (id: string, module: ModuleView) => boolean,
  skip: Set<string>,
): Set<string> {
  const reached = new Set<string>();
  const barrels = new Map<string, Map<string, string[]>>();
  /** Barrel exports already followed: each is followed once, whoever imports it. */
  const followed = new Set<string>();
  const visit = (id: string, wanted: Set<string> | null) => {
    if (skip.has(id) || reached.has(id)) return;
    const module = moduleOf(id);
    if (!module) return;
    if (wanted !== null && isBarrel(id, module)) {
      const sources = barrels.get(id) ?? barrelSources(module, id);
      barrels.set(id, sources);
      for (const name of [...wanted, "*"]) {
        const key = `${id}\0${name}`;
        if (followed.has(key)) continue;
        followed.add(key);
        for (const target of sources.get(name) ?? []) visit(target, wanted);
      }
      return;
    }
    reached.add(id);
    const names = importedNames(module.code);
    for (const imported of module.importedIds) visit(imported, names);
  };
  visit(start, null);
  return reached;
}

/**
 * Splits a cold start into two large chunks instead of dozens of small shared ones: the shell (everything the
 * entry imports statically) and the first route's page with everything it imports statically. Over HTTP/1.1
 * a browser fetches six files at a time, so on a slow network each further wave of small chunks cost a round
 * trip. The module graph is read once it is complete (`buildEnd`), before chunks are made. Barrels (`barrel`,
 * and library indexes) are followed only for the names an importer uses, as tree-shaking keeps only those.
 */
export function firstRouteChunks(
  root: string,
  entry: string,
  firstRoute: string,
  barrel: RegExp,
): FirstRouteChunks {
  let shell = new Set<string>();
  let page = new Set<string>();
  const plugin: Plugin = {
    name: "kikoeru:first-route-chunks",
    apply: "build",
    // The app's stylesheet would hold the first paint until it arrives: as `media="print"` it does not, so
    // index.html's boot shell paints with the HTML; main.tsx switches it on and waits for it before rendering.
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replaceAll('<link rel="stylesheet"', '<link rel="stylesheet" media="print" data-app-styles'),
    },
    buildEnd() {
      // Each read copies the module's code out of the bundler: read each module once.
      const modules = new Map<string, ModuleView | null>();
      const moduleOf: ModuleOf = (id) => {
        if (!modules.has(id)) modules.set(id, this.getModuleInfo(id));
        return modules.get(id) ?? null;
      };
      const isBarrel = (id: string, module: ModuleView) =>
        barrel.test(id) || module.importedIds.length >= BARREL_IMPORTS;
      shell = closure(path.resolve(root, entry), moduleOf, isBarrel, new Set());
      page = closure(path.resolve(root, firstRoute), moduleOf, isBarrel, shell);
    },
  };
  return { plugin, inShell: (id) => shell.has(id), inFirstRoute: (id) => page.has(id) };
}
