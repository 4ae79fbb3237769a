import { describe, expect, test } from "vitest";
import { visualizerWarning } from "./visualizer.ts";

describe("visualizer warnings", () => {
  test("iOS 17.3 and later warn about background autoplay, older mobile Safari about silence", () => {
    const ios = (version: string, browser = "Version/17.0 Mobile/15E148 Safari/604.1") =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`;
    expect(visualizerWarning(ios("17_3"))).toBe("ios");
    expect(visualizerWarning(ios("18_0"))).toBe("ios");
    expect(visualizerWarning(ios("17_2"))).toBe("safari");
    expect(visualizerWarning(ios("16_6", "CriOS/120.0 Mobile/15E148 Safari/604.1"))).toBeNull();
    expect(
      visualizerWarning(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36",
      ),
    ).toBeNull();
  });
});
