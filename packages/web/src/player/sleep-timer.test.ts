import { describe, expect, test } from "vitest";
import { clockEnd, countdownEnd, sleepDue, sleepPresets, sleepStorage } from "./sleep-timer.ts";

describe("sleep timer", () => {
  const now = new Date(2026, 10, 21, 22, 30, 15).getTime();

  test("presets are the spec's minutes", () => {
    expect(sleepPresets).toEqual([0, 1, 3, 5, 10, 20, 30, 45, 60, 90, 120]);
  });

  test("countdown ends minutes from now; 0 or less is refused", () => {
    expect(countdownEnd(30, now)).toEqual({ ok: true, end: now + 30 * 60_000 });
    expect(countdownEnd(0, now)).toEqual({ ok: false });
    expect(countdownEnd(-5, now)).toEqual({ ok: false });
    expect(countdownEnd(Number.NaN, now)).toEqual({ ok: false });
  });

  test("a clock time later today is today, an earlier one is tomorrow", () => {
    expect(new Date(clockEnd(23, 0, now))).toEqual(new Date(2026, 10, 21, 23, 0, 0));
    expect(new Date(clockEnd(7, 15, now))).toEqual(new Date(2026, 10, 22, 7, 15, 0));
    expect(new Date(clockEnd(22, 30, now))).toEqual(new Date(2026, 10, 22, 22, 30, 0));
  });

  test("due once the end has passed", () => {
    expect(sleepDue(null, now)).toBe(false);
    expect(sleepDue(now + 1, now)).toBe(false);
    expect(sleepDue(now, now)).toBe(true);
    expect(sleepDue(now - 60_000, now)).toBe(true);
  });

  test("the end time lives in session storage", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
    expect(sleepStorage.read(storage)).toBeNull();
    sleepStorage.write(now, storage);
    expect(sleepStorage.read(storage)).toBe(now);
    sleepStorage.write(null, storage);
    expect(sleepStorage.read(storage)).toBeNull();
    map.set("kikoeru-sleep-end", "garbage");
    expect(sleepStorage.read(storage)).toBeNull();
  });
});
