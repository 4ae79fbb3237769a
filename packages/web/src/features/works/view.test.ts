import { describe, expect, test } from "vitest";
import { defaultPreferences } from "../../shared/preferences.ts";
import { worksView } from "./view.ts";

describe("works view", () => {
  test("list rows show tags only when wanted and wider than 700 px", () => {
    const list = { ...defaultPreferences, viewMode: "list" as const };
    expect(worksView(list, 1200)).toEqual({ kind: "list", showTags: true });
    expect(worksView(list, 700)).toEqual({ kind: "list", showTags: false });
    expect(worksView({ ...list, showLabels: false }, 1200)).toEqual({ kind: "list", showTags: false });
  });

  test("thumbnails need 1120 px; narrower screens get the detail cards", () => {
    const thumbs = { ...defaultPreferences, detailMode: false };
    expect(worksView(thumbs, 1440)).toEqual({ kind: "thumbs" });
    expect(worksView(thumbs, 1000)).toEqual({ kind: "detail", oldCards: false });
    expect(worksView({ ...defaultPreferences, oldCardStyle: true }, 375)).toEqual({
      kind: "detail",
      oldCards: true,
    });
  });
});
