import { aiLyricTaskListQuerySchema, aiLyricTaskPageSchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AiLyricsService } from "./ai-lyrics.service.ts";

/** kikoeru's AI lyric task routes under /api/lyric (reference §1.7); every signed-in user may list. */
export const aiLyricsRoutes =
  (aiLyrics: AiLyricsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/lyric/translate",
      { schema: { querystring: aiLyricTaskListQuerySchema, response: { 200: aiLyricTaskPageSchema } } },
      async (request) => aiLyrics.list(request.query),
    );
  };
