import { describe, expect, test } from "vitest";
import type { SearchTerm } from "../works/index.ts";
import { detectCode, fold, matchCandidates, pickLabel, submitText } from "./terms.ts";

const fuzzy = (d: string): SearchTerm => ({ t: 1, d, name: d });

describe("advanced search terms", () => {
  test("a blank keyword is refused", () => {
    expect(submitText([], "fuzzy", "   ")).toEqual({ kind: "error", error: "empty" });
  });

  test("a keyword is added once", () => {
    expect(submitText([], "fuzzy", " 耳かき ")).toEqual({ kind: "added", terms: [fuzzy("耳かき")] });
    expect(submitText([fuzzy("ASMR")], "fuzzy", "asmr")).toEqual({
      kind: "error",
      error: "duplicateKeyword",
    });
  });

  test("voice actors, tags and circles must be picked from the list", () => {
    expect(submitText([], "va", "青空")).toEqual({ kind: "error", error: "pickCandidate" });
    const added = pickLabel([], "va", { id: "uuid-1", name: "青空みなみ" });
    expect(added).toEqual({ kind: "added", terms: [{ t: 2, d: "uuid-1", name: "青空みなみ" }] });
    if (added.kind !== "added") throw new Error("not added");
    expect(pickLabel(added.terms, "va", { id: "uuid-1", name: "青空みなみ" })).toEqual({
      kind: "error",
      error: "duplicateCondition",
    });
    expect(pickLabel(added.terms, "tag", { id: 5, name: "ASMR" }).kind).toBe("added");
  });

  test("a product code opens the work whatever the type and the other terms", () => {
    expect(submitText([fuzzy("x")], "fuzzy", "RJ123456")).toEqual({ kind: "open", workId: 123456 });
    expect(submitText([], "tag", "rj01234567")).toEqual({ kind: "open", workId: 1234567 });
    expect(submitText([], "code", "123456")).toEqual({ kind: "open", workId: 123456 });
    expect(submitText([], "code", "VJ012345")).toEqual({ kind: "open", workId: 2_000_000_012_345 });
    expect(submitText([], "code", "RJ12345")).toEqual({ kind: "error", error: "badCode" });
  });

  test("codes are 6 or 8 digits, optionally RJ/BJ/VJ", () => {
    expect(detectCode("1234567")).toBeNull();
    expect(detectCode("RJ123456 x")).toBeNull();
    expect(detectCode("BJ123456")).toBe(1_000_000_123_456);
  });

  test("candidates match folded names, most used first", () => {
    const labels = [
      { id: 1, name: "バイノーラル", count: 3 },
      { id: 2, name: "ばいのーらる", count: 9 },
      { id: 3, name: "ASMR", count: 1 },
    ];
    expect(matchCandidates(labels, "ばいの").map((l) => l.id)).toEqual([2, 1]);
    expect(matchCandidates(labels, "ＡＳＭＲ").map((l) => l.id)).toEqual([3]);
    expect(matchCandidates(labels, " ")).toEqual([]);
    expect(fold("カタカナ")).toBe("かたかな");
  });
});
