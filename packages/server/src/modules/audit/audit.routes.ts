import { auditPageSchema, auditQuerySchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuditLog } from "./audit.service.ts";

/** The audit log for the admin pages, newest first. */
export const auditRoutes =
  (audit: AuditLog): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/audit",
      {
        config: { access: "admin" },
        schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      },
      async (request) => audit.page(request.query.page),
    );
  };
