import fastifyMultipart from "@fastify/multipart";
import {
  importJobSchema,
  importPlanSchema,
  importRequestSchema,
  importStatusSchema,
  importUploadSchema,
  MAX_IMPORT_DB_BYTES,
} from "@kikoeru/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../http/errors.ts";
import type { AdminImport } from "./admin-import.ts";
import type { UploadPart } from "./import-uploads.ts";

/** The upload's file parts; a text field is refused (only `db` and `config` files are expected). */
async function* fileParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type !== "file") throw errors.importUploadInvalid();
    yield { field: part.fieldname, file: part.file };
  }
}

/**
 * The admin import page (issue #16, docs/import.md): `POST /api/admin/import/upload` (multipart `db` and
 * `config`), `POST /api/admin/import/plan` (the dry run), `POST /api/admin/import/run` (starts the job) and
 * `GET /api/admin/import/status`. Multipart is accepted on the upload only.
 */
export const importRoutes =
  (imports: AdminImport): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_DB_BYTES, files: 2, fields: 0, parts: 2 },
    });
    app.post(
      "/api/admin/import/upload",
      { config: { access: "admin" }, schema: { response: { 200: importUploadSchema } } },
      async (request) => {
        if (!request.isMultipart()) throw errors.importUploadInvalid();
        return { upload: await imports.upload(fileParts(request)) };
      },
    );
    app.post(
      "/api/admin/import/plan",
      {
        config: { access: "admin" },
        schema: { body: importRequestSchema, response: { 200: importPlanSchema } },
      },
      async (request) => imports.plan(request.body),
    );
    app.post(
      "/api/admin/import/run",
      {
        config: { access: "admin" },
        schema: { body: importRequestSchema, response: { 202: importJobSchema } },
      },
      async (request, reply) => reply.status(202).send(await imports.run(request.body)),
    );
    app.get(
      "/api/admin/import/status",
      { config: { access: "admin" }, schema: { response: { 200: importStatusSchema } } },
      async () => imports.status(),
    );
  };
