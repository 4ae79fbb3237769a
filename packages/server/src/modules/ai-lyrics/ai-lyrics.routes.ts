import {
  aiLyricBatchBodySchema,
  aiLyricCountsSchema,
  aiLyricCreatedSchema,
  aiLyricCreateQuerySchema,
  aiLyricLrcQuerySchema,
  aiLyricLrcSchema,
  aiLyricTaskIdParamsSchema,
  aiLyricTaskListQuerySchema,
  aiLyricTaskPageSchema,
  aiLyricWorkSummarySchema,
  parseWorkIdParam,
  trackHashParamsSchema,
  trackIndexParamsSchema,
  tracksParamsSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parseTrackRef } from "../tracks/index.ts";
import type { AiLyricsService } from "./ai-lyrics.service.ts";

/**
 * kikoeru's AI lyric task routes under /api/lyric for users (reference §1.7; docs/ai-lyrics.md): every
 * signed-in user may list, create, delete and redo, as in kikoeru; guests only read.
 */
export const aiLyricsRoutes =
  (aiLyrics: AiLyricsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/lyric/translate",
      { schema: { querystring: aiLyricTaskListQuerySchema, response: { 200: aiLyricTaskPageSchema } } },
      async (request) => aiLyrics.list(request.query),
    );
    app.put(
      "/api/lyric/translate/:id/:index",
      { schema: { params: trackIndexParamsSchema, response: { 200: aiLyricCreatedSchema } } },
      async (request) =>
        aiLyrics.create({
          workId: parseWorkIdParam(request.params.id)!,
          index: Number(request.params.index),
        }),
    );
    app.put(
      "/api/lyric/translate/:hash",
      {
        schema: {
          params: trackHashParamsSchema,
          querystring: aiLyricCreateQuerySchema,
          response: { 200: aiLyricCreatedSchema },
        },
      },
      async (request) => aiLyrics.create(parseTrackRef(request.params.hash, request.query.path)),
    );
    app.delete(
      "/api/lyric/translate/:id",
      {
        schema: {
          params: aiLyricTaskIdParamsSchema,
          body: aiLyricBatchBodySchema,
          response: { 200: aiLyricCountsSchema },
        },
      },
      async (request) => aiLyrics.delete(request.params.id, request.body?.idArr),
    );
    app.post(
      "/api/lyric/translate/redo/:id",
      {
        schema: {
          params: aiLyricTaskIdParamsSchema,
          body: aiLyricBatchBodySchema,
          response: { 200: aiLyricCountsSchema },
        },
      },
      async (request) => aiLyrics.redo(request.params.id, request.body?.idArr),
    );
    app.get(
      "/api/lyric/translate/lrc",
      { schema: { querystring: aiLyricLrcQuerySchema, response: { 200: aiLyricLrcSchema } } },
      async (request) => aiLyrics.lrc(request.query.id),
    );
    app.get(
      "/api/lyric/work/:id",
      { schema: { params: tracksParamsSchema, response: { 200: aiLyricWorkSummarySchema } } },
      async (request) => aiLyrics.summary(parseWorkIdParam(request.params.id)!),
    );
  };
