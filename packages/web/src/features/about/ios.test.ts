import { describe, expect, test } from "vitest";
import { isAffectedIos } from "./ios.ts";

const iphone = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1`;

describe("iOS autoplay warning", () => {
  test("warns from iOS 17.3 on iPhone and iPadOS", () => {
    expect(isAffectedIos(iphone("17_3"), 5)).toBe(true);
    expect(isAffectedIos(iphone("18_0"), 5)).toBe(true);
    expect(isAffectedIos(iphone("17_2_1"), 5)).toBe(false);
    const ipad =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
    expect(isAffectedIos(ipad, 5)).toBe(true);
  });

  test("does not warn on desktops", () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
    expect(isAffectedIos(mac, 0)).toBe(false);
    expect(isAffectedIos("Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0", 0)).toBe(false);
  });
});
