import type { AgeCategory, ReviewOrder, WorkOrder } from "@kikoeru/contract";

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

/** Where Mantine's color scheme manager keeps the chosen scheme: "light", "dark" or "auto". */
export const colorSchemeStorageKey = "kikoeru-color-scheme";

/** Where and in which version the store keeps the preferences (zustand's `{ state, version }` JSON). */
export const preferencesStorage = { name: "kikoeru-preferences", version: 2 };

/**
 * The stored preferences read straight from localStorage, as the store will load them: for the boot script,
 * which runs before the store exists.
 */
export function readStoredPreferences(): Preferences {
  try {
    const stored = JSON.parse(localStorage.getItem(preferencesStorage.name) ?? "null") as {
      state?: unknown;
      version?: number;
    } | null;
    if (!stored) return defaultPreferences;
    return { ...defaultPreferences, ...migratePreferences(stored.state, stored.version ?? 0) };
  } catch {
    return defaultPreferences;
  }
}
