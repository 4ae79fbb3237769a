/** The architecture rules of DESIGN.md that imports can show; `npm run lint` fails on any of them. */
const workspace = "^(packages/[^/]+|e2e|bench)/";

module.exports = {
  forbidden: [
    {
      name: "no-runtime-cycle",
      comment:
        "A cycle of value imports makes load order decide behaviour; type-only cycles are erased at build.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-import"] } },
    },
    {
      name: "module-through-entry",
      comment: "A server module reaches another module only through that module's index.ts.",
      severity: "error",
      // Tests sit beside their module but may set up a scene with another module's parts (a password hash).
      from: { path: "^packages/server/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^packages/server/src/modules/[^/]+/",
        pathNot: ["^packages/server/src/modules/$1/", "^packages/server/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "service-without-fastify",
      comment:
        "Services hold the rules and stay callable from the CLI and tests: no Fastify, not even its types.",
      severity: "error",
      from: { path: "\\.service\\.ts$" },
      to: { path: "node_modules/(fastify|@fastify/|fastify-)" },
    },
    {
      name: "sql-only-in-repos",
      comment: "Repos, db/ and its migrations are the only places that build SQL.",
      severity: "error",
      // Tests beside the code may write rows or migrate by hand to set up a scene.
      from: {
        path: "^packages/server/src/",
        pathNot: ["\\.repo\\.ts$", "^packages/server/src/db/", "\\.test\\.ts$"],
      },
      to: { path: "node_modules/kysely/" },
    },
    {
      name: "web-feature-through-index",
      comment: "A web feature shares with another only through that feature's index.ts.",
      severity: "error",
      from: { path: "^packages/web/src/features/([^/]+)/" },
      to: {
        path: "^packages/web/src/features/[^/]+/",
        pathNot: ["^packages/web/src/features/$1/", "^packages/web/src/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "workspace-through-entry",
      comment:
        "Workspaces meet only at a package entry (@kikoeru/contract), never at another package's files.",
      severity: "error",
      from: { path: `${workspace}` },
      to: {
        path: workspace,
        pathNot: [
          "^$1/",
          "^packages/contract/src/index\\.ts$",
          "^packages/server/test/(in-order|tooling)\\.ts$",
          "^packages/lyric-worker/test/tooling\\.ts$",
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^packages/[^/]+/dist/" },
    parser: "swc",
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
