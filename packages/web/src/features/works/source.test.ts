import { describe, expect, test } from "vitest";
import { keywordPath } from "../../app/keyword-path.ts";
import { apiUrl } from "../../shared/api.ts";
import { pageOf, syncPageParam, withPage } from "./page-param.ts";
import { type ListFilters, parseTerms, readSource, worksRequest } from "./source.ts";

const filters: ListFilters = { order: "release", sortDesc: true, age: "all", lyric: [] };
const read = (path: string, query: string) => readSource(path, new URLSearchParams(query));

describe("query parameters", () => {
  test("the list source comes from the route and its parameters", () => {
    expect(read("/works", "")).toEqual({ kind: "all" });
    expect(read("/works", "keyword=%20")).toEqual({ kind: "all" });
    expect(read("/works", "keyword=a%26b%23c")).toEqual({ kind: "keyword", keyword: "a&b#c" });
    expect(read("/works", "circleId=5&keyword=x")).toEqual({ kind: "label", label: "circle", id: "5" });
    expect(read("/works", "vaId=abc")).toEqual({ kind: "label", label: "va", id: "abc" });
    expect(read("/search", 'terms=[{"t":1,"d":"a"}]')).toEqual({
      kind: "advanced",
      terms: [{ t: 1, d: "a", name: "a" }],
    });
    expect(parseTerms("not json")).toEqual([]);
    expect(parseTerms('[{"t":"x"},null,{"t":3,"d":7,"name":"ASMR"}]')).toEqual([
      { t: 3, d: "7", name: "ASMR" },
    ]);
  });

  test("requests go to the matching endpoint with every list parameter", () => {
    const url = (path: string, query: string, f = filters) => {
      const request = worksRequest(read(path, query), f, 42, 3);
      return apiUrl(request.path, request.params, request.query);
    };
    expect(url("/works", "")).toBe("/api/works?order=release&sort=desc&lyric=&seed=42&page=3");
    expect(url("/works", "keyword=a%26b")).toBe(
      "/api/search?order=release&sort=desc&lyric=&seed=42&page=3&keyword=a%26b",
    );
    expect(
      url("/works", "tagId=9", {
        ...filters,
        sortDesc: false,
        age: "r15",
        lyric: ["lyric_local", "lyric_ai"],
      }),
    ).toBe("/api/tags/9/works?order=release&sort=asc&lyric=ai_local&seed=42&page=3&age=r15");
    expect(url("/works", "vaId=a%2Fb")).toBe(
      "/api/vas/a%2Fb/works?order=release&sort=desc&lyric=&seed=42&page=3",
    );
    const advanced = new URL(`http://x${url("/search", 'terms=[{"t":2,"d":"u","name":"N"}]')}`);
    expect(advanced.pathname).toBe("/api/search");
    expect(advanced.searchParams.get("isAdvance")).toBe("1");
    expect(JSON.parse(advanced.searchParams.get("keyword") ?? "")).toEqual([{ t: 2, d: "u", name: "N" }]);
  });

  test("pagination mode adds page=1, waterfall removes page", () => {
    expect(syncPageParam(new URLSearchParams("keyword=a"), "pagination")?.toString()).toBe(
      "keyword=a&page=1",
    );
    expect(syncPageParam(new URLSearchParams("page=0"), "pagination")?.toString()).toBe("page=1");
    expect(syncPageParam(new URLSearchParams("page=4"), "pagination")).toBeNull();
    expect(syncPageParam(new URLSearchParams("keyword=a&page=4"), "waterfall")?.toString()).toBe("keyword=a");
    expect(syncPageParam(new URLSearchParams("keyword=a"), "waterfall")).toBeNull();
    expect(pageOf(new URLSearchParams("page=7"))).toBe(7);
    expect(pageOf(new URLSearchParams("page=x"))).toBe(1);
    expect(withPage(new URLSearchParams("tagId=1&page=2"), 5).toString()).toBe("tagId=1&page=5");
  });

  test("the header search encodes its keyword", () => {
    expect(keywordPath("a&b #c+d")).toBe("/works?keyword=a%26b%20%23c%2Bd");
    expect(keywordPath("   ")).toBe("/works");
  });
});
