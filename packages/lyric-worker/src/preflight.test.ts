import { describe, expect, it } from "vitest";
import { checkMemory, PreflightError } from "./preflight.ts";

const MB = 1024 * 1024;

describe("the memory check", () => {
  it("refuses when clearly short for the model and names both figures", () => {
    expect(() => checkMemory(487 * MB, 600 * MB)).toThrow(PreflightError);
    expect(() => checkMemory(487 * MB, 600 * MB)).toThrow(/约需 1174 MB，当前只有 600 MB/);
  });

  it("lets a model start that fits", () => {
    expect(() => checkMemory(77 * MB, 360 * MB)).not.toThrow();
  });
});
