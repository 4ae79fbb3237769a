import { describe, expect, it } from "vitest";
import { contentDisposition } from "./disposition.ts";

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("attachment", "01 夜に駆ける.mp3")).toBe(
      `attachment; filename="01 _____.mp3"; filename*=UTF-8''01%20%E5%A4%9C%E3%81%AB%E9%A7%86%E3%81%91%E3%82%8B.mp3`,
    );
  });

  it("escapes quotes, backslashes and the characters RFC 5987 reserves", () => {
    expect(contentDisposition("inline", `a"b\\c'(1)*.txt`)).toBe(
      `inline; filename="a_b_c'(1)*.txt"; filename*=UTF-8''a%22b%5Cc%27%281%29%2A.txt`,
    );
  });

  it("survives a lone surrogate", () => {
    expect(contentDisposition("inline", "x\ud800.txt")).toContain("filename*=UTF-8''x%EF%BF%BD.txt");
  });
});
