import {
  parseWorkIdParam,
  preTranscodeResponseSchema,
  trackHashParamsSchema,
  trackIndexParamsSchema,
  transcodeHashQuerySchema,
  transcodeIndexQuerySchema,
  transcodeStatusSchema,
} from "@kikoeru/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { sendEntity } from "../media/index.ts";
import { parseTrackRef, type TrackRef } from "../tracks/index.ts";
import type { TranscodeService } from "./transcode.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
type Handler = (
  ref: TrackRef,
  bitRate: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/** The two track forms of the media routes (`/{id}/{index}`, `/{hash}` with `?path=`), with `?bitRate=`. */
function trackRoute(app: App, methods: string[], name: string, handler: Handler, response?: z.ZodType) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "user" as const };
  const responses = response ? { response: { 200: response } } : {};
  typed.route({
    method: methods,
    url: `/api/media/${name}/:id/:index`,
    config,
    schema: { params: trackIndexParamsSchema, querystring: transcodeIndexQuerySchema, ...responses },
    handler: (request, reply) =>
      handler(
        { workId: parseWorkIdParam(request.params.id)!, index: Number(request.params.index) },
        request.query.bitRate,
        request,
        reply,
      ),
  });
  typed.route({
    method: methods,
    url: `/api/media/${name}/:hash`,
    config,
    schema: { params: trackHashParamsSchema, querystring: transcodeHashQuerySchema, ...responses },
    handler: (request, reply) =>
      handler(parseTrackRef(request.params.hash, request.query.path), request.query.bitRate, request, reply),
  });
}

const userOf = (request: FastifyRequest) => request.principal?.name ?? "";

/**
 * An AbortSignal that fires when the response closes: sent, or the client gone. Waiting requests and idle
 * followers stop holding their encode at once.
 */
function closedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => controller.abort());
  return controller.signal;
}

/** AAC transcoding and kikoeru's pre-transcode (spec 2 §7 Media; next-capabilities §2). */
export const transcodeRoutes =
  (transcode: TranscodeService): FastifyPluginAsyncZod =>
  async (app) => {
    // HEAD is declared, not derived: Fastify's derived HEAD would read the whole growing stream and drop it.
    trackRoute(app, ["GET", "HEAD"], "transcode", async (ref, bitRate, request, reply) => {
      const range = request.headers.range;
      const answer = await transcode.stream(ref, bitRate, userOf(request), range, closedSignal(reply));
      if (answer.kind === "complete") return sendEntity(request, reply, answer.entity);
      // The growing file has no length yet: no ranges, no caching, sent chunked while ffmpeg writes it.
      reply
        .type("audio/mp4")
        .header("Accept-Ranges", "none")
        .header("Cache-Control", "no-store")
        .header("X-Content-Type-Options", "nosniff");
      if (request.method === "HEAD") {
        answer.body.destroy();
        return reply.send();
      }
      return reply.send(answer.body);
    });
    trackRoute(
      app,
      ["GET"],
      "pre-transcode",
      (ref, bitRate) => transcode.status(ref, bitRate),
      transcodeStatusSchema,
    );
    trackRoute(
      app,
      ["POST"],
      "pre-transcode",
      (ref, bitRate, request) => transcode.preTranscode(ref, bitRate, userOf(request)),
      preTranscodeResponseSchema,
    );
  };
