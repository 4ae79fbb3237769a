import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "../../../shared/api.ts";
import { notify } from "../../../shared/notify.ts";
import type { SyncNode } from "./sync-tree.ts";

const syncerKeys = { tasks: ["admin", "syncer", "tasks"] as const };

/** Spec 1 §4: the list refreshes every second while the page is open (and visible). */
const POLL_MS = 1000;

/** Like the other admin actions (a 401 is left to the session check), with the syncer's own wording. */
function notifyFailure(error: Error, text: string): void {
  if (isApiError(error, 401)) return;
  if (isApiError(error, 403)) notify.warning(text);
  else notify.error(text);
}

export interface SyncInfoRequest {
  host: string;
  metaApi: string;
  trackApi: string;
  /** The upper-cased work code. */
  filter: string;
}

export interface NewSyncTask extends Omit<SyncInfoRequest, "filter"> {
  code: string;
  rootFolderName: string;
  treeTracks: SyncNode[];
}

/** GET /api/syncer: the remote work's file tree; a failure reads `get info failed: …`. */
export function useSyncInfo() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (request: SyncInfoRequest) => api.get("/syncer", { query: { ...request } }),
    onError: (error) => notifyFailure(error, t("syncer.messages.getInfoFailed", { message: error.message })),
  });
}

/** POST /api/syncer with the selected tree; kikoeru always sends `overwrite: true`. */
export function useCreateSyncTask() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (task: NewSyncTask) => api.post("/syncer", { body: { ...task, overwrite: true } }),
    onSuccess: () => notify.success(t("syncer.created")),
    onError: (error) => notifyFailure(error, t("syncer.messages.createFailed", { message: error.message })),
    onSettled: () => client.invalidateQueries({ queryKey: syncerKeys.tasks }),
  });
}

/**
 * GET /api/syncer/task, polled every second. TanStack Query stops the interval when the page unmounts and
 * while the tab is hidden (`refetchIntervalInBackground` is off).
 */
export function useSyncTasks() {
  return useQuery({
    queryKey: syncerKeys.tasks,
    queryFn: ({ signal }) => api.get("/syncer/task", { signal }),
    select: (data) => data.info,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export type TaskAction = "stop" | "restart" | "delete";

function runAction(action: TaskAction, id: number) {
  const query = { id };
  if (action === "delete") return api.delete("/syncer/task", { query });
  return action === "stop"
    ? api.post("/syncer/task/stop", { query })
    : api.post("/syncer/task/restart", { query });
}

/** Stop, restart or delete one task; spec 1 §8's messages, then the list reloads. */
export function useTaskAction() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ action, id }: { action: TaskAction; id: number }) => runAction(action, id),
    onSuccess: ({ success }, { action }) => {
      if (success) notify.success(t(`syncer.messages.${action}Success`));
      else notify.error(t(`syncer.messages.${action}Failed`, { message: "" }));
    },
    onError: (error, { action }) =>
      notifyFailure(error, t(`syncer.messages.${action}Failed`, { message: error.message })),
    onSettled: () => client.invalidateQueries({ queryKey: syncerKeys.tasks }),
  });
}
