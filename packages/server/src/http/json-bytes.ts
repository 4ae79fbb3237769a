import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** The content type of JSON a route sends ready-made, as bytes (Fastify then skips serialisation). */
const JSON_TEXT = "application/json; charset=utf-8";

/**
 * Joins UTF-8 JSON pieces kept as bytes (cached work cards, label lists) and short text into one Buffer,
 * copying each piece once: a response sent as a Buffer is not measured and encoded again per request, as a
 * long string with Japanese text would be (twice).
 */
export function joinBytes(parts: readonly (Buffer | string)[]): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === "string" ? Buffer.byteLength(part) : part.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += typeof part === "string" ? out.write(part, at) : part.copy(out, at);
  return out;
}

/** Answer bytes ready to send: a Buffer, or JSON text. */
export type JsonBytes = Buffer | string;

/**
 * Presents each value once: for data a service keeps cached (a label list, a work's related works), whose
 * JSON is reused for as long as the same value is, instead of being serialised again per request.
 */
export function presentOnce<T extends object, R>(present: (value: T) => R): (value: T) => R {
  const presented = new WeakMap<T, R>();
  return (value) => {
    let out = presented.get(value);
    if (out === undefined) {
      out = present(value);
      presented.set(value, out);
    }
    return out;
  };
}

/** A request as the zod type provider types it from a route's schema. */
export type SchemaRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A GET route answering JSON made ready as bytes (joined from cached cards, a cached list): the zod type
 * provider types the request from `schema`, whose response part documents the answer (OpenAPI) and is what
 * the catalog tests check it against; Fastify sends the bytes as they are, serialising nothing. `answer` may
 * answer by itself (a 304) and return the reply.
 */
export function getJsonBytes<S extends FastifySchema>(
  app: ZodApp,
  url: string,
  schema: S,
  answer: (request: SchemaRequest<S>, reply: FastifyReply) => Promise<JsonBytes | FastifyReply>,
): void {
  // Registered with the schema widened to any schema, so the bytes need not match the response type.
  const options: RouteShorthandOptions = { schema };
  app.withTypeProvider<FastifyTypeProviderDefault>().get(url, options, async (request, reply) => {
    // The request is what the zod type provider makes of the same schema (validated before this runs).
    const body = await answer(request as unknown as SchemaRequest<S>, reply);
    if (typeof body === "string" || Buffer.isBuffer(body)) return reply.type(JSON_TEXT).send(body);
    return body;
  });
}
