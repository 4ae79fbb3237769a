import {
  idParamsSchema,
  searchParamsSchema,
  searchQuerySchema,
  workDetailSchema,
  worksQuerySchema,
  worksResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getJsonBytes } from "../../http/json-bytes.ts";
import { presentWorksPageJson } from "../catalog/index.ts";
import { presentDetailJson } from "./works.presenter.ts";
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

    getJsonBytes(app, "/api/works", { querystring: worksQuerySchema, response: list }, async (request) =>
      presentWorksPageJson(await works.list(request.principal!.name, request.query)),
    );

    getJsonBytes(app, "/api/search", { querystring: searchQuerySchema, response: list }, async (request) => {
      const { query } = request;
      return presentWorksPageJson(await works.search(request.principal!.name, query, query.keyword ?? ""));
    });

    getJsonBytes(
      app,
      "/api/search/:keyword",
      { params: searchParamsSchema, querystring: searchQuerySchema, response: list },
      async (request) =>
        presentWorksPageJson(
          await works.search(request.principal!.name, request.query, request.params.keyword),
        ),
    );

    getJsonBytes(
      app,
      "/api/work/:id",
      { params: idParamsSchema, response: { 200: workDetailSchema } },
      async (request) => {
        const user = request.principal!.name;
        return presentDetailJson(await works.detail(user, request.params.id), user);
      },
    );
  };
