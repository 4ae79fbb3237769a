import { describe, expect, it } from "vitest";
import { encodeLegacy } from "../../test/media/legacy-encoding.ts";
import { decodeText, detectTextEncoding } from "./text-encoding.ts";

const JAPANESE = "[00:01.00]夜に駆ける、君の声が聞こえる。\n[00:05.50]おやすみなさい、また明日。\n";
const SIMPLIFIED = "[00:01.00]月亮代表我的心，你问我爱你有多深。\n[00:05.00]我爱你有几分，我的情也真。\n";
const TRADITIONAL = "[00:01.00]月亮代表我的心，你問我愛你有多深。\n[00:05.00]我愛你有幾分，我的情也真。\n";

const utf16 = (text: string, bom: boolean, bigEndian: boolean) => {
  const le = Buffer.from(text, "utf16le");
  const bytes = bigEndian ? Buffer.from(le).swap16() : le;
  const mark = bigEndian ? [0xfe, 0xff] : [0xff, 0xfe];
  return bom ? Buffer.concat([Buffer.from(mark), bytes]) : bytes;
};

describe("detectTextEncoding / decodeText", () => {
  it.each([
    ["UTF-8", Buffer.from(JAPANESE), "utf-8", JAPANESE],
    [
      "UTF-8 with BOM",
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JAPANESE)]),
      "utf-8",
      JAPANESE,
    ],
    ["UTF-16LE with BOM", utf16(JAPANESE, true, false), "utf-16le", JAPANESE],
    ["UTF-16BE with BOM", utf16(SIMPLIFIED, true, true), "utf-16be", SIMPLIFIED],
    [
      "UTF-16LE without BOM (ASCII-heavy)",
      utf16("[00:01.00]Hello 世界\n", false, false),
      "utf-16le",
      "[00:01.00]Hello 世界\n",
    ],
    ["Shift_JIS", encodeLegacy(JAPANESE, "shift_jis"), "shift_jis", JAPANESE],
    ["GBK", encodeLegacy(SIMPLIFIED, "gbk"), "gbk", SIMPLIFIED],
    ["Big5", encodeLegacy(TRADITIONAL, "big5"), "big5", TRADITIONAL],
    ["ASCII", Buffer.from("[00:01.00]hello\n"), "utf-8", "[00:01.00]hello\n"],
  ])("reads %s", (_name, bytes, encoding, text) => {
    expect(detectTextEncoding(bytes)).toBe(encoding);
    expect(decodeText(bytes)).toEqual({ text, encoding });
  });

  it("tells short Shift_JIS and GBK lines apart", () => {
    expect(decodeText(encodeLegacy("東京の夜", "shift_jis")).text).toBe("東京の夜");
    expect(decodeText(encodeLegacy("后来", "gbk")).text).toBe("后来");
    expect(decodeText(encodeLegacy("晴天，下雨了", "gbk")).text).toBe("晴天，下雨了");
    expect(decodeText(encodeLegacy("繁體中文歌詞", "big5")).text).toBe("繁體中文歌詞");
  });

  it("decides on a sample but decodes the whole file, even past a split character", () => {
    const long = encodeLegacy(`${"あ".repeat(40_000)}終わり`, "shift_jis");
    expect(decodeText(long).text.endsWith("あ終わり")).toBe(true);
  });
});
