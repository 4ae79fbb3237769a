import type { TrackNode, WorkDetail } from "@kikoeru/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api.ts";

export function workKey(workId: number) {
  return ["work", workId] as const;
}

/** GET /api/work/{id}: the work with the caller's rating, review, progress and play position. */
export function useWork(workId: number) {
  return useQuery({
    queryKey: workKey(workId),
    queryFn: ({ signal }) => api<WorkDetail>(`/work/${workId}`, { signal }),
    meta: { quiet: true },
  });
}

/**
 * GET /api/tracks/{id}: the file tree. Kept apart from the work so rating or marking the work never reloads
 * it (the folder the user is in stays).
 */
export function useTracks(workId: number) {
  return useQuery({
    queryKey: ["tracks", workId],
    queryFn: ({ signal }) => api<TrackNode[]>(`/tracks/${workId}`, { signal }),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });
}
