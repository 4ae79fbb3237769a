import {
  idParamsSchema,
  LABEL_KINDS,
  labelListSchema,
  labelSchema,
  worksQuerySchema,
  worksResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getJsonBytes } from "../../http/json-bytes.ts";
import { presentWorksPageJson } from "../catalog/index.ts";
import { matchesEtag } from "../media/index.ts";
import { presentLabelList } from "./labels.presenter.ts";
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
        getJsonBytes(
          app,
          url,
          { response: { 200: labelListSchema, 304: notModified } },
          async (request, reply) => {
            const { bytes, etag } = presentLabelList(await labels.list(kind));
            reply.header("ETag", etag).header("Cache-Control", "no-cache");
            const held = request.headers["if-none-match"];
            return held && matchesEtag(held, etag) ? reply.code(304).send() : bytes;
          },
        );
      }

      app.get(
        `${base}/:id`,
        { schema: { params: idParamsSchema, response: { 200: labelSchema } } },
        async (request) => labels.find(kind, request.params.id),
      );

      getJsonBytes(
        app,
        `${base}/:id/works`,
        { params: idParamsSchema, querystring: worksQuerySchema, response: { 200: worksResponseSchema } },
        async (request) =>
          presentWorksPageJson(
            await labels.works(request.principal!.name, kind, request.params.id, request.query),
          ),
      );
    }
  };
