import fastifyMultipart from "@fastify/multipart";
import {
  coverEditParamsSchema,
  coverEditResponseSchema,
  coverRecoverBodySchema,
  type EditableCoverType,
  MAX_COVER_UPLOAD_BYTES,
  message,
  parseWorkIdParam,
} from "@kikoeru/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, errors } from "../../http/errors.ts";
import type { CoverEditsService } from "./cover-edits.service.ts";
import { coverTooLarge, isEditableCoverType } from "./cover-images.ts";

/** The `file` and `type` parts of a cover upload; the file may come before or after the type. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; type: EditableCoverType }> {
  if (!request.isMultipart()) throw errors.coverNotMultipart();
  let bytes: Buffer | null = null;
  let type = "main";
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const content = await part.toBuffer();
        if (part.fieldname === "file" && bytes === null) bytes = content;
      } else if (part.fieldname === "type" && typeof part.value === "string") {
        type = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw coverTooLarge();
    if (error instanceof AppError) throw error;
    throw errors.coverUploadInvalid(message("covers.fileRequired"));
  }
  if (!isEditableCoverType(type)) throw errors.coverUploadInvalid(message("covers.badEditType"));
  if (!bytes || bytes.length === 0) throw errors.coverUploadInvalid(message("covers.fileRequired"));
  return { bytes, type };
}

/**
 * Cover edits of the kikoeru client (next-capabilities §3): `POST /api/edit/img/{id}` (multipart `file`,
 * `type` main|sam) and `POST /api/edit/recover/img/{id}` (`{type}`), administrators only. Multipart is
 * accepted here only: every other route still refuses it with 415.
 */
export const coverEditsRoutes =
  (edits: CoverEditsService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_COVER_UPLOAD_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 256 },
    });
    app.post(
      "/api/edit/img/:id",
      {
        config: { access: "admin" },
        schema: { params: coverEditParamsSchema, response: { 200: coverEditResponseSchema } },
      },
      async (request) => {
        const { bytes, type } = await readUpload(request);
        return edits.upload(parseWorkIdParam(request.params.id)!, type, bytes, request.principal!.name);
      },
    );
    app.post(
      "/api/edit/recover/img/:id",
      {
        config: { access: "admin" },
        schema: {
          params: coverEditParamsSchema,
          body: coverRecoverBodySchema,
          response: { 200: coverEditResponseSchema },
        },
      },
      async (request) =>
        edits.recover(parseWorkIdParam(request.params.id)!, request.body.type, request.principal!.name),
    );
  };
