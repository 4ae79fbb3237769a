import {
  idParamsSchema,
  type SearchQuery,
  searchParamsSchema,
  searchQuerySchema,
  type WorksQuery,
  workDetailSchema,
  worksQuerySchema,
  worksResponseSchema,
} from "@kikoeru/contract";
import type { FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { JSON_TEXT } from "../../http/json-bytes.ts";
import type { WorksService } from "./works.service.ts";

/**
 * Work lists, search and the work page (reference §1.3). Anyone signed in may read, guests included. The
 * answers are UTF-8 JSON joined from cached cards, sent as they are; their schemas validate the query and
 * document the answer, and the catalog tests check every answer against them.
 */
export const worksRoutes =
  (works: WorksService): FastifyPluginAsyncZod =>
  async (app) => {
    const list = { 200: worksResponseSchema };
    const text = app.withTypeProvider<FastifyTypeProviderDefault>();

    text.get(
      "/api/works",
      { schema: { querystring: worksQuerySchema, response: list } },
      async (request, reply) =>
        reply
          .type(JSON_TEXT)
          .send(await works.listJson(request.principal!.name, request.query as WorksQuery)),
    );

    text.get(
      "/api/search",
      { schema: { querystring: searchQuerySchema, response: list } },
      async (request, reply) => {
        const query = request.query as SearchQuery;
        return reply
          .type(JSON_TEXT)
          .send(await works.searchJson(request.principal!.name, query, query.keyword ?? ""));
      },
    );

    text.get(
      "/api/search/:keyword",
      { schema: { params: searchParamsSchema, querystring: searchQuerySchema, response: list } },
      async (request, reply) => {
        const { keyword } = request.params as { keyword: string };
        const answer = await works.searchJson(request.principal!.name, request.query as SearchQuery, keyword);
        return reply.type(JSON_TEXT).send(answer);
      },
    );

    text.get(
      "/api/work/:id",
      { schema: { params: idParamsSchema, response: { 200: workDetailSchema } } },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        return reply.type(JSON_TEXT).send(await works.detailJson(request.principal!.name, id));
      },
    );
  };
