import { describe, expect, it } from "vitest";
import { VersionedCache, VersionedLoads } from "./cache.ts";

describe("VersionedCache", () => {
  it("keeps entries while the version holds and empties on a new version", () => {
    const cache = new VersionedCache<string, number>(10);
    cache.set(1, "a", 1);
    expect(cache.peek(1, "a")).toBe(1);
    expect(cache.peek(2, "a")).toBeUndefined();
    // Going back to the old version does not bring its entries back.
    expect(cache.peek(1, "a")).toBeUndefined();
  });

  it("holds at most `max` entries, dropping the least recently used first", () => {
    const cache = new VersionedCache<string, number>(2);
    cache.set(1, "a", 1);
    cache.set(1, "b", 2);
    expect(cache.peek(1, "a")).toBe(1);
    cache.set(1, "c", 3);
    expect(cache.peek(1, "b")).toBeUndefined();
    expect(cache.peek(1, "a")).toBe(1);
    expect(cache.peek(1, "c")).toBe(3);
  });

  it("forgets a key only while it still holds the same value in the same version", () => {
    const cache = new VersionedCache<string, number>(10);
    cache.set(1, "a", 1);
    cache.forget(1, "a", 2);
    cache.forget(2, "a", 1);
    expect(cache.peek(1, "a")).toBe(1);
    cache.forget(1, "a", 1);
    expect(cache.peek(1, "a")).toBeUndefined();
  });
});

describe("VersionedLoads", () => {
  it("shares one load between requests for a key and loads again for a new version", async () => {
    const loads = new VersionedLoads<string, number>(10);
    let calls = 0;
    const load = async () => ++calls;
    const [first, second] = await Promise.all([loads.get(1, "k", load), loads.get(1, "k", load)]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    expect(await loads.get(1, "k", load)).toBe(1);
    expect(await loads.get(2, "k", load)).toBe(2);
    expect(calls).toBe(2);
  });

  it("forgets a failed load so the next request tries again", async () => {
    const loads = new VersionedLoads<string, number>(10);
    await expect(loads.get(1, "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await loads.get(1, "k", async () => 7)).toBe(7);
  });

  it("loads again a key dropped past the bound", async () => {
    const loads = new VersionedLoads<number, number>(2);
    let calls = 0;
    const load = async () => ++calls;
    for (const key of [1, 2, 3]) await loads.get(1, key, load);
    expect(await loads.get(1, 3, load)).toBe(3);
    expect(await loads.get(1, 1, load)).toBe(4);
    expect(calls).toBe(4);
  });
});
