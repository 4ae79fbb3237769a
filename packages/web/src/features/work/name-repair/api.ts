import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/api.ts";
import { workKeys } from "../api.ts";

const nameRepairKeys = {
  plan: (workId: number) => ["nameRepair", workId] as const,
};

/** GET /api/work/fix/gbk/{id}: the dry run, read afresh each time the dialog opens (admins). */
export function useNameRepairPlan(workId: number, enabled: boolean) {
  return useQuery({
    queryKey: nameRepairKeys.plan(workId),
    queryFn: ({ signal }) => api.get("/work/fix/gbk/:id", { params: { id: workId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    meta: { quiet: true },
  });
}

/** After a repair or an undo the work, its file tree and the plan are read again (kikoeru reloads the page). */
function useRefreshWork(workId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [workKeys.detail(workId), workKeys.tracks(workId), nameRepairKeys.plan(workId)].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/work/fix/gbk/{id}: renames as planned; the caller shows the outcome. */
export function useApplyNameRepair(workId: number) {
  const refresh = useRefreshWork(workId);
  return useMutation({
    mutationFn: () => api.post("/work/fix/gbk/:id", { params: { id: workId } }),
    onSuccess: refresh,
  });
}

/** POST /api/work/fix/gbk/{id}/undo: puts the names of the last repair back. */
export function useUndoNameRepair(workId: number) {
  const refresh = useRefreshWork(workId);
  return useMutation({
    mutationFn: () => api.post("/work/fix/gbk/:id/undo", { params: { id: workId } }),
    onSuccess: refresh,
  });
}
