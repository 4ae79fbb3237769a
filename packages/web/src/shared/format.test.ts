import { describe, expect, test } from "vitest";
import { durationText, formatClock, formatSize, splitDuration } from "./format.ts";

describe("durations", () => {
  test("x小时y分钟 counts minutes within the hour", () => {
    expect(durationText(4500)).toEqual({ key: "hoursMinutes", hours: 1, minutes: 15 });
    expect(durationText(7199)).toEqual({ key: "hoursMinutes", hours: 1, minutes: 59 });
    expect(durationText(3600)).toEqual({ key: "hoursMinutes", hours: 1, minutes: 0 });
  });

  test("under an hour shows minutes and seconds, under a minute seconds", () => {
    expect(durationText(75.4)).toEqual({ key: "minutesSeconds", minutes: 1, seconds: 15 });
    expect(durationText(42.9)).toEqual({ key: "seconds", seconds: 42 });
    expect(durationText(0)).toEqual({ key: "seconds", seconds: 0 });
    expect(durationText(Number.NaN)).toEqual({ key: "seconds", seconds: 0 });
    expect(durationText(-3)).toEqual({ key: "seconds", seconds: 0 });
  });

  test("clock format", () => {
    expect(formatClock(75)).toBe("01:15");
    expect(formatClock(3725)).toBe("1:02:05");
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });

  test("sizes with one decimal", () => {
    expect(formatSize(512)).toBe("512 B");
    expect(formatSize(1536)).toBe("1.5 KB");
    expect(formatSize(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});
