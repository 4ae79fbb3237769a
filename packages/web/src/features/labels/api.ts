import type { LabelCount, LabelKind } from "@kikoeru/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

/** GET /api/circles, /api/tags or /api/vas: every label with its number of works. */
export function useLabels(kind: LabelKind, enabled = true) {
  return useQuery({
    queryKey: ["labels", kind],
    queryFn: ({ signal }) => api<LabelCount[]>(`/${kind}s`, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
