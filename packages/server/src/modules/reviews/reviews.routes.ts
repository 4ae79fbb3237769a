import {
  deleteReviewQuerySchema,
  messageResponseSchema,
  reviewBodySchema,
  reviewedWorksResponseSchema,
  reviewListQuerySchema,
  reviewMessages,
  reviewModeQuerySchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getJsonBytes } from "../../http/json-bytes.ts";
import { presentReviewedPageJson } from "./reviews.presenter.ts";
import type { ReviewsService } from "./reviews.service.ts";

/** Ratings, reviews and progress marks of the caller (reference §1.5). Guests may only read. */
export const reviewsRoutes =
  (reviews: ReviewsService): FastifyPluginAsyncZod =>
  async (app) => {
    getJsonBytes(
      app,
      "/api/review",
      { querystring: reviewListQuerySchema, response: { 200: reviewedWorksResponseSchema } },
      async (request) => {
        const user = request.principal!.name;
        return presentReviewedPageJson(await reviews.list(user, request.query), user);
      },
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
