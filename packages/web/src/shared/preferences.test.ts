import { describe, expect, test } from "vitest";
import { migratePreferences } from "./preferences.ts";

describe("stored preferences", () => {
  test("version 1's nsfw filter becomes the age filter, keeping what it showed", () => {
    expect(migratePreferences({ nsfw: 0, order: "price" }, 1)).toEqual({ age: "all", order: "price" });
    expect(migratePreferences({ nsfw: 1 }, 1)).toEqual({ age: "general" });
    expect(migratePreferences({ nsfw: 2 }, 1)).toEqual({ age: "adult" });
    expect(migratePreferences(undefined, 0)).toEqual({ age: "all" });
    expect(migratePreferences({ age: "r15" }, 2)).toEqual({ age: "r15" });
  });
});
