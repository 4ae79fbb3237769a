/** The content type of JSON text a route sends as it is (Fastify then skips serialisation). */
export const JSON_TEXT = "application/json; charset=utf-8";

/**
 * Route option for the work page: the response is sent with `JSON.stringify`, skipping the zod check of the
 * response schema, which costs about a fifth of such a request. Its presenter builds exactly the contract's
 * object; the catalog tests check that parsing each response with its schema changes nothing. The schema
 * still documents the route.
 */
export const plainJsonResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
