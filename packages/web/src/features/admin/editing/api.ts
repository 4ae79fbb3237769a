import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/api.ts";

const auditKeys = {
  all: ["admin", "audit"] as const,
  page: (page: number) => [...auditKeys.all, page] as const,
};

/** GET /api/admin/audit?page=: the audit log, newest first. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: auditKeys.page(page),
    queryFn: ({ signal }) => api.get("/admin/audit", { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/uncensor/tags (or its undo). Tag names show on every list and page: those refetch, and so does
 * the audit log that records the run.
 */
export function useUncensor(direction: "apply" | "undo") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(direction === "apply" ? "/uncensor/tags" : "/uncensor/tags/undo"),
    onSuccess: () => client.invalidateQueries(),
  });
}
