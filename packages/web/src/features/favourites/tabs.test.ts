import { describe, expect, test } from "vitest";
import { apiUrl } from "../../shared/api.ts";
import { reviewListQuery } from "./api.ts";
import { favouritesPath, readFavouritesPath } from "./tabs.ts";

describe("favourites routes", () => {
  test("read the tab and progress filter", () => {
    expect(readFavouritesPath("/favourites")).toEqual({ tab: "histroy", filter: "marked" });
    expect(readFavouritesPath("/favourites/histroy")).toEqual({ tab: "histroy", filter: "marked" });
    expect(readFavouritesPath("/favourites/progress")).toEqual({ tab: "progress", filter: "marked" });
    expect(readFavouritesPath("/favourites/progress/replay")).toEqual({ tab: "progress", filter: "replay" });
    expect(readFavouritesPath("/favourites/progress/bogus")).toEqual({ tab: "progress", filter: "marked" });
    expect(readFavouritesPath("/favourites/folder").tab).toBe("folder");
    expect(favouritesPath("progress", "listened")).toBe("/favourites/progress/listened");
    expect(favouritesPath("histroy")).toBe("/favourites");
  });

  test("the new-works orders always sort descending", () => {
    const url = (...args: Parameters<typeof reviewListQuery>) =>
      apiUrl("/review", {}, reviewListQuery(...args));
    expect(url("updated_at", false, 2, "marked")).toBe(
      "/api/review?order=updated_at&sort=asc&page=2&filter=marked",
    );
    expect(url("allage", false, 1, null)).toBe("/api/review?order=allage&sort=desc&page=1");
  });
});
