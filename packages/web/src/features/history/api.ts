import type { ApiResponse } from "@kikoeru/contract";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import { workKeys } from "../work/index.ts";

export type HistoryWork = ApiResponse<"GET /histroy">["works"][number];

const historyKeys = {
  all: ["history"] as const,
  list: (sortDesc: boolean) => [...historyKeys.all, sortDesc] as const,
};

/** GET /api/histroy (sic, the kikoeru path), most recent first, 12 per page. */
export function useHistory(sortDesc = true) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(sortDesc),
    queryFn: ({ pageParam, signal }) =>
      api.get("/histroy", { query: { page: pageParam, sort: sortDesc ? "desc" : "asc" }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.works.length, 0);
      return loaded < last.pagination.totalCount && last.works.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** DELETE /api/histroy with the work id in the body; notifies 删除历史成功 / 删除历史失败：… */
export function useDeleteHistory() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (workId: number) => api.delete("/histroy", { body: { work_id: workId } }),
    onSuccess: (_data, workId) => {
      notify.success(t("history.deleted"));
      void client.invalidateQueries({ queryKey: historyKeys.all });
      void client.invalidateQueries({ queryKey: workKeys.detail(workId) });
    },
    onError: (error) => notify.error(t("history.deleteFailed", { message: error.message })),
  });
}
