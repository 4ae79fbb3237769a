import { formatWorkCode, workIdOf } from "@kikoeru/contract";
import { describe, expect, test } from "vitest";
import { dlsiteUrl, labelHref } from "./links.ts";

const BJ = workIdOf({ prefix: "BJ", number: 1234567 });
const VJ = workIdOf({ prefix: "VJ", number: 123456 });

describe("work codes and DLsite links", () => {
  test("cards show the real code: RJ, BJ or VJ with 6 or 8 digits, never the numeric id", () => {
    expect(formatWorkCode(123456)).toBe("RJ123456");
    expect(formatWorkCode(1234567)).toBe("RJ01234567");
    expect(formatWorkCode(BJ)).toBe("BJ01234567");
    expect(formatWorkCode(VJ)).toBe("VJ123456");
  });

  test("links each code to its DLsite shop: adults-only RJ on maniax, the rest of RJ on home", () => {
    expect(dlsiteUrl(1234567, true)).toBe("https://www.dlsite.com/maniax/work/=/product_id/RJ01234567.html");
    expect(dlsiteUrl(123456, false)).toBe("https://www.dlsite.com/home/work/=/product_id/RJ123456.html");
    expect(dlsiteUrl(BJ, true)).toBe("https://www.dlsite.com/books/work/=/product_id/BJ01234567.html");
    expect(dlsiteUrl(VJ, false)).toBe("https://www.dlsite.com/pro/work/=/product_id/VJ123456.html");
  });

  test("links a label to its works list", () => {
    expect(labelHref("va", "a/b")).toBe("/works?vaId=a%2Fb");
    expect(labelHref("circle", 12)).toBe("/works?circleId=12");
  });
});
