import { describe, expect, it } from "vitest";
import { parseRange } from "./range.ts";

describe("parseRange", () => {
  it.each([
    [undefined, 100, { kind: "whole" }],
    ["bytes=0-9", 100, { kind: "part", start: 0, end: 9 }],
    ["bytes=90-", 100, { kind: "part", start: 90, end: 99 }],
    ["bytes=-10", 100, { kind: "part", start: 90, end: 99 }],
    ["bytes=-500", 100, { kind: "part", start: 0, end: 99 }],
    ["bytes=50-1000", 100, { kind: "part", start: 50, end: 99 }],
    ["BYTES=1-1", 100, { kind: "part", start: 1, end: 1 }],
    ["bytes=100-", 100, { kind: "unsatisfiable" }],
    ["bytes=200-300", 100, { kind: "unsatisfiable" }],
    ["bytes=-0", 100, { kind: "unsatisfiable" }],
    ["bytes=-5", 0, { kind: "unsatisfiable" }],
    ["bytes=9-0", 100, { kind: "whole" }],
    ["bytes=0-1,5-6", 100, { kind: "whole" }],
    ["bytes=-", 100, { kind: "whole" }],
    ["bytes=a-b", 100, { kind: "whole" }],
    ["items=0-1", 100, { kind: "whole" }],
  ])("%s of %d bytes", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
