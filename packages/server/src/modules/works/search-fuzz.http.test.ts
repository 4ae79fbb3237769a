import { MAX_KEYWORD_LENGTH, worksResponseSchema } from "@kikoeru/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Catalog, createCatalog, idOf, ids, ok, VISIBLE } from "../../../test/catalog/fixture.ts";
import { seededRandom as generator } from "../../../test/seeded-random.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());

/**
 * Percent-encodes every code point; a lone surrogate (which encodeURIComponent refuses) goes out as the
 * three bytes a careless client would send for it.
 */
function encodeLoose(text: string): string {
  let encoded = "";
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else encoded += encodeURIComponent(ch);
  }
  return encoded;
}
const plain = (keyword: string) => catalog.get(`/api/search?pageSize=100&keyword=${encodeLoose(keyword)}`);
const inPath = (keyword: string) => catalog.get(`/api/search/${encodeLoose(keyword)}?pageSize=100`);
/** JSON.stringify escapes lone surrogates (`\ud800`), so the JSON text itself is always valid UTF-16. */
const advanced = (terms: unknown) =>
  catalog.get(`/api/search?pageSize=100&isAdvance=1&keyword=${encodeURIComponent(JSON.stringify(terms))}`);
const found = async (response: Promise<LightMyRequestResponse>) =>
  ids(ok(await response, worksResponseSchema)).sort();

/** Pieces an attacker would mix: control characters, quotes, FTS5 and LIKE syntax, odd Unicode. */
const PIECES = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  '"',
  "'",
  '""',
  "*",
  "^",
  "-",
  ":",
  "NEAR(",
  "NEAR(a b, 2)",
  " OR ",
  " AND ",
  " NOT ",
  "(",
  ")",
  "{",
  "}",
  "%",
  "_",
  "\\",
  "\ud800",
  "\udfff",
  "\ud83d\ude00",
  "\u200b",
  "\ufeff",
  "\ufffe",
  "\u{10ffff}",
  "ｻｻﾔｷ",
  "ささやき",
  "RJ",
  "01234567",
  "sleep",
  " ",
];

function randomText(random: ReturnType<typeof generator>, maxPieces: number): string {
  const count = 1 + Math.floor(random.next() * maxPieces);
  let text = "";
  for (let i = 0; i < count; i++) {
    text +=
      random.next() < 0.2 ? String.fromCharCode(Math.floor(random.next() * 0x10000)) : random.pick(PIECES);
  }
  return text;
}

/** Never a server error: 200 with a valid list, or 400 in the `{error, errors}` validation shape. */
function expectHandled(response: LightMyRequestResponse, input: string): void {
  const name = JSON.stringify(input);
  expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode === 200) {
    expect(worksResponseSchema.safeParse(response.json()).success, name).toBe(true);
    return;
  }
  expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
  expect(response.json().error, name).toBeTypeOf("string");
}

describe("control characters in search keywords", () => {
  it("treats them as spaces in a plain keyword, in the query and in the path", async () => {
    expect(await found(plain("a\u0000b"))).toEqual(await found(plain("a b")));
    expect(await found(plain("sleep\u0000"))).toEqual([idOf("sleep")]);
    expect(await found(plain("\u0000sle\u0007ep\u007f"))).toEqual(await found(plain("sle ep")));
    expect(await found(inPath("sleep\u0000"))).toEqual([idOf("sleep")]);
    expect(await found(plain("\u0000\u0001"))).toHaveLength(VISIBLE.length);
  });

  it("treats them as spaces in advanced terms", async () => {
    expect(await found(advanced([{ t: 1, d: "sleep\u0000" }]))).toEqual([idOf("sleep")]);
    expect(await found(advanced([{ t: 1, d: "\u0000sleep\u001b" }]))).toEqual([idOf("sleep")]);
    const byName = await found(advanced([{ t: 4, d: "ひだまりサークル" }]));
    expect(await found(advanced([{ t: 4, d: "ひだまりサークル\u0000" }]))).toEqual(byName);
  });
});

describe("search fuzzing", () => {
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

  it(`never answers 5xx to random keywords (seed ${seed})`, async () => {
    const random = generator(seed);
    for (let i = 0; i < 300; i++) {
      const keyword = randomText(random, 12);
      expectHandled(await plain(keyword), keyword);
      if (i % 3 === 0) expectHandled(await inPath(keyword), keyword);
    }
  });

  it(`never answers 5xx to random advanced terms (seed ${seed})`, async () => {
    const random = generator(seed + 1);
    for (let i = 0; i < 300; i++) {
      const terms = Array.from({ length: 1 + Math.floor(random.next() * 4) }, () => ({
        t: random.pick([1, 1, 2, 3, 4, 5]),
        d: randomText(random, 8),
        name: randomText(random, 3),
      }));
      const keyword = JSON.stringify(terms);
      expectHandled(await advanced(terms), keyword);
    }
  });

  it("never answers 5xx to very long or raw-encoded keywords", async () => {
    const inputs = [
      "\u0000".repeat(MAX_KEYWORD_LENGTH),
      '"'.repeat(MAX_KEYWORD_LENGTH),
      "NEAR(".repeat(MAX_KEYWORD_LENGTH / 5),
      "a".repeat(MAX_KEYWORD_LENGTH + 1),
      "森".repeat(100_000),
    ];
    for (const keyword of inputs) {
      expectHandled(await plain(keyword), keyword);
      expectHandled(await advanced([{ t: 1, d: keyword }]), keyword);
    }
    // Lone surrogates and broken UTF-8 as raw bytes, which encodeURIComponent refuses to produce.
    for (const raw of ["%ED%A0%80", "%FF%FE", "%C0%80", "%00", "a%00b%22%2A"]) {
      expectHandled(await catalog.get(`/api/search?keyword=${raw}`), raw);
      expectHandled(await catalog.get(`/api/search/${raw}`), raw);
    }
  });
});
