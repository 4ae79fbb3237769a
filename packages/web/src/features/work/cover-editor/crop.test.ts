import { describe, expect, it } from "vitest";
import { COVER_RATIO, canSlide, cropBox, outputSize } from "./crop.ts";

describe("cover crop", () => {
  it("cuts a 4:3 box out of a wide image, slid horizontally", () => {
    expect(cropBox(1600, 900, COVER_RATIO.main, 0)).toEqual({ x: 0, y: 0, width: 1200, height: 900 });
    expect(cropBox(1600, 900, COVER_RATIO.main, 0.5)).toEqual({ x: 200, y: 0, width: 1200, height: 900 });
    expect(cropBox(1600, 900, COVER_RATIO.main, 1)).toEqual({ x: 400, y: 0, width: 1200, height: 900 });
  });

  it("cuts a square out of a tall image, slid vertically, the offset clamped", () => {
    expect(cropBox(300, 500, COVER_RATIO.sam, 1)).toEqual({ x: 0, y: 200, width: 300, height: 300 });
    expect(cropBox(300, 500, COVER_RATIO.sam, 7)).toEqual(cropBox(300, 500, COVER_RATIO.sam, 1));
    expect(cropBox(300, 500, COVER_RATIO.sam, -1)).toEqual(cropBox(300, 500, COVER_RATIO.sam, 0));
  });

  it("keeps main at the cut's resolution and makes sam 100x100", () => {
    const box = cropBox(1200, 900, COVER_RATIO.main, 0.5);
    expect(outputSize(box, "main")).toEqual({ width: 1200, height: 900 });
    expect(outputSize(box, "sam")).toEqual({ width: 100, height: 100 });
    expect(canSlide(1200, 900, COVER_RATIO.main)).toBe(false);
    expect(canSlide(1200, 900, COVER_RATIO.sam)).toBe(true);
  });
});
