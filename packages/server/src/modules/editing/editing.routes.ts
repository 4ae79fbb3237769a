import {
  editWorkBodySchema,
  idParamsSchema,
  successResponseSchema,
  uncensorResponseSchema,
  unlockBodySchema,
  workEditStateSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EditingService } from "./editing.service.ts";
import type { UncensorService } from "./uncensor.service.ts";

export interface EditingRoutesDeps {
  editing: EditingService;
  uncensor: UncensorService;
}

const admin = { access: "admin" } as const;
const success = { 200: successResponseSchema };

/**
 * Metadata edits and tag uncensoring (issue #14), administrators only. The edit answers kikoeru's
 * `{success:true}`; errors are `{error, code}` (kikoeru's client shows `error`).
 */
export const editingRoutes =
  ({ editing, uncensor }: EditingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/edit/work/:id",
      { config: admin, schema: { params: idParamsSchema, response: { 200: workEditStateSchema } } },
      async (request) => editing.state(request.params.id),
    );

    app.post(
      "/api/edit/work/:id",
      { config: admin, schema: { params: idParamsSchema, body: editWorkBodySchema, response: success } },
      async (request) => {
        await editing.edit(request.principal!.name, request.params.id, request.body);
        return { success: true as const };
      },
    );

    app.post(
      "/api/edit/work/:id/undo",
      { config: admin, schema: { params: idParamsSchema, response: success } },
      async (request) => {
        await editing.undo(request.principal!.name, request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      "/api/edit/work/:id/unlock",
      { config: admin, schema: { params: idParamsSchema, body: unlockBodySchema, response: success } },
      async (request) => {
        await editing.unlock(request.principal!.name, request.params.id, request.body.fields);
        return { success: true as const };
      },
    );

    app.post(
      "/api/uncensor/tags",
      { config: admin, schema: { response: { 200: uncensorResponseSchema } } },
      async (request) => uncensor.apply(request.principal!.name),
    );

    app.post(
      "/api/uncensor/tags/undo",
      { config: admin, schema: { response: { 200: uncensorResponseSchema } } },
      async (request) => uncensor.undo(request.principal!.name),
    );
  };
