import { create } from "zustand";
import { persist } from "zustand/middleware";
import {
  defaultPreferences,
  migratePreferences,
  type Preferences,
  preferencesStorage,
} from "./stored-preferences.ts";

/** The preferences' types and stored form live apart from the store, for the boot script to read alone. */
export * from "./stored-preferences.ts";

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
      ...preferencesStorage,
      migrate: migratePreferences,
      partialize: ({ set: _set, ...rest }) => rest,
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<Preferences>) }),
    },
  ),
);
