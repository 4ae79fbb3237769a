import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

/** Query keys of a work page: the work (with the caller's marks) and its file tree, kept apart. */
export const workKeys = {
  detail: (workId: number) => ["work", workId] as const,
  tracks: (workId: number) => ["tracks", workId] as const,
};

/** GET /api/work/{id}: the work with the caller's rating, review, progress and play position. */
export function useWork(workId: number) {
  return useQuery({
    queryKey: workKeys.detail(workId),
    queryFn: ({ signal }) => api.get("/work/:id", { params: { id: workId }, signal }),
    meta: { quiet: true },
  });
}

/**
 * GET /api/tracks/{id}: the file tree. Kept apart from the work so rating or marking the work never reloads
 * it (the folder the user is in stays).
 */
export function useTracks(workId: number) {
  return useQuery({
    queryKey: workKeys.tracks(workId),
    queryFn: ({ signal }) => api.get("/tracks/:id", { params: { id: workId }, signal }),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });
}
