import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { encodeLegacy } from "../../../test/media/legacy-encoding.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";

let ctx: TestContext;
let token: string;

const JAPANESE = "[00:01.00]夜に駆ける、君の声が聞こえる。\n[00:05.00]おやすみなさい。\n";
const SIMPLIFIED = "月亮代表我的心。你问我爱你有多深，我爱你有几分。\n";
const TRADITIONAL = "1\n00:00:01,000 --> 00:00:02,000\n你問我愛你有多深，我愛你有幾分。\n";
const UTF16_TEXT = "WEBVTT\n\n00:01.000 --> 00:02.000\nこんばんは、世界。\n";
const SJIS_NAME = encodeLegacy("歌詞メモ.txt", "shift_jis");
const files = [
  { path: "01 夜に駆ける.lrc", bytes: encodeLegacy(JAPANESE, "shift_jis") },
  { path: "02 gbk.txt", bytes: encodeLegacy(SIMPLIFIED, "gbk") },
  { path: "03 big5.srt", bytes: encodeLegacy(TRADITIONAL, "big5") },
  {
    path: "04 utf16.vtt",
    bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(UTF16_TEXT, "utf16le")]),
  },
  {
    path: "05 bom.ass",
    bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("[Script Info]\n字幕\n")]),
  },
  { path: "歌詞メモ.txt", raw: SJIS_NAME, bytes: encodeLegacy("メモです。\n", "shift_jis") },
  { path: '07 夜 "quoted".wav', bytes: wavBytes() },
];

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  const root = await createLibrary(ctx);
  await addWork(ctx, root, { id: 123456, files });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: "GET", url, token, headers });
const hashOf = async (path: string) => {
  const response = await get(`/api/tracks/123456`);
  const node = (response.json() as { path: string; hash: string }[]).find((n) => n.path === path);
  if (!node) throw new Error(`${path} not in the tree`);
  return node.hash;
};

describe("text files are served as UTF-8", () => {
  it.each([
    ["01 夜に駆ける.lrc", JAPANESE],
    ["02 gbk.txt", SIMPLIFIED],
    ["03 big5.srt", TRADITIONAL],
    ["04 utf16.vtt", UTF16_TEXT],
    ["05 bom.ass", "[Script Info]\n字幕\n"],
    ["歌詞メモ.txt", "メモです。\n"],
  ])("converts %s", async (path, text) => {
    const response = await get(`/api/media/stream/${await hashOf(path)}`);
    expect(response.statusCode).toBe(200);
    // WebVTT keeps its own type, which a browser's <track> element requires; the rest are plain text.
    const type = path.endsWith(".vtt") ? "text/vtt" : "text/plain";
    expect(response.headers["content-type"]).toBe(`${type}; charset=utf-8`);
    expect(response.body).toBe(text);
  });

  it("serves ranges of the converted text and validators of its own", async () => {
    const hash = await hashOf("01 夜に駆ける.lrc");
    const whole = Buffer.from(JAPANESE);
    const part = await get(`/api/media/stream/${hash}`, { range: "bytes=0-9" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(0, 10))).toBe(true);
    const etag = String(part.headers.etag);
    expect(etag).toContain("utf8");
    expect((await get(`/api/media/stream/${hash}`, { "if-none-match": etag })).statusCode).toBe(304);
  });
});

describe("GET /api/media/download", () => {
  it("sends the file untouched as an attachment with a UTF-8 name and an ASCII fallback", async () => {
    const response = await get(`/api/media/download/${await hashOf("01 夜に駆ける.lrc")}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(files[0]!.bytes)).toBe(true);
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"01 _____.lrc\"; filename*=UTF-8''01%20%E5%A4%9C%E3%81%AB%E9%A7%86%E3%81%91%E3%82%8B.lrc",
    );
  });

  it("sends lyric and subtitle files as text, untouched, whatever they are written in", async () => {
    const lrc = await get(`/api/media/download/${await hashOf("01 夜に駆ける.lrc")}`);
    expect(lrc.headers["content-type"]).toBe("text/plain");
    const vtt = await get(`/api/media/download/${await hashOf("04 utf16.vtt")}`);
    expect(vtt.headers["content-type"]).toBe("text/vtt");
    expect(vtt.rawPayload.equals(files[3]!.bytes)).toBe(true);
  });

  it("names a file whose on-disk name is Shift_JIS by its decoded name", async () => {
    const response = await get(`/api/media/download/${await hashOf("歌詞メモ.txt")}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(files[5]!.bytes as Buffer)).toBe(true);
    expect(response.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("歌詞メモ.txt")}`,
    );
  });

  it("keeps quotes out of the fallback name and supports ranges and the path form", async () => {
    const path = encodeURIComponent('07 夜 "quoted".wav');
    const response = await get(`/api/media/download/123456?path=${path}`, { range: "bytes=0-3" });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe("RIFF");
    expect(response.headers["content-type"]).toBe("audio/wav");
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"07 _ _quoted_.wav\"; filename*=UTF-8''07%20%E5%A4%9C%20%22quoted%22.wav",
    );
  });

  it("answers 404 for an index out of range and for an unknown work (never a hang)", async () => {
    for (const url of ["/api/media/download/123456/99", "/api/media/download/424242/0"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBeTypeOf("string");
    }
  });
});
