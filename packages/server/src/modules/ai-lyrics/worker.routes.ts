import {
  AI_LYRIC_MAX_TEXT,
  aiLyricAcquireBodySchema,
  aiLyricAcquiredSchema,
  aiLyricFinishBodySchema,
  aiLyricFinishedSchema,
  aiLyricStatusBodySchema,
  aiLyricStatusResponseSchema,
  aiLyricTaskAuthQuerySchema,
  aiLyricTaskGetSchema,
  builtinWorkerStateSchema,
  workerTokenCreateBodySchema,
  workerTokenCreatedSchema,
  workerTokenIdParamsSchema,
  workerTokenListSchema,
  workerTokenRevokedSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendEntity } from "../media/index.ts";
import type { BuiltinWorker } from "./builtin-worker.ts";
import type { WorkerQueue } from "./worker-queue.service.ts";
import type { WorkerTokens } from "./worker-tokens.ts";

export interface WorkerRoutesDeps {
  queue: WorkerQueue;
  tokens: WorkerTokens;
  builtin: BuiltinWorker;
}

const worker = { access: "worker" as const };
const admin = { access: "admin" as const };

/**
 * The worker protocol (kikoeru's, with a lease; docs/ai-lyrics.md) for users of the worker groups and worker
 * tokens, and the admin's worker tokens.
 */
export const workerRoutes =
  ({ queue, tokens, builtin }: WorkerRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/lyric/translate/acquire",
      {
        config: worker,
        schema: { body: aiLyricAcquireBodySchema, response: { 200: aiLyricAcquiredSchema } },
      },
      async (request) => queue.acquire(request.body.worker_name),
    );
    app.post(
      "/api/lyric/translate/status",
      {
        config: worker,
        schema: { body: aiLyricStatusBodySchema, response: { 200: aiLyricStatusResponseSchema } },
      },
      async (request) => queue.status(request.body),
    );
    app.get(
      "/api/lyric/translate/get",
      {
        config: worker,
        schema: { querystring: aiLyricTaskAuthQuerySchema, response: { 200: aiLyricTaskGetSchema } },
      },
      async (request) => queue.get(request.query.id, request.query.secret),
    );
    app.route({
      // HEAD is declared, not derived: Fastify's derived HEAD would read the whole file and drop it.
      method: ["GET", "HEAD"],
      url: "/api/lyric/translate/download",
      config: worker,
      schema: { querystring: aiLyricTaskAuthQuerySchema },
      handler: async (request, reply) =>
        sendEntity(request, reply, await queue.download(request.query.id, request.query.secret)),
    });
    app.post(
      "/api/lyric/translate/finish",
      {
        config: worker,
        // LRC and VTT of many hours of speech together may pass the 1 MiB every other body is held to.
        bodyLimit: 2 * AI_LYRIC_MAX_TEXT + 64 * 1024,
        schema: { body: aiLyricFinishBodySchema, response: { 200: aiLyricFinishedSchema } },
      },
      async (request) => queue.finish(request.body),
    );

    app.get(
      "/api/lyric/worker-tokens",
      { config: admin, schema: { response: { 200: workerTokenListSchema } } },
      async () => ({ tokens: await tokens.list() }),
    );
    app.post(
      "/api/lyric/worker-tokens",
      {
        config: admin,
        schema: { body: workerTokenCreateBodySchema, response: { 200: workerTokenCreatedSchema } },
      },
      async (request) => tokens.create(request.body.name, request.principal!.name),
    );
    app.delete(
      "/api/lyric/worker-tokens/:id",
      {
        config: admin,
        schema: { params: workerTokenIdParamsSchema, response: { 200: workerTokenRevokedSchema } },
      },
      async (request) => {
        await tokens.revoke(request.params.id);
        return { success: true };
      },
    );
    app.get(
      "/api/lyric/builtin-worker",
      { config: admin, schema: { response: { 200: builtinWorkerStateSchema } } },
      async () => builtin.state(),
    );
  };
