import { message, nameRepairPlanSchema, workScanResponseSchema } from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { NameRepairService } from "./name-repair.service.ts";

const params = z.object({ id: z.string().max(64) });
const forbiddenMessage = message("common.forbiddenAdmin");

/**
 * Fix garbled names: kikoeru's `POST /api/work/fix/gbk/{id}` → `{memo}`, and beside it the dry run
 * (`GET`, the plan the web app shows before asking) and the undo. Administrators only.
 */
export const nameRepairRoutes =
  (repair: NameRepairService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/work/fix/gbk/:id",
      {
        config: { access: "admin", forbiddenMessage },
        schema: { params, response: { 200: nameRepairPlanSchema } },
      },
      async (request) => repair.plan(request.params.id),
    );

    app.post(
      "/api/work/fix/gbk/:id",
      {
        config: { access: "admin", forbiddenMessage },
        schema: { params, response: { 200: workScanResponseSchema } },
      },
      async (request) => ({ memo: await repair.apply(request.params.id, request.principal!.name) }),
    );

    app.post(
      "/api/work/fix/gbk/:id/undo",
      {
        config: { access: "admin", forbiddenMessage },
        schema: { params, response: { 200: workScanResponseSchema } },
      },
      async (request) => ({ memo: await repair.undo(request.params.id, request.principal!.name) }),
    );
  };
