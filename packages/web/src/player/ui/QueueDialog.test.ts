import { describe, expect, test } from "vitest";
import { queueKeys } from "./queue-keys.ts";
import { dropIndex } from "./use-queue-drag.ts";

describe("queue drag", () => {
  const middles = [20, 60, 100, 140];
  test("a row lands past every midpoint the pointer crossed", () => {
    expect(dropIndex(middles, 45, 3)).toBe(1);
    expect(dropIndex(middles, 10, 3)).toBe(0);
    expect(dropIndex(middles, 125, 3)).toBe(3);
    expect(dropIndex(middles, 105, 0)).toBe(2);
    expect(dropIndex(middles, 500, 0)).toBe(3);
    expect(dropIndex(middles, 30, 0)).toBe(0);
  });
});

describe("queue keys", () => {
  test("a track queued twice gets distinct keys", () => {
    const track = (hash: string) => ({ hash, title: hash, subtitle: null, workTitle: "w", workId: 1 });
    expect(queueKeys([track("1/0"), track("1/1"), track("1/0")])).toEqual(["1/0#0", "1/1#0", "1/0#1"]);
  });
});
