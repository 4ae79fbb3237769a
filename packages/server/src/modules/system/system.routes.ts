import { type Said, versionResponseSchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ConfigStore } from "../../config/store.ts";
import { readLock } from "./lock-file.ts";

export interface SystemRoutesDeps {
  config: ConfigStore;
  version: string;
  lockFile: string;
  /** Whether the transcoder found ffmpeg at start (the admin notices warn when not). */
  ffmpegAvailable: () => boolean;
  /** Why the root folder watcher scans some roots periodically instead (the admin notices say so), or null. */
  watchProblem: () => Said | null;
}

/** Health and version (reference §1.2). The server never calls out to check for updates. */
export const systemRoutes =
  ({ config, version, lockFile, ffmpegAvailable, watchProblem }: SystemRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/health", { config: { access: "public" } }, async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").send("OK"),
    );

    app.get("/api/version", { schema: { response: { 200: versionResponseSchema } } }, async () => {
      const lock = await readLock(lockFile);
      const kikoeru = {
        current: version,
        latest_stable: null,
        latest_release: null,
        update_available: false,
        notifyUser: config.get().checkUpdate,
        lockFileExists: lock !== null,
        lockReason: lock?.reason ?? null,
      };
      return {
        ...kikoeru,
        throttledResponse: kikoeru,
        ffmpegAvailable: ffmpegAvailable(),
        watchProblem: watchProblem(),
      };
    });
  };
