/**
 * Route option for the hot catalog reads (work lists, search, the work page): the response is sent with
 * `JSON.stringify`, skipping the zod check of the response schema, which costs about a fifth of such a
 * request. Their presenters build exactly the contract's objects; the catalog tests check that parsing
 * each response with its schema changes nothing. The schema still documents the route.
 */
export const plainJsonResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
