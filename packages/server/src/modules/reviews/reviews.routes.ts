import {
  deleteReviewQuerySchema,
  messageResponseSchema,
  type ReviewListQuery,
  reviewBodySchema,
  reviewedWorksResponseSchema,
  reviewListQuerySchema,
  reviewMessages,
  reviewModeQuerySchema,
} from "@kikoeru/contract";
import type { FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { JSON_TEXT } from "../../http/json-bytes.ts";
import type { ReviewsService } from "./reviews.service.ts";

/** Ratings, reviews and progress marks of the caller (reference §1.5). Guests may only read. */
export const reviewsRoutes =
  (reviews: ReviewsService): FastifyPluginAsyncZod =>
  async (app) => {
    app
      .withTypeProvider<FastifyTypeProviderDefault>()
      .get(
        "/api/review",
        { schema: { querystring: reviewListQuerySchema, response: { 200: reviewedWorksResponseSchema } } },
        async (request, reply) =>
          reply
            .type(JSON_TEXT)
            .send(await reviews.listJson(request.principal!.name, request.query as ReviewListQuery)),
      );

    app.put(
      "/api/review",
      {
        schema: {
          querystring: reviewModeQuerySchema,
          body: reviewBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => ({
        message: await reviews.put(request.principal!.name, request.body, request.query),
      }),
    );

    app.delete(
      "/api/review",
      { schema: { querystring: deleteReviewQuerySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await reviews.delete(request.principal!.name, request.query.work_id);
        return { message: reviewMessages.deleted };
      },
    );
  };
