import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/api.ts";

const failedWorksKey = ["admin", "failed-works"] as const;

/** GET /api/scanner/failed-works: present works without metadata, with the latest scan's reason. */
export function useFailedWorks() {
  return useQuery({
    queryKey: failedWorksKey,
    queryFn: ({ signal }) => api.get("/scanner/failed-works", { signal }),
    staleTime: 0,
  });
}

/** POST /api/scanner/failed-works/{id}/retry: fetches one work's metadata again; the list follows. */
export function useRetryWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post("/scanner/failed-works/:id/retry", { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: failedWorksKey }),
  });
}

/** "Retry all" is a scan: it fetches the metadata of every work that has none. */
export function useRetryAll() {
  return useMutation({ mutationFn: () => api.post("/scanner/scan") });
}
