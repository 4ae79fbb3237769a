import { describe, expect, test } from "vitest";
import {
  defaultPreferences,
  migratePreferences,
  preferencesStorage,
  readStoredPreferences,
} from "./preferences.ts";

describe("stored preferences", () => {
  test("version 1's nsfw filter becomes the age filter, keeping what it showed", () => {
    expect(migratePreferences({ nsfw: 0, order: "price" }, 1)).toEqual({ age: "all", order: "price" });
    expect(migratePreferences({ nsfw: 1 }, 1)).toEqual({ age: "general" });
    expect(migratePreferences({ nsfw: 2 }, 1)).toEqual({ age: "adult" });
    expect(migratePreferences(undefined, 0)).toEqual({ age: "all" });
    expect(migratePreferences({ age: "r15" }, 2)).toEqual({ age: "r15" });
  });
});

describe("preferences read before the store exists", () => {
  test("are what the store loads: defaults, stored values and version 1's filter migrated", () => {
    expect(readStoredPreferences()).toEqual(defaultPreferences);
    localStorage.setItem(
      preferencesStorage.name,
      JSON.stringify({ state: { order: "random", nsfw: 2, listMode: "pagination" }, version: 1 }),
    );
    expect(readStoredPreferences()).toEqual({
      ...defaultPreferences,
      order: "random",
      age: "adult",
      listMode: "pagination",
    });
    localStorage.setItem(preferencesStorage.name, "{not json");
    expect(readStoredPreferences()).toEqual(defaultPreferences);
  });
});
