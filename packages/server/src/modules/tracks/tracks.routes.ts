import { parseWorkIdParam, tracksParamsSchema, tracksResponseSchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TracksService } from "./tracks.service.ts";

/** A work's file tree (reference §1.3, §4.12). */
export const tracksRoutes =
  (tracks: TracksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/tracks/:id",
      {
        config: { access: "user" },
        schema: { params: tracksParamsSchema, response: { 200: tracksResponseSchema } },
      },
      async (request) => tracks.tree(parseWorkIdParam(request.params.id)!),
    );
  };
