import {
  checkLrcResponseSchema,
  fetchLrcParamsSchema,
  fetchLrcResponseSchema,
  parseWorkIdParam,
  queryLrcResponseSchema,
  trackHashParamsSchema,
  trackIndexParamsSchema,
  trackQuerySchema,
} from "@kikoeru/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { parseTrackRef, type TrackRef } from "../tracks/index.ts";
import type { LyricsService } from "./lyrics.service.ts";
import type { MediaService } from "./media.service.ts";
import { sendEntity } from "./send.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
type Handler = (ref: TrackRef, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers a file route in both forms: kikoeru's `/{id}/{index}`, and `/{hash}` where hash is `<id>/<index>`
 * with the slash encoded, or a work id with `?path=<path relative to the work folder>` (the stable form).
 */
function trackRoute(app: App, name: string, handler: Handler, response?: z.ZodType): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // HEAD is declared, not derived: Fastify's derived HEAD would read a whole file stream and drop it.
  const method = ["GET", "HEAD"];
  const config = { access: "user" as const };
  const responses = response ? { response: { 200: response } } : {};
  typed.route({
    method,
    url: `/api/media/${name}/:id/:index`,
    config,
    schema: { params: trackIndexParamsSchema, ...responses },
    handler: (request, reply) =>
      handler(
        { workId: parseWorkIdParam(request.params.id)!, index: Number(request.params.index) },
        request,
        reply,
      ),
  });
  typed.route({
    method,
    url: `/api/media/${name}/:hash`,
    config,
    schema: { params: trackHashParamsSchema, querystring: trackQuerySchema, ...responses },
    handler: (request, reply) =>
      handler(parseTrackRef(request.params.hash, request.query.path), request, reply),
  });
}

export interface MediaRoutesDeps {
  media: MediaService;
  lyrics: LyricsService;
}

/** Files of works and their lyrics (reference §1.4; spec 2 §7 Media). */
export const mediaRoutes =
  ({ media, lyrics }: MediaRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the track routes: the static segment wins over `:id`, and no work id is "ai".
    app.get(
      "/api/media/stream/ai/:id",
      { config: { access: "user" }, schema: { params: fetchLrcParamsSchema } },
      async (request, reply) =>
        reply.type("text/vtt; charset=utf-8").send(await lyrics.aiVtt(Number(request.params.id))),
    );
    trackRoute(app, "stream", async (ref, request, reply) =>
      sendEntity(request, reply, await media.stream(ref)),
    );
    trackRoute(app, "download", async (ref, request, reply) =>
      sendEntity(request, reply, await media.download(ref)),
    );
    trackRoute(app, "small-img", async (ref, request, reply) =>
      sendEntity(request, reply, await media.thumbnail(ref)),
    );
    trackRoute(app, "check-lrc", (ref) => lyrics.check(ref), checkLrcResponseSchema);
    trackRoute(app, "query-lrc", (ref) => lyrics.options(ref), queryLrcResponseSchema);

    app.get(
      "/api/media/fetch-lrc/:id",
      {
        config: { access: "user" },
        schema: { params: fetchLrcParamsSchema, response: { 200: fetchLrcResponseSchema } },
      },
      async (request) => lyrics.fetchAi(Number(request.params.id)),
    );
  };
