import type { ApiResponse } from "@kikoeru/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import { aiLyricKeys } from "./api.ts";

export type WorkerToken = ApiResponse<"GET /lyric/worker-tokens">["tokens"][number];

/** GET/POST/DELETE /api/lyric/worker-tokens (administrators): tokens workers sign in with. */
export function useWorkerTokens(enabled: boolean) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const invalidate = () => void client.invalidateQueries({ queryKey: aiLyricKeys.tokens });
  const list = useQuery({
    queryKey: aiLyricKeys.tokens,
    queryFn: ({ signal }) => api.get("/lyric/worker-tokens", { signal }),
    enabled,
    meta: { quiet: true },
  });
  const create = useMutation({
    mutationFn: (name: string) => api.post("/lyric/worker-tokens", { body: { name } }),
    onError: (error) => notify.error(error.message),
    onSettled: invalidate,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api.delete("/lyric/worker-tokens/:id", { params: { id } }),
    onSuccess: () => notify.success(t("aiLyrics.tokens.revoked")),
    onError: (error) => notify.error(error.message),
    onSettled: invalidate,
  });
  return { list, create, revoke };
}
