import type { ApiRoute, EditableField } from "@kikoeru/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/api.ts";

const editKeys = {
  state: (workId: number) => ["edit", workId] as const,
};

/** Every list or page that shows a work's title, circle, tags or voice actors, by its first query-key part. */
const CATALOG_QUERIES = new Set(["work", "works", "labels", "label", "favourites", "history", "edit"]);

/** Refetches what an edit changed in place of kikoeru's page reload. */
function useRefreshCatalog() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ predicate: (query) => CATALOG_QUERIES.has(String(query.queryKey[0])) });
}

/** GET /api/edit/work/{id}: the work's locked fields and whether its latest edit can be undone (admins). */
export function useEditState(workId: number, enabled: boolean) {
  return useQuery({
    queryKey: editKeys.state(workId),
    queryFn: ({ signal }) => api.get("/edit/work/:id", { params: { id: workId }, signal }),
    enabled,
    meta: { quiet: true },
  });
}

export type EditWorkBody = ApiRoute<"POST", "/edit/work/:id">["body"];

/** POST /api/edit/work/{id}; the caller shows the outcome. */
export function useEditWork(workId: number) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (body: EditWorkBody) => api.post("/edit/work/:id", { params: { id: workId }, body }),
    onSuccess: refresh,
  });
}

export function useUndoEdit(workId: number) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: () => api.post("/edit/work/:id/undo", { params: { id: workId } }),
    onSuccess: refresh,
  });
}

export function useUnlock(workId: number) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (field: EditableField) =>
      api.post("/edit/work/:id/unlock", { params: { id: workId }, body: { fields: [field] } }),
    onSuccess: refresh,
  });
}
