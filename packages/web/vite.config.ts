import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bootScript } from "./boot-script-plugin.ts";
import { firstRouteChunks } from "./first-route-chunks.ts";
import { precompress } from "./precompress-plugin.ts";
import { serviceWorker } from "./service-worker-plugin.ts";

const backend = "http://127.0.0.1:8888";
/** Modules that only declare or re-export: an import takes the piece it names, not the module's effects. */
const sideEffectFree = /packages[\\/]contract[\\/]|features[\\/][^\\/]+[\\/]index\.ts$/;
/** `/` goes to /works: the page nearly every cold start shows first. */
const firstRoute = "src/features/works/WorksPage.tsx";
const chunks = firstRouteChunks(import.meta.dirname, "src/main.tsx", firstRoute, sideEffectFree);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    serviceWorker(),
    chunks.plugin,
    bootScript(import.meta.dirname, "src/features/works/boot-script.ts", firstRoute),
    precompress(),
  ],
  build: {
    rolldownOptions: {
      // The contract's modules only declare schemas and constants: the app keeps what it imports (codes,
      // constants) and leaves zod and the server-side schemas out of the bundle. A feature's index.ts only
      // re-exports: a chunk that takes one piece through it does not take (or share) the others.
      treeshake: {
        moduleSideEffects: (id) => !sideEffectFree.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            { name: "shell", test: chunks.inShell, priority: 2 },
            { name: "works", test: chunks.inFirstRoute, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": backend,
      "/socket.io": { target: backend, ws: true },
    },
  },
});
