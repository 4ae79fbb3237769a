import {
  successResponseSchema,
  syncCreatedSchema,
  syncerCreateBodySchema,
  syncerCredentialListSchema,
  syncerCredentialsBodySchema,
  syncerHostQuerySchema,
  syncerInfoQuerySchema,
  syncerInfoResponseSchema,
  syncTaskIdQuerySchema,
  syncTaskListSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SyncerService } from "./syncer.service.ts";

const admin = { access: "admin" as const };
const success = { response: { 200: successResponseSchema } };

/** The syncer as the kikoeru client calls it (next-capabilities §3), plus the remote accounts. Admin only. */
export const syncerRoutes =
  (syncer: SyncerService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/syncer",
      {
        config: admin,
        schema: { querystring: syncerInfoQuerySchema, response: { 200: syncerInfoResponseSchema } },
      },
      async (request) => syncer.info(request.query),
    );

    app.post(
      "/api/syncer",
      { config: admin, schema: { body: syncerCreateBodySchema, response: { 200: syncCreatedSchema } } },
      async (request) => syncer.create(request.body),
    );

    app.get(
      "/api/syncer/task",
      { config: admin, schema: { response: { 200: syncTaskListSchema } } },
      async () => syncer.list(),
    );

    app.delete(
      "/api/syncer/task",
      { config: admin, schema: { querystring: syncTaskIdQuerySchema, ...success } },
      async (request) => {
        await syncer.delete(request.query.id);
        return { success: true as const };
      },
    );

    for (const [action, run] of [
      ["stop", (id: number) => syncer.stop(id)],
      ["restart", (id: number) => syncer.restart(id)],
    ] as const) {
      app.post(
        `/api/syncer/task/${action}`,
        { config: admin, schema: { querystring: syncTaskIdQuerySchema, ...success } },
        async (request) => {
          await run(request.query.id);
          return { success: true as const };
        },
      );
    }

    app.get(
      "/api/syncer/credentials",
      { config: admin, schema: { response: { 200: syncerCredentialListSchema } } },
      async () => syncer.credentialHosts(),
    );

    app.put(
      "/api/syncer/credentials",
      { config: admin, schema: { body: syncerCredentialsBodySchema, ...success } },
      async (request) => {
        await syncer.saveCredentials(request.body.host, request.body.name, request.body.password);
        return { success: true as const };
      },
    );

    app.delete(
      "/api/syncer/credentials",
      { config: admin, schema: { querystring: syncerHostQuerySchema, ...success } },
      async (request) => {
        await syncer.deleteCredentials(request.query.host);
        return { success: true as const };
      },
    );
  };
