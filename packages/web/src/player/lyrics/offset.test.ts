import { describe, expect, test } from "vitest";
import { normalizeOffset, offsetStorage, SyncMeasure } from "./offset.ts";

describe("lyric offset", () => {
  test("rounded to 4 decimals, empty or invalid is 0", () => {
    expect(normalizeOffset("0.123456")).toBe(0.1235);
    expect(normalizeOffset("")).toBe(0);
    expect(normalizeOffset("  ")).toBe(0);
    expect(normalizeOffset("abc")).toBe(0);
    expect(normalizeOffset(-1.00004)).toBe(-1);
    expect(normalizeOffset(0.1 + 0.2)).toBe(0.3);
  });

  test("remembered per track", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    expect(offsetStorage.read("1/0", storage)).toBe(0);
    offsetStorage.write("1/0", 0.5, storage);
    offsetStorage.write("1/1", -1.2, storage);
    expect(offsetStorage.read("1/0", storage)).toBe(0.5);
    expect(offsetStorage.read("1/1", storage)).toBe(-1.2);
    offsetStorage.write("1/0", 0, storage);
    expect(JSON.parse(map.get("kikoeru-lyric-offsets") ?? "")).toEqual({ "1/1": -1.2 });
    map.set("kikoeru-lyric-offsets", "{broken");
    expect(offsetStorage.read("1/1", storage)).toBe(0);
  });
});

describe("sync helper", () => {
  test("ready → measure → done; voice first gives a positive correction added to the offset", () => {
    const sync = new SyncMeasure();
    expect(sync.phase).toBe("ready");
    sync.mark("audio", 1000);
    expect(sync.phase).toBe("measure");
    sync.mark("lyric", 1750);
    expect(sync.phase).toBe("done");
    expect(sync.correction).toBe(0.75);
    expect(sync.apply(0.5)).toBe(1.25);
  });

  test("lyric first gives a negative correction; reset starts over", () => {
    const sync = new SyncMeasure();
    sync.mark("lyric", 0);
    sync.mark("audio", 1234.56);
    expect(sync.correction).toBe(-1.2346);
    expect(sync.apply(0)).toBe(-1.2346);
    sync.reset();
    expect(sync).toMatchObject({ phase: "ready", first: null, correction: 0 });
  });
});
