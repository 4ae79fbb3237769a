import { coverParamsSchema, coverQuerySchema, parseWorkIdParam } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendEntity } from "../media/index.ts";
import type { CoversService } from "./covers.service.ts";

/** `/api/cover/{id}?type=main|sam|240x240|360x360` (reference §1.3): an image; `type` is a whitelist. */
export const coversRoutes =
  (covers: CoversService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      // HEAD declared rather than derived, so a HEAD never reads the image (see media.routes.ts).
      method: ["GET", "HEAD"],
      url: "/api/cover/:id",
      config: { access: "user" },
      schema: { params: coverParamsSchema, querystring: coverQuerySchema },
      handler: async (request, reply) =>
        sendEntity(
          request,
          reply,
          await covers.entity(parseWorkIdParam(request.params.id)!, request.query.type),
        ),
    });
  };
