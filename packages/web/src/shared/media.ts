import type { CoverType } from "@kikoeru/contract";
import { create } from "zustand";
import { withToken } from "./session.ts";

interface CoverVersions {
  versions: Record<number, number>;
  /** A cover of the work changed: its URLs change, so images on screen and in the cache are fetched anew. */
  bump: (workId: number) => void;
}

export const useCoverVersions = create<CoverVersions>()((set) => ({
  versions: {},
  bump: (workId) =>
    set((state) => ({ versions: { ...state.versions, [workId]: (state.versions[workId] ?? 0) + 1 } })),
}));

export function coverUrl(workId: number, type: CoverType = "main"): string {
  const version = useCoverVersions.getState().versions[workId];
  return withToken(`/api/cover/${workId}?type=${type}${version ? `&v=${version}` : ""}`);
}

/** {@link coverUrl} for a component, which re-renders when the cover is edited. */
export function useCoverUrl(workId: number, type: CoverType = "main"): string {
  useCoverVersions((state) => state.versions[workId]);
  return coverUrl(workId, type);
}
