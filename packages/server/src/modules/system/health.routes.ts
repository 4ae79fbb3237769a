import { healthDetailsSchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { HealthCheck } from "./health.ts";

/** `GET /api/health/details`: the health check a load balancer can act on (kikoeru's `/api/health` stays `OK`). */
export const healthRoutes =
  (health: HealthCheck): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/health/details",
      {
        config: { access: "public" },
        schema: { response: { 200: healthDetailsSchema, 503: healthDetailsSchema } },
      },
      async (_request, reply) => {
        const details = await health.check();
        return reply.code(details.status === "ok" ? 200 : 503).send(details);
      },
    );
  };
