import { describe, expect, it } from "vitest";
import { type Locale, workPageHtml } from "../../test/fakes/dlsite-html.ts";
import { type FakeWork, fakeWork } from "../../test/fakes/metadata-server.ts";
import { SJIS_NAME } from "../../test/library/fixtures.ts";
import { NAME_ID_BASE, nameOnlyId, uuidV5, vaIdOf } from "./ids.ts";
import { parseImportantOption, pickImportantFolder } from "./important.ts";
import { parseWorkPage } from "./metadata/dlsite-page.ts";
import { coverUrl } from "./metadata/dlsite-urls.ts";
import { normaliseDate } from "./metadata/types.ts";
import { decodeName } from "./names.ts";
import { hasMatchingLyric, lyricStatusOf } from "./work-summary.ts";

describe("file name decoding", () => {
  it("keeps UTF-8 and repairs Shift_JIS and GBK names", () => {
    expect(decodeName(Buffer.from("耳かき.wav"))).toEqual({ name: "耳かき.wav", utf8: true });
    expect(decodeName(SJIS_NAME)).toEqual({ name: "トラック01.wav", utf8: false });
    // 晴天 in GBK: C7E7 CCEC.
    expect(decodeName(Buffer.from([0xc7, 0xe7, 0xcc, 0xec]))).toEqual({ name: "晴天", utf8: false });
  });
});

describe("ids", () => {
  it("computes RFC 4122 v5 UUIDs (the DNS test vector) and kikoeru's VA ids", () => {
    expect(uuidV5("www.example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe(
      "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    );
    expect(vaIdOf("青空みなみ")).toBe(uuidV5("青空みなみ", "699d9c07-b965-4399-bafd-18a3cacf073c"));
  });

  it("derives stable, exact, out-of-range ids for name-only circles and tags", () => {
    const id = nameOnlyId("tag", "睡眠");
    expect(id).toBe(nameOnlyId("tag", "睡眠"));
    expect(id).not.toBe(nameOnlyId("circle", "睡眠"));
    expect(id).toBeGreaterThanOrEqual(NAME_ID_BASE);
    expect(Number.isSafeInteger(id)).toBe(true);
  });
});

describe("importantWorkTreeOption", () => {
  const files = [
    { path: "mp3/01.mp3", duration: 60 },
    { path: "mp3/02.mp3", duration: 60 },
    { path: "wav/01.wav", duration: 60 },
    { path: "wav/02.wav", duration: 60 },
    { path: "wav/bonus/03.wav", duration: 300 },
    { path: "readme.txt", duration: null },
  ];
  it("is off, or picks the folder with the most matching files or playing time", () => {
    expect(parseImportantOption("off")).toBeNull();
    expect(parseImportantOption("time:(")).toBeNull();
    expect(pickImportantFolder(files, parseImportantOption("count:mp3$"))).toBe("mp3");
    expect(pickImportantFolder(files, parseImportantOption("time:(mp3|wav)$"))).toBe("wav/bonus");
    expect(pickImportantFolder(files, parseImportantOption("count:(mp3|wav)$"))).toBe("mp3");
    expect(pickImportantFolder(files, parseImportantOption("count:FLAC$"))).toBeNull();
  });
});

describe("lyrics", () => {
  it("matches 01.lrc and 01.mp3.lrc to 01.mp3 anywhere in the work", () => {
    const audio = { path: "mp3/01.mp3", type: "audio", duration: 1 };
    expect(hasMatchingLyric([audio, { path: "lrc/01.lrc", type: "text", duration: null }])).toBe(true);
    expect(hasMatchingLyric([audio, { path: "01.MP3.vtt", type: "text", duration: null }])).toBe(true);
    expect(hasMatchingLyric([audio, { path: "02.lrc", type: "text", duration: null }])).toBe(false);
    expect(lyricStatusOf("ai", true)).toBe("ai_local");
    expect(lyricStatusOf("ai_local", false)).toBe("ai");
    expect(lyricStatusOf("local", false)).toBe("");
  });
});

describe("DLsite work page", () => {
  it("reads title, circle, date, age, series, genres and voice actors in every page language", () => {
    const work = fakeWork(123456, { series: "SRI0000012345", nsfw: false, vas: ["青空みなみ", "白石りん"] });
    for (const locale of ["ja-jp", "zh-cn", "zh-tw"] as const) {
      const page = parseWorkPage(workPageHtml("https://www.dlsite.com", work, locale), 123456);
      expect(page, locale).toEqual({
        title: work.title,
        circle: work.circle,
        age: "general",
        release: "2022-04-05",
        series: "SRI0000012345",
        tags: work.tags.map((t) => ({ id: t.id, name: t.names[locale] })),
        vas: ["青空みなみ", "白石りん"],
        cover: { sourceId: 123456, noImage: false },
      });
    }
  });

  it("reads the age category: 18禁 adults only, R-15, all ages", () => {
    const age = (patch: Partial<FakeWork>, locale: Locale) =>
      parseWorkPage(workPageHtml("https://www.dlsite.com", fakeWork(123456, patch), locale), 123456)?.age;
    for (const locale of ["ja-jp", "zh-cn", "zh-tw"] as const) {
      expect(age({ nsfw: true }, locale), locale).toBe("adult");
      expect(age({ nsfw: false, r15: true }, locale), locale).toBe("r15");
      expect(age({ nsfw: false }, locale), locale).toBe("general");
    }
  });

  it("builds image URLs with the bucket rounded up to 1000", () => {
    expect(coverUrl("https://img.dlsite.jp", 123456, "main")).toBe(
      "https://img.dlsite.jp/modpub/images2/work/doujin/RJ124000/RJ123456_img_main.jpg",
    );
    expect(coverUrl("https://img.dlsite.jp", 1_235_000, "240x240")).toBe(
      "https://img.dlsite.jp/resize/images2/work/doujin/RJ01235000/RJ01235000_img_main_240x240.jpg",
    );
    expect(normaliseDate("2020年1月2日 0時")).toBe("2020-01-02");
  });
});
