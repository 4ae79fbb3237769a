import type { LabelKind } from "@kikoeru/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

const labelKeys = {
  list: (kind: LabelKind) => ["labels", kind] as const,
};

/** GET /api/circles, /api/tags or /api/vas: every label with its number of works. */
export function useLabels(kind: LabelKind, enabled = true) {
  return useQuery({
    queryKey: labelKeys.list(kind),
    queryFn: ({ signal }) => api.get(`/${kind}s`, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
