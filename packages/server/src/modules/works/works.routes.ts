import {
  idParamsSchema,
  searchParamsSchema,
  searchQuerySchema,
  workDetailSchema,
  worksQuerySchema,
  worksResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { plainJsonResponse } from "../../http/plain-json.ts";
import type { WorksService } from "./works.service.ts";

/** Work lists, search and the work page (reference §1.3). Anyone signed in may read, guests included. */
export const worksRoutes =
  (works: WorksService): FastifyPluginAsyncZod =>
  async (app) => {
    const list = { 200: worksResponseSchema };

    app.get(
      "/api/works",
      { schema: { querystring: worksQuerySchema, response: list }, ...plainJsonResponse },
      async (request) => works.list(request.principal!.name, request.query),
    );

    app.get(
      "/api/search",
      { schema: { querystring: searchQuerySchema, response: list }, ...plainJsonResponse },
      async (request) => works.search(request.principal!.name, request.query, request.query.keyword ?? ""),
    );

    app.get(
      "/api/search/:keyword",
      {
        schema: { params: searchParamsSchema, querystring: searchQuerySchema, response: list },
        ...plainJsonResponse,
      },
      async (request) => works.search(request.principal!.name, request.query, request.params.keyword),
    );

    app.get(
      "/api/work/:id",
      { schema: { params: idParamsSchema, response: { 200: workDetailSchema } }, ...plainJsonResponse },
      async (request) => works.detail(request.principal!.name, request.params.id),
    );
  };
