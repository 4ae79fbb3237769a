import { describe, expect, it } from "vitest";
import { idleDelay } from "./worker-loop.ts";

describe("idleDelay", () => {
  it("stays at the base (±20 %) for the first dozen empty polls", () => {
    expect(idleDelay(5000, 1, () => 0.5)).toBe(5000);
    expect(idleDelay(5000, 12, () => 0)).toBe(4000);
    expect(idleDelay(5000, 12, () => 1)).toBe(6000);
  });

  it("then grows by half per empty poll up to three times the base", () => {
    expect(idleDelay(5000, 13, () => 0.5)).toBe(7500);
    expect(idleDelay(5000, 14, () => 0.5)).toBe(11250);
    expect(idleDelay(5000, 15, () => 0.5)).toBe(15000);
    expect(idleDelay(5000, 500, () => 0.5)).toBe(15000);
  });
});
