import { describe, expect, test } from "vitest";
import { isActive, statusName, taskPercent } from "./status.ts";

describe("AI lyric task status", () => {
  test("names kikoeru's numbers and treats anything else as none", () => {
    expect([1, 2, 3, 4, 0, 10].map(statusName)).toEqual([
      "pending",
      "transcribing",
      "success",
      "error",
      "none",
      "none",
    ]);
  });

  test("pending reads 10 %, transcribing 50 % unless the worker reports progress", () => {
    expect(taskPercent(1, null)).toBe(10);
    expect(taskPercent(2, null)).toBe(50);
    expect(taskPercent(2, 73)).toBe(73);
    expect(taskPercent(3, null)).toBe(100);
    expect(taskPercent(0, null)).toBe(0);
  });

  test("polls only while pending or transcribing", () => {
    expect([0, 1, 2, 3, 4].map(isActive)).toEqual([false, true, true, false, false]);
  });
});
