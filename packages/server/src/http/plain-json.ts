/** The content type of JSON text a route sends as it is (Fastify then skips serialisation). */
export const JSON_TEXT = "application/json; charset=utf-8";
