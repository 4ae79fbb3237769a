import {
  historyBodySchema,
  historyDeleteBodySchema,
  historyListQuerySchema,
  historyMessages,
  historyWorksResponseSchema,
  messageResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getJsonBytes } from "../../http/json-bytes.ts";
import { presentHistoryJson } from "./history.presenter.ts";
import type { HistoryService } from "./history.service.ts";

/** Kikoeru's misspelt path, which clients use as is, and the correct spelling as an alias. */
const PATHS = ["/api/histroy", "/api/history"];

/** Play history (reference §1.6, §11.12). Guests may only read. */
export const historyRoutes =
  (history: HistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of PATHS) {
      getJsonBytes(
        app,
        url,
        { querystring: historyListQuerySchema, response: { 200: historyWorksResponseSchema } },
        async (request) => presentHistoryJson(await history.list(request.principal!.name, request.query)),
      );

      app.put(
        url,
        { schema: { body: historyBodySchema, response: { 200: messageResponseSchema } } },
        async (request) => {
          await history.save(request.principal!.name, request.body.work_id, request.body.state);
          return { message: historyMessages.saved };
        },
      );

      app.delete(
        url,
        {
          // A DELETE sent without a body is refused for its missing work_id, not as "expected object".
          preValidation: async (request) => {
            (request as { body: unknown }).body ??= {};
          },
          schema: { body: historyDeleteBodySchema, response: { 200: messageResponseSchema } },
        },
        async (request) => {
          await history.delete(request.principal!.name, request.body.work_id);
          return { message: historyMessages.deleted };
        },
      );
    }
  };
