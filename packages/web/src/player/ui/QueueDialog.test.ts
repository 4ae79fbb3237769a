import { describe, expect, test } from "vitest";
import { dropIndex } from "./QueueDialog.tsx";

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
