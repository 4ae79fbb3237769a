import { commonMessages } from "@kikoeru/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ConfigValidationError } from "../config/store.ts";
import { AppError } from "./errors.ts";

const LOCATIONS = { body: "body", querystring: "query", params: "params", headers: "headers" } as const;

const PASSWORD_PARAM = /password$/i;

function valueAt(source: unknown, pointer: string): unknown {
  let value = source;
  for (const key of pointer.split("/").filter(Boolean)) {
    value = (value as Record<string, unknown> | null | undefined)?.[key];
  }
  return value;
}

function validationBody(error: FastifyError, request: FastifyRequest) {
  const context = (error.validationContext ?? "body") as keyof typeof LOCATIONS;
  const location = LOCATIONS[context] ?? "body";
  const source = {
    body: request.body,
    query: request.query,
    params: request.params,
    headers: request.headers,
  }[location];
  const seen = new Set<string>();
  const errors = [];
  for (const issue of error.validation ?? []) {
    const msg = issue.message ?? commonMessages.invalidValue;
    const param = issue.instancePath.split("/").filter(Boolean).join(".") || location;
    if (seen.has(`${param}\n${msg}`)) continue;
    seen.add(`${param}\n${msg}`);
    const found = valueAt(source, issue.instancePath);
    // Passwords (password, newPassword, oldPassword) are never echoed back: responses end up in logs and tools.
    const value = found !== undefined && PASSWORD_PARAM.test(param) ? "" : found;
    errors.push({ msg, param, location, ...(value === undefined ? {} : { value }) });
  }
  return { error: errors[0]?.msg ?? commonMessages.invalidValue, errors };
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, commonMessages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, commonMessages.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, commonMessages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, commonMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, commonMessages.invalidJson],
};

/** Turns every failure into the kikoeru error shapes: `{error}`, or `{errors:[{msg,param,location,value}]}`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status === 401) reply.header("WWW-Authenticate", 'Bearer realm="Authorization Required"');
      if (typeof error.extra.retryAfter === "number")
        reply.header("Retry-After", String(error.extra.retryAfter));
      return reply.status(error.status).send({ error: error.message, ...error.extra });
    }
    if (error instanceof ConfigValidationError) {
      const errors = error.issues.map((i) => ({ ...i, location: "body" }));
      return reply.status(400).send({ error: error.message, errors });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const status = (request.routeOptions.config as { validationStatus?: number }).validationStatus ?? 400;
      return reply.status(status).send(validationBody(error, request));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ error: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: commonMessages.serverError });
  });
}
