import { describe, expect, test } from "vitest";
import { nextSeedState, randomSeed } from "./seed.ts";
import { type ListFilters, readSource, resetKey } from "./source.ts";

const filters: ListFilters = { order: "random", sortDesc: true, age: "all", lyric: [] };

describe("random seed", () => {
  test("is an integer from 0 to 99", () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999999)).toBe(99);
    expect(randomSeed(() => 0.5)).toBe(50);
  });

  test("stays while the list is the same and changes with it", () => {
    let n = 0;
    const random = () => [0.1, 0.2, 0.3][n++] ?? 0;
    const first = nextSeedState(null, "a", random);
    expect(first.seed).toBe(10);
    expect(nextSeedState(first, "a", random)).toBe(first);
    expect(nextSeedState(first, "b", random).seed).toBe(20);
  });

  test("the reset key follows sort, filter, keyword and route but not the page", () => {
    const key = (path: string, query: string, f: ListFilters = filters) =>
      resetKey(path, readSource(path, new URLSearchParams(query)), f);
    const base = key("/works", "keyword=a");
    expect(key("/works", "keyword=a&page=3")).toBe(base);
    expect(key("/works", "keyword=b")).not.toBe(base);
    expect(key("/works", "keyword=a", { ...filters, sortDesc: false })).not.toBe(base);
    expect(key("/works", "keyword=a", { ...filters, age: "r15" })).not.toBe(base);
    expect(key("/works", "keyword=a", { ...filters, lyric: ["lyric_ai"] })).not.toBe(base);
    expect(key("/works", "keyword=a", { ...filters, order: "release" })).not.toBe(base);
    expect(key("/search", "")).not.toBe(key("/works", ""));
    expect(key("/works", "tagId=1")).not.toBe(key("/works", "vaId=1"));
  });
});
