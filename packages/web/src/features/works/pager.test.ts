import { describe, expect, test } from "vitest";
import { clampPage, pageCount, pagerItems } from "./pager.ts";

describe("pager window", () => {
  test("shows two pages either side with gaps towards far pages", () => {
    expect(pagerItems(10, 20)).toEqual(["gap-start", 8, 9, 10, 11, 12, "gap-end"]);
  });

  test("has no gap next to the first or last page", () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, "gap-end"]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, "gap-end"]);
    expect(pagerItems(20, 20)).toEqual(["gap-start", 18, 19, 20]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
  });

  test("handles a single page and none", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  test("clamps a page out of range before drawing", () => {
    expect(pagerItems(99, 4)).toEqual(["gap-start", 2, 3, 4]);
  });

  test("clamps typed pages between 1 and max", () => {
    expect(clampPage(0, 9)).toBe(1);
    expect(clampPage(-5, 9)).toBe(1);
    expect(clampPage(12, 9)).toBe(9);
    expect(clampPage(4.6, 9)).toBe(5);
    expect(clampPage(Number.NaN, 9)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  test("counts pages from the total and page size", () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(1);
  });
});
