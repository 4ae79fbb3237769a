import {
  idParamsSchema,
  LABEL_KINDS,
  labelListSchema,
  labelSchema,
  type WorksQuery,
  worksQuerySchema,
  worksResponseSchema,
} from "@kikoeru/contract";
import type { FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { JSON_TEXT } from "../../http/json-bytes.ts";
import { matchesEtag } from "../media/send.ts";
import type { LabelsService } from "./labels.service.ts";

/** The answer to a client whose copy (If-None-Match) is current: no body. */
const notModified = z.null().describe("Not modified");

/** /api/circles, /api/tags and /api/vas (reference §1.3, §11.14). */
export const labelsRoutes =
  (labels: LabelsService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of LABEL_KINDS) {
      const base = `/api/${kind}s`;
      // The old web client asks for the list with a trailing slash. The body is cached UTF-8 JSON, which
      // Fastify sends as is (the schema documents it); clients revalidate their copy with its ETag.
      for (const url of [base, `${base}/`]) {
        app
          .withTypeProvider<FastifyTypeProviderDefault>()
          .get(
            url,
            { schema: { response: { 200: labelListSchema, 304: notModified } } },
            async (request, reply) => {
              const { bytes, etag } = await labels.listJson(kind);
              reply.header("ETag", etag).header("Cache-Control", "no-cache");
              const held = request.headers["if-none-match"];
              if (held && matchesEtag(held, etag)) return reply.code(304).send();
              return reply.type(JSON_TEXT).send(bytes);
            },
          );
      }

      app.get(
        `${base}/:id`,
        { schema: { params: idParamsSchema, response: { 200: labelSchema } } },
        async (request) => labels.find(kind, request.params.id),
      );

      app.withTypeProvider<FastifyTypeProviderDefault>().get(
        `${base}/:id/works`,
        {
          schema: {
            params: idParamsSchema,
            querystring: worksQuerySchema,
            response: { 200: worksResponseSchema },
          },
        },
        async (request, reply) => {
          const { id } = request.params as { id: string };
          const answer = await labels.worksJson(
            request.principal!.name,
            kind,
            id,
            request.query as WorksQuery,
          );
          return reply.type(JSON_TEXT).send(answer);
        },
      );
    }
  };
