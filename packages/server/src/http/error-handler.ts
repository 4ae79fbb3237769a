import { type ErrorCode, message } from "@kikoeru/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ConfigValidationError } from "../config/store.ts";
import { AppError } from "./errors.ts";

const LOCATIONS = { body: "body", querystring: "query", params: "params", headers: "headers" } as const;

const PASSWORD_PARAM = /password$/i;
const MAX_ECHO_DEPTH = 32;

/** Whether a value is shallow enough to send back as an issue's `value`. */
function echoable(value: unknown): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > MAX_ECHO_DEPTH) return false;
    level = level.flatMap((item) => (typeof item === "object" && item !== null ? Object.values(item) : []));
  }
  return true;
}

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
    const msg = issue.message ?? message("common.invalidValue");
    const param = issue.instancePath.split("/").filter(Boolean).join(".") || location;
    if (seen.has(`${param}\n${msg}`)) continue;
    seen.add(`${param}\n${msg}`);
    const found = valueAt(source, issue.instancePath);
    // Passwords (password, newPassword, oldPassword) are never echoed back: responses end up in logs and tools.
    // Nor is a value nested too deep to serialise (a body of 5000 brackets), which would fail the answer.
    const value =
      found !== undefined && PASSWORD_PARAM.test(param) ? "" : echoable(found) ? found : undefined;
    errors.push({ msg, param, location, ...(value === undefined ? {} : { value }) });
  }
  return {
    error: errors[0]?.msg ?? message("common.invalidValue"),
    errors,
    code: "VALIDATION_FAILED" satisfies ErrorCode,
  };
}

const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "INVALID_JSON", message("common.invalidJson")],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "INVALID_JSON", message("common.invalidJson")],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "BODY_TOO_LARGE", message("common.bodyTooLarge")],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE", message("common.unsupportedMediaType")],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "INVALID_JSON", message("common.invalidJson")],
};

/** Fastify refuses a URL it cannot decode before any route or hook runs; answered in our shape too. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .send({ error: message("common.badUrl"), code: "REQUEST_INVALID" satisfies ErrorCode });
}

/**
 * Turns every failure into the kikoeru error shapes, `{error, code}` or `{error, errors:[{msg,param,location,value}],
 * code}`: old clients read `error` and `errors[].msg`, new ones branch on the stable `code`.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status === 401) reply.header("WWW-Authenticate", 'Bearer realm="Authorization Required"');
      if (typeof error.extra.retryAfter === "number")
        reply.header("Retry-After", String(error.extra.retryAfter));
      return reply.status(error.status).send({ error: error.message, ...error.extra, code: error.code });
    }
    if (error instanceof ConfigValidationError) {
      const errors = error.issues.map((i) => ({ ...i, location: "body" }));
      return reply
        .status(400)
        .send({ error: error.message, errors, code: "CONFIG_INVALID" satisfies ErrorCode });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const status = (request.routeOptions.config as { validationStatus?: number }).validationStatus ?? 400;
      return reply.status(status).send(validationBody(error, request));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ error: known[2], code: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: error.message, code: "REQUEST_INVALID" satisfies ErrorCode });
    }
    request.log.error({ err: error }, message("boot.requestFailed"));
    return reply
      .status(500)
      .send({ error: message("common.serverError"), code: "SERVER_ERROR" satisfies ErrorCode });
  });
}
