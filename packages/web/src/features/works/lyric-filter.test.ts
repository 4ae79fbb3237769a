import { describe, expect, test } from "vitest";
import { lyricParam, nextLyricSelection } from "./lyric-filter.ts";

describe("lyric filter", () => {
  test("choosing 'no lyric' keeps only it", () => {
    expect(nextLyricSelection(["lyric_local", "lyric_ai"], ["lyric_local", "lyric_ai", "lyric_no"])).toEqual([
      "lyric_no",
    ]);
  });

  test("choosing another option drops 'no lyric'", () => {
    expect(nextLyricSelection(["lyric_no"], ["lyric_no", "lyric_ai"])).toEqual(["lyric_ai"]);
  });

  test("other changes pass through", () => {
    expect(nextLyricSelection(["lyric_local"], ["lyric_local", "lyric_ai"])).toEqual([
      "lyric_local",
      "lyric_ai",
    ]);
    expect(nextLyricSelection(["lyric_local", "lyric_ai"], ["lyric_ai"])).toEqual(["lyric_ai"]);
    expect(nextLyricSelection(["lyric_no"], [])).toEqual([]);
  });

  test("the API parameter is the sorted kinds joined with '_'", () => {
    expect(lyricParam([])).toBe("");
    expect(lyricParam(["lyric_local", "lyric_ai"])).toBe("ai_local");
    expect(lyricParam(["lyric_no"])).toBe("no");
  });
});
