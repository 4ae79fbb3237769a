import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { serviceWorker } from "./service-worker-plugin.ts";

const backend = "http://127.0.0.1:8888";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), serviceWorker()],
  build: {
    rolldownOptions: {
      // The contract's modules only declare schemas and constants: the app keeps what it imports (codes,
      // constants) and leaves zod and the server-side schemas out of the bundle. A feature's index.ts only
      // re-exports: a chunk that takes one piece through it does not take (or share) the others.
      treeshake: {
        moduleSideEffects: (id) => !/packages[\\/]contract[\\/]|features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 1,
            },
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
