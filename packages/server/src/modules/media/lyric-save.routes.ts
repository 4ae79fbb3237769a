import {
  parseWorkIdParam,
  saveLrcBodySchema,
  saveLrcParamsSchema,
  saveLrcResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LyricSaveService } from "./lyric-save.service.ts";

/** `POST /api/media/save-lrc/{workId}` `{writePath, lrc}` (next-capabilities §3), administrators only. */
export const lyricSaveRoutes =
  (lyrics: LyricSaveService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/media/save-lrc/:workId",
      {
        config: { access: "admin" },
        schema: {
          params: saveLrcParamsSchema,
          body: saveLrcBodySchema,
          response: { 200: saveLrcResponseSchema },
        },
      },
      async (request) =>
        lyrics.save(parseWorkIdParam(request.params.workId)!, request.body, request.principal!.name),
    );
  };
