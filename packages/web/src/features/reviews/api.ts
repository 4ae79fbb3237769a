import type { Progress } from "@kikoeru/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import { useCurrentUser } from "../auth/index.ts";
import { favouritesKeys } from "../favourites/index.ts";
import { workKeys } from "../work/index.ts";

/**
 * Which fields a PUT /api/review writes, chosen by kikoeru's query flags (reference §1.5): none = stars only,
 * `starOnly=false&progressOnly=true` = progress only, `starOnly=false` = rating, text and progress.
 */
export type ReviewMode = "star" | "progress" | "full";

export interface ReviewInput {
  workId: number;
  rating?: number | null;
  progress?: Progress | null;
  reviewText?: string;
}

const modeQuery = {
  star: {},
  progress: { starOnly: "false", progressOnly: "true" },
  full: { starOnly: "false" },
} satisfies Record<ReviewMode, object>;

/** The review's body for one mode: only the fields that mode writes. */
export function reviewBody(mode: ReviewMode, input: ReviewInput, userName: string) {
  const base = { user_name: userName, work_id: input.workId };
  if (mode === "star") return { ...base, rating: input.rating ?? null };
  if (mode === "progress") return { ...base, progress: input.progress ?? null };
  return {
    ...base,
    rating: input.rating ?? null,
    review_text: input.reviewText ?? "",
    progress: input.progress ?? null,
  };
}

function useRefreshMarks() {
  const client = useQueryClient();
  return (workId: number) => {
    void client.invalidateQueries({ queryKey: workKeys.detail(workId) });
    void client.invalidateQueries({ queryKey: favouritesKeys.all });
  };
}

/** PUT /api/review in the given mode; shows the server's message. Never touches the file tree. */
export function usePutReview(mode: ReviewMode) {
  const user = useCurrentUser();
  const refresh = useRefreshMarks();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api.put("/review", {
        query: modeQuery[mode],
        body: reviewBody(mode, input, user.data?.user.name ?? ""),
      }),
    onSuccess: ({ message }, input) => {
      notify.success(message);
      refresh(input.workId);
    },
    onError: (error) => notify.error(error.message),
  });
}

/** DELETE /api/review?work_id=: removes the rating, review text and progress mark together. */
export function useDeleteReview() {
  const refresh = useRefreshMarks();
  return useMutation({
    mutationFn: (workId: number) => api.delete("/review", { query: { work_id: workId } }),
    onSuccess: ({ message }, workId) => {
      notify.success(message);
      refresh(workId);
    },
    onError: (error) => notify.error(error.message),
  });
}
