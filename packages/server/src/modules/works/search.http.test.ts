import { worksResponseSchema } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BJ_OFFSET,
  type Catalog,
  createCatalog,
  expectInvalid,
  HANAKO,
  idOf,
  ids,
  ok,
  TARO,
  VISIBLE,
} from "../../../test/catalog/fixture.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());

const search = async (keyword: string, query = "") =>
  ok(
    await catalog.get(`/api/search?pageSize=100&keyword=${encodeURIComponent(keyword)}${query}`),
    worksResponseSchema,
  );
const found = async (keyword: string, query = "") => ids(await search(keyword, query)).sort();
const advanced = (terms: unknown, query = "") =>
  catalog.get(
    `/api/search?pageSize=100&isAdvance=1&keyword=${encodeURIComponent(JSON.stringify(terms))}${query}`,
  );
const sorted = (...names: Parameters<typeof idOf>[0][]) => names.map(idOf).sort();

describe("GET /api/search (plain keyword)", () => {
  it("matches titles regardless of case, full/half width and hiragana/katakana", async () => {
    // The last one through its circle, ささやき工房.
    const whisper = sorted("mori", "halfWidth", "exact", "code");
    expect(await found("ささやき")).toEqual(whisper);
    expect(await found("ササヤキ")).toEqual(whisper);
    expect(await found("ｻｻﾔｷ")).toEqual(whisper);
    expect(await found("sleep")).toEqual(sorted("sleep"));
    expect(await found("SLEEP")).toEqual(sorted("sleep"));
    expect(await found("ｓｌｅｅｐ")).toEqual(sorted("sleep"));
    expect(await found("half width")).toEqual(sorted("halfWidth"));
  });

  it("matches circle, voice actor and tag names", async () => {
    expect(await found("ひだまり")).toEqual(sorted("mori", "sleep", "twin"));
    expect(await found("ヒダマリ")).toEqual(sorted("mori", "sleep", "twin"));
    expect(await found("太郎")).toEqual(sorted("asmr", "halfWidth"));
    expect(await found("asmr")).toEqual(sorted("asmr", "halfWidth"));
    expect(await found("癒し")).toEqual(sorted("mori", "bj", "twin"));
  });

  it("finds 1- and 2-character queries, including at the very end of the indexed text", async () => {
    expect(await found("森")).toEqual(sorted("mori", "twin"));
    expect(await found("山田")).toEqual(sorted("bj", "exact"));
    expect(await found("工房")).toEqual(sorted("exact", "code"));
    expect(await found("房")).toEqual(sorted("exact", "code"));
    expect(await found("s")).toEqual(sorted("asmr", "sleep", "halfWidth", "bj"));
  });

  it("requires every word of the keyword", async () => {
    expect(await found("ささやき 森")).toEqual(sorted("mori"));
    expect(await found("森 花子")).toEqual(sorted("mori", "twin"));
    expect(await found("森 太郎")).toEqual([]);
    expect(await found("  ")).toEqual(VISIBLE.map((w) => w.id).sort());
  });

  it("finds a work by its code, with or without prefix, listing the exact code first", async () => {
    for (const keyword of ["RJ01234567", "rj01234567", "01234567", "ＲＪ０１２３４５６７"]) {
      expect(ids(await search(keyword))[0], keyword).toBe(idOf("sleep"));
    }
    const byNumber = ids(await search("123456"));
    expect(byNumber[0]).toBe(idOf("code"));
    expect(byNumber).toContain(idOf("sleep"));
    expect(await found("RJ123456")).toEqual(sorted("code"));
    expect(await found("BJ100005")).toEqual(sorted("bj"));
    expect(ids(await search("100005"))[0]).toBe(BJ_OFFSET + 100005);
    expect(ids(await search("番号 123456"))).toEqual([idOf("code")]);
  });

  it("finds the work of a prefixed code anywhere in the keyword, ignoring the rest as kikoeru does", async () => {
    for (const keyword of [
      "【RJ123456】",
      "RJ123456.zip",
      "[ささやき工房] RJ123456 関係ない言葉",
      "https://www.dlsite.com/maniax/work/=/product_id/RJ123456.html",
    ]) {
      expect(await found(keyword), keyword).toEqual(sorted("code"));
    }
    expect(await found("RJ123456 BJ100005")).toEqual(sorted("code", "bj"));
    // Seven digits, or a code glued to other letters, is not a code: the words are searched as text.
    expect(await found("RJ1234567")).toEqual([]);
    expect(await found("xRJ123456")).toEqual([]);
  });

  it("lists an exact title first, then the other matches in the chosen order", async () => {
    const byRelease = ids(await search("ささやき"));
    expect(byRelease).toEqual([idOf("exact"), idOf("mori"), idOf("code"), idOf("halfWidth")]);
    const byPrice = ids(await search("ささやき", "&order=price&sort=asc"));
    expect(byPrice[0]).toBe(idOf("exact"));
    const pageTwo = ok(
      await catalog.get("/api/search?keyword=ささやき&pageSize=1&page=2"),
      worksResponseSchema,
    );
    expect(ids(pageTwo)).toEqual([idOf("mori")]);
    expect(pageTwo.pagination).toEqual({ currentPage: 2, pageSize: 1, totalCount: 4 });
  });

  it("applies nsfw and lyric filters to every way a work can match", async () => {
    // 耳かき: the title of an adults-only work, a tag of an all-ages one.
    expect(await found("耳かき")).toEqual(sorted("mori", "asmr"));
    expect(await found("耳かき", "&nsfw=1")).toEqual(sorted("mori"));
    expect(await found("耳かき", "&nsfw=2")).toEqual(sorted("asmr"));
    expect(await found("ひだまり", "&lyric=ai")).toEqual(sorted("sleep"));
    expect(await found("RJ01234567", "&nsfw=1")).toEqual([]);
    expect((await search("耳かき", "&nsfw=1")).pagination.totalCount).toBe(1);
    // 番号: the title of the R-15 work.
    expect(await found("番号", "&age=r15")).toEqual(sorted("code"));
    expect(await found("番号", "&age=general")).toEqual([]);
  });

  it("treats LIKE wildcards and FTS syntax in the keyword as plain text", async () => {
    expect(await found("%")).toEqual(sorted("bj"));
    expect(await found("_")).toEqual(sorted("bj"));
    expect(await found("100%_t")).toEqual(sorted("bj"));
    expect(await found("ささ%")).toEqual([]);
    expect(await found('"ささやき')).toEqual([]);
    expect(await found("ささやき OR 耳かき")).toEqual([]);
    expect(await found("NEAR(ささやき)")).toEqual([]);
    expect(await found("森*")).toEqual([]);
  });

  it("never shows missing works", async () => {
    expect(await found("消えた")).toEqual([]);
    expect(await found("RJ100006")).toEqual([]);
  });

  it("accepts the keyword in the path", async () => {
    const body = ok(
      await catalog.get(`/api/search/${encodeURIComponent("ササヤキ")}?order=id&sort=asc`),
      worksResponseSchema,
    );
    expect(ids(body)).toEqual(sorted("mori", "exact", "halfWidth", "code").sort((a, b) => a - b));
    const code = ok(await catalog.get("/api/search/RJ01234567"), worksResponseSchema);
    expect(ids(code)).toEqual([idOf("sleep")]);
  });

  it("validates its parameters", async () => {
    expectInvalid(await catalog.get("/api/search?keyword=x&order=name"), "order");
    expectInvalid(await catalog.get("/api/search?keyword=x&nsfw=9"), "nsfw");
    expectInvalid(await catalog.get(`/api/search?keyword=${"x".repeat(300)}`), "keyword");
  });
});

