import { configMessages, message, sharedConfigSchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ConfigStore } from "../../config/store.ts";

const putBodySchema = z.object({
  config: z.record(z.string(), z.unknown(), { error: configMessages.missingConfig }),
});

/** Admin settings and the settings every client shares (spec 2 §3, §7). */
export const configRoutes =
  (store: ConfigStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/config/admin",
      {
        config: { access: "admin", forbiddenMessage: message("config.onlyAdminReads") },
        schema: { response: { 200: z.object({ config: z.record(z.string(), z.unknown()) }) } },
      },
      async () => ({ config: store.get() }),
    );

    app.put(
      "/api/config/admin",
      {
        config: { access: "admin", forbiddenMessage: message("config.onlyAdminWrites") },
        schema: {
          body: putBodySchema,
          response: { 200: z.object({ message: z.string(), restartRequired: z.array(z.string()) }) },
        },
      },
      async (request) => {
        const { restartRequired } = await store.update(request.body.config);
        return { message: configMessages.saved, restartRequired };
      },
    );

    app.get("/api/config/shared", { schema: { response: { 200: sharedConfigSchema } } }, async () => {
      const { rewindSeekTime, forwardSeekTime } = store.get();
      return { sharedConfig: { rewindSeekTime, forwardSeekTime } };
    });
  };
