import { describe, expect, it } from "vitest";
import * as kikoeru from "./kikoeru-shapes.ts";
import {
  arrayOf,
  int,
  lazy,
  nullable,
  num,
  obj,
  optional,
  recordOf,
  type Shape,
  shapeViolations,
  str,
  tagged,
} from "./shape.ts";

/** A work as kikoeru's reference shows it (§1.1), with the null tag of a work without tags. */
const WORK = {
  id: 123456,
  created_at: "2024-03-01 12:34:56",
  updated_at: "2024-03-01 12:34:56",
  title: "作品",
  circle_id: 1001,
  name: "サークル",
  nsfw: false,
  release: "2024-01-01",
  dl_count: 10,
  price: 1100,
  review_count: 1,
  rate_count: 2,
  rate_average_2dp: 4.5,
  rate_count_detail: [{ review_point: 5, count: 1, ratio: 50 }],
  rank: null,
  lyric_status: "",
  userRating: null,
  circle: { id: 1001, name: "サークル" },
  vas: [{ id: "5f0c7c3e-0000-5000-8000-000000000001", name: "花子" }],
  tags: [{ id: null, name: null }],
};

describe("shapeViolations", () => {
  it("accepts kikoeru's own answers, extra keys included", () => {
    expect(shapeViolations({ ...WORK, memo: {} }, kikoeru.work)).toEqual([]);
    const page = { works: [WORK], pagination: { currentPage: 1, pageSize: 12, totalCount: 1 } };
    expect(shapeViolations(page, kikoeru.worksPage())).toEqual([]);
  });

  it("names a missing key, a changed type, a new null and a number sent as text", () => {
    const { title: _, ...untitled } = WORK;
    expect(shapeViolations(untitled, kikoeru.work)).toEqual(["$.title: missing"]);
    expect(shapeViolations({ ...WORK, nsfw: 1 }, kikoeru.work)).toEqual([
      "$.nsfw: expected boolean, got number 1",
    ]);
    expect(shapeViolations({ ...WORK, release: null }, kikoeru.work)).toEqual([
      "$.release: null, where kikoeru never sends null",
    ]);
    expect(shapeViolations({ ...WORK, price: "1100" }, kikoeru.work)).toEqual([
      '$.price: expected an integer, got string "1100"',
    ]);
    expect(shapeViolations({ ...WORK, dl_count: 1.5 }, kikoeru.work)).toEqual([
      "$.dl_count: expected an integer, got number 1.5",
    ]);
    expect(shapeViolations({ ...WORK, vas: [{ id: 1, name: "x" }] }, kikoeru.work)).toEqual([
      "$.vas[0].id: expected string, got number 1",
    ]);
  });

  it("lets an optional key be absent but never null, and checks records and tagged unions", () => {
    const shape: Shape = obj({ a: optional(num), b: recordOf(num), c: nullable(arrayOf(int)) });
    expect(shapeViolations({ b: { "x/1.mp3": 1.5 }, c: null }, shape)).toEqual([]);
    expect(shapeViolations({ a: null, b: { y: "1" }, c: [1] }, shape)).toEqual([
      "$.a: null, where kikoeru never sends null",
      '$.b.y: expected a number, got string "1"',
    ]);
    const node: Shape = tagged("type", {
      leaf: obj({ type: str }),
      folder: obj({ type: str, children: arrayOf(lazy(() => node)) }),
    });
    const tree = {
      type: "folder",
      children: [{ type: "leaf" }, { type: "folder", children: [{ type: "x" }] }],
    };
    expect(shapeViolations(tree, node)).toEqual([
      '$.children[1].children[0].type: "x" is none of leaf,folder',
    ]);
  });
});
