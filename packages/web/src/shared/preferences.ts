import type { AgeCategory, ReviewOrder, WorkOrder } from "@kikoeru/contract";
import { create } from "zustand";
import { persist } from "zustand/middleware";

/** Orders offered in the works list (the one-work `betterRandom` is for 随心听 only). */
export type ListOrder = Exclude<WorkOrder, "betterRandom">;
export type LyricOption = "lyric_local" | "lyric_ai" | "lyric_no";
/** The works list's age filter: every work, or one age category (the API's `age`). */
export type AgeFilter = "all" | AgeCategory;
export type ViewMode = "grid" | "list";
export type ListMode = "waterfall" | "pagination";

export interface Preferences {
  order: ListOrder;
  sortDesc: boolean;
  age: AgeFilter;
  lyric: LyricOption[];
  viewMode: ViewMode;
  /** Grid cards with details (true) or covers only (false). */
  detailMode: boolean;
  /** Tag chips in list rows. */
  showLabels: boolean;
  listMode: ListMode;
  showRecent: boolean;
  oldCardStyle: boolean;
  favouritesOrder: ReviewOrder;
  favouritesDesc: boolean;
  /** Desktop drawer expanded. */
  navbarOpen: boolean;
}

export const defaultPreferences: Preferences = {
  order: "release",
  sortDesc: true,
  age: "all",
  lyric: [],
  viewMode: "grid",
  detailMode: true,
  showLabels: true,
  listMode: "waterfall",
  showRecent: true,
  oldCardStyle: false,
  favouritesOrder: "updated_at",
  favouritesDesc: true,
  navbarOpen: true,
};

/** Version 1 kept the age filter as kikoeru's `nsfw` 0/1/2 (all, all ages, adults only). */
export function migratePreferences(persisted: unknown, version: number): Partial<Preferences> {
  const state = (persisted ?? {}) as Partial<Preferences> & { nsfw?: unknown };
  if (version >= 2) return state;
  const { nsfw, ...rest } = state;
  return { ...rest, age: nsfw === 1 ? "general" : nsfw === 2 ? "adult" : "all" };
}

interface PreferencesStore extends Preferences {
  set: (patch: Partial<Preferences>) => void;
}

/** Per-browser preferences (spec 1 §3, spec 2 §3), persisted in localStorage. */
export const usePreferences = create<PreferencesStore>()(
  persist(
    (set) => ({
      ...defaultPreferences,
      set: (patch) => set(patch),
    }),
    {
      name: "kikoeru-preferences",
      version: 2,
      migrate: migratePreferences,
      partialize: ({ set: _set, ...rest }) => rest,
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<Preferences>) }),
    },
  ),
);