describe("GET /api/search?isAdvance=1", () => {
  it("intersects fuzzy terms", async () => {
    const body = ok(
      await advanced([
        { t: 1, d: "ささやき", name: "ささやき" },
        { t: 1, d: "花子" },
      ]),
      worksResponseSchema,
    );
    expect(ids(body)).toEqual([idOf("mori")]);
    expect(ids(ok(await advanced([{ t: 1, d: "森" }]), worksResponseSchema)).sort()).toEqual(
      sorted("mori", "twin"),
    );
  });

  it("matches voice actors, tags and circles by id or exact name", async () => {
    const by = async (terms: unknown) => ids(ok(await advanced(terms), worksResponseSchema)).sort();
    expect(await by([{ t: 2, d: TARO.id }])).toEqual(sorted("asmr", "halfWidth"));
    expect(await by([{ t: 2, d: "太郎", name: "太郎" }])).toEqual(sorted("asmr", "halfWidth"));
    expect(await by([{ t: 2, d: "太" }])).toEqual([]);
    expect(await by([{ t: 3, d: 2 }])).toEqual(sorted("mori", "asmr"));
    expect(await by([{ t: 3, d: "耳かき" }])).toEqual(sorted("mori", "asmr"));
    expect(await by([{ t: 4, d: "1002" }])).toEqual(sorted("asmr", "halfWidth"));
    expect(await by([{ t: 4, d: "サークルB" }])).toEqual(sorted("asmr", "halfWidth"));
    expect(await by([{ t: 5, d: "RJ01234567" }])).toEqual(sorted("sleep"));
    expect(await by([{ t: 5, d: "123456" }])).toEqual(sorted("code"));
  });

  it("requires every term, of any type, and applies the filters", async () => {
    const terms = [
      { t: 2, d: HANAKO.id },
      { t: 3, d: "耳かき" },
      { t: 4, d: "ひだまりサークル" },
    ];
    expect(ids(ok(await advanced(terms), worksResponseSchema))).toEqual([idOf("mori")]);
    expect(ids(ok(await advanced([...terms, { t: 1, d: "s" }]), worksResponseSchema))).toEqual([]);
    expect(
      ids(
        ok(
          await advanced(
            [
              { t: 2, d: HANAKO.id },
              { t: 1, d: "森" },
            ],
            "&nsfw=1&order=id&sort=asc",
          ),
          worksResponseSchema,
        ),
      ),
    ).toEqual([idOf("mori"), idOf("twin")]);
    expect(ids(ok(await advanced([{ t: 2, d: HANAKO.id }], "&nsfw=2"), worksResponseSchema))).toEqual([
      idOf("asmr"),
    ]);
  });

  it("takes long term lists: voice actors by UUID with their names, up to the term limit", async () => {
    const many = [
      { t: 2, d: HANAKO.id, name: "花子" },
      { t: 3, d: "耳かき", name: "耳かき" },
      { t: 4, d: "ひだまりサークル", name: "ひだまりサークル" },
      ...Array.from({ length: 15 }, () => ({ t: 2, d: HANAKO.id, name: "花子（ささやき担当の声優さん）" })),
    ];
    expect(JSON.stringify(many).length).toBeGreaterThan(1000);
    expect(ids(ok(await advanced(many), worksResponseSchema))).toEqual([idOf("mori")]);
    const tooMany = Array.from({ length: 21 }, () => ({ t: 2, d: HANAKO.id }));
    expectInvalid(await advanced(tooMany), "keyword");
    expectInvalid(await advanced([{ t: 1, d: "x".repeat(300) }]), "keyword");
  });

  it("lists every work for an empty term list", async () => {
    expect(ok(await advanced([]), worksResponseSchema).pagination.totalCount).toBe(VISIBLE.length);
  });

  it("answers malformed terms with 400 instead of a server error", async () => {
    for (const keyword of [
      "not json",
      "{}",
      '[{"t":9,"d":"x"}]',
      '[{"t":1,"d":""}]',
      '[{"t":1}]',
      '[{"t":5,"d":"abc"}]',
    ]) {
      expectInvalid(
        await catalog.get(`/api/search?isAdvance=1&keyword=${encodeURIComponent(keyword)}`),
        "keyword",
      );
    }
  });

  it("binds every value: injection attempts match nothing and break nothing", async () => {
    const attacks = [
      "' OR 1=1 --",
      '" OR ""="',
      "1); DROP TABLE works; --",
      "%' UNION SELECT name FROM users --",
    ];
    for (const d of attacks) {
      for (const t of [1, 2, 3, 4]) {
        const body = ok(await advanced([{ t, d, name: d }]), worksResponseSchema);
        expect(body.works, `${t} ${d}`).toEqual([]);
      }
      expect(await found(d)).toEqual([]);
    }
    expect(ok(await catalog.get("/api/works"), worksResponseSchema).pagination.totalCount).toBe(
      VISIBLE.length,
    );
  });
});
