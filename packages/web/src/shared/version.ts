import { queryOptions } from "@tanstack/react-query";
import { api } from "./api.ts";

/** GET /api/version, one cache entry for every screen that shows the version or its notices. */
export const versionQuery = queryOptions({
  queryKey: ["version"] as const,
  queryFn: ({ signal }) => api.get("/version", { signal }),
  meta: { quiet: true },
});
