import "./texts.ts";
import type { ApiResponse } from "@kikoeru/contract";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import { isActive } from "./status.ts";

export type AiLyricTask = ApiResponse<"GET /lyric/translate">["tasks"][number];

export interface TaskFilters {
  /** 0 = any work. */
  workId: number;
  fileName: string;
  statuses: number[];
}

export const aiLyricKeys = {
  all: ["ai-lyrics"] as const,
  list: (filters: TaskFilters) => [...aiLyricKeys.all, "list", filters] as const,
  work: (workId: number) => [...aiLyricKeys.all, "work", workId] as const,
  lrc: (id: number) => [...aiLyricKeys.all, "lrc", id] as const,
  tokens: ["ai-lyric-worker-tokens"] as const,
};

/** Spec 2 §9: the task page's auto-refresh interval and the file tree's polling interval. */
const AUTO_REFRESH_MS = 5000;
const WORK_POLL_MS = 10_000;

/** GET /api/lyric/translate with kikoeru's filters, page by page, newest change first. */
export function useTaskList(filters: TaskFilters, autoRefresh: boolean) {
  return useInfiniteQuery({
    queryKey: aiLyricKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get("/lyric/translate", {
        query: {
          page: pageParam,
          work_id: filters.workId,
          file_name: filters.fileName,
          status: JSON.stringify(filters.statuses),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.tasks.length, 0);
      return loaded < last.pagination.totalCount && last.tasks.length > 0 ? pages.length + 1 : undefined;
    },
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
    meta: { quiet: true },
  });
}

/**
 * GET /api/lyric/work/{id}: each audio file's task status and the folders' aggregates. Polled every 10 s only
 * while the work's aggregate is pending or transcribing (spec 2 §4).
 */
export function useWorkTaskSummary(workId: number, enabled = true) {
  return useQuery({
    queryKey: aiLyricKeys.work(workId),
    queryFn: ({ signal }) => api.get("/lyric/work/:id", { params: { id: workId }, signal }),
    enabled,
    refetchInterval: (query) =>
      query.state.data && isActive(query.state.data.status) ? WORK_POLL_MS : false,
    meta: { quiet: true },
  });
}

/** GET /api/lyric/translate/lrc?id=: a successful task's LRC text. */
export function useTaskLyric(id: number | null) {
  return useQuery({
    queryKey: aiLyricKeys.lrc(id ?? 0),
    queryFn: ({ signal }) => api.get("/lyric/translate/lrc", { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    meta: { quiet: true },
  });
}

/** Spec 2 §4: a burst of actions refreshes the task statuses once, 500 ms after the last. */
const REFRESH_DEBOUNCE_MS = 500;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function useDebouncedRefresh() {
  const client = useQueryClient();
  return () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(
      () => void client.invalidateQueries({ queryKey: aiLyricKeys.all }),
      REFRESH_DEBOUNCE_MS,
    );
  };
}

/**
 * DELETE /api/lyric/translate/{id} and POST …/redo/{id} with `idArr` (kikoeru's batch form, id 0 for several;
 * the server acts on a non-empty `idArr`).
 */
export function useTaskActions() {
  const { t } = useTranslation();
  const refresh = useDebouncedRefresh();
  const batch = (ids: number[]) => ({
    params: { id: ids.length === 1 ? (ids[0] ?? 0) : 0 },
    body: { idArr: ids },
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => api.delete("/lyric/translate/:id", batch(ids)),
    onSuccess: ({ counts }) => notify.success(t("aiLyrics.deleted", { count: counts })),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
  const redo = useMutation({
    mutationFn: (ids: number[]) => api.post("/lyric/translate/redo/:id", batch(ids)),
    onSuccess: ({ counts }) => notify.success(t("aiLyrics.redone", { count: counts })),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
  return { remove, redo };
}

/**
 * PUT /api/lyric/translate/{workId}?path=<file> for each file, one after another (the tree's "AI translate"
 * and "translate the current folder": only that folder's own audio, as in kikoeru). Files that already have a
 * task are counted, not reported as errors.
 */
export function useCreateTasks(workId: number) {
  const { t } = useTranslation();
  const refresh = useDebouncedRefresh();
  return useMutation({
    mutationFn: async (files: { path: string; title: string }[]) => {
      let created = 0;
      let skipped = 0;
      for (const file of files) {
        try {
          const answer = await api.put("/lyric/translate/:hash", {
            params: { hash: String(workId) },
            query: { path: file.path },
          });
          created += answer.ids.length;
          skipped += answer.skipped;
        } catch (error) {
          // 409: the file already has a task, which is what the user asked for.
          if (!isApiError(error, 409)) throw error;
          skipped += 1;
        }
      }
      return { created, skipped, files };
    },
    onSuccess: ({ created, skipped, files }) => {
      if (created === 1 && files.length === 1) {
        notify.success(t("aiLyrics.tree.created", { name: files[0]?.title ?? "" }));
      } else if (created > 0) notify.success(t("aiLyrics.tree.createdMany", { count: created }));
      if (skipped > 0) notify.info(t("aiLyrics.tree.skipped", { count: skipped }));
    },
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}
