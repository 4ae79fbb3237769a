import fs from "node:fs/promises";
import path from "node:path";
import type { LyricOption } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { encodeLegacy } from "../../../test/media/legacy-encoding.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";
import { aiLyricFileOf } from "../ai-lyrics/index.ts";

let ctx: TestContext;
let token: string;
const hashes: Record<string, string> = {};
const tasks: Record<string, number> = {};

const PATHS = [
  "a/01.mp3",
  "a/01.vtt",
  "a/01.srt",
  "a/01.lrc",
  "a/01.ass",
  "a/notes.lrc",
  "b/02.mp3",
  "b/02.vtt",
  "b/02.mp3.srt",
  "c/03.wav",
  "lrc/03.lrc",
];

async function addTask(audioPath: string, status: number, text: string | null): Promise<number> {
  const now = Date.now();
  const row = await ctx.database.db
    .insertInto("lyric_tasks")
    .values({ work_id: 123456, audio_path: audioPath, status, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (text !== null) {
    await fs.mkdir(path.dirname(aiLyricFileOf(ctx.paths, id)), { recursive: true });
    await fs.writeFile(aiLyricFileOf(ctx.paths, id), text);
  }
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  const root = await createLibrary(ctx);
  await addWork(ctx, root, {
    id: 123456,
    files: PATHS.map((p) => ({
      path: p,
      bytes: /\.(mp3|wav)$/.test(p) ? wavBytes() : encodeLegacy(`[00:01.00]歌詞 ${p}\n`, "shift_jis"),
    })),
  });
  const tree = (await ctx.request({ method: "GET", url: "/api/tracks/123456", token })).json();
  const walk = (nodes: { type: string; path: string; hash?: string; children?: unknown[] }[]) => {
    for (const node of nodes) {
      if (node.children) walk(node.children as typeof nodes);
      else hashes[node.path] = node.hash!;
    }
  };
  walk(tree);
  tasks.ok = await addTask("a/01.mp3", 3, "[00:00.00]AI 歌词\n");
  tasks.failed = await addTask("a/01.mp3", 4, "[00:00.00]half\n");
  tasks.noFile = await addTask("a/01.mp3", 3, null);
  tasks.otherTrack = await addTask("b/02.mp3", 3, "[00:00.00]other\n");
  tasks.pending = await addTask("a/01.mp3", 1, null);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.request({ method: "GET", url, token });

describe("GET /api/media/check-lrc", () => {
  it("finds the same-name lyric, .lrc before .srt before .vtt, never .ass", async () => {
    const response = await get(`/api/media/check-lrc/${hashes["a/01.mp3"]}`);
    expect(response.json()).toEqual({
      result: true,
      message: "找到歌词文件",
      hash: hashes["a/01.lrc"],
      lyricExtension: ".lrc",
      // Written in Shift_JIS, given as UTF-8 text.
      lrc: "[00:01.00]歌詞 a/01.lrc\n",
    });
  });

  it("takes .srt over .vtt even when only the name.ext.srt form exists", async () => {
    const response = await get(`/api/media/check-lrc/${encodeURIComponent(hashes["b/02.mp3"]!)}`);
    expect(response.json()).toMatchObject({
      result: true,
      hash: hashes["b/02.mp3.srt"],
      lyricExtension: ".srt",
      lrc: "[00:01.00]歌詞 b/02.mp3.srt\n",
    });
  });

  it("answers result:false with an empty hash when the folder has no lyric of that name", async () => {
    const response = await get("/api/media/check-lrc/123456?path=c/03.wav");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: false, message: "不存在歌词文件", hash: "", lrc: "" });
  });

  it("gives a hash the stream route serves as UTF-8 text", async () => {
    const { hash } = (await get(`/api/media/check-lrc/${hashes["a/01.mp3"]}`)).json();
    const lyric = await get(`/api/media/stream/${hash}`);
    expect(lyric.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(lyric.body).toBe("[00:01.00]歌詞 a/01.lrc\n");
  });

  it("answers 404 for an unknown track", async () => {
    expect((await get("/api/media/check-lrc/123456/99")).statusCode).toBe(404);
    expect((await get("/api/media/check-lrc/555555/0")).statusCode).toBe(404);
  });
});

describe("GET /api/media/query-lrc", () => {
  it("lists every lyric option by match level, local before AI at equal level", async () => {
    const response = await get(`/api/media/query-lrc/${hashes["a/01.mp3"]}`);
    expect(response.statusCode).toBe(200);
    const { result, lyricList } = response.json() as { result: boolean; lyricList: LyricOption[] };
    expect(result).toBe(true);
    expect(
      lyricList.map((o) => [o.isAI ? `AI ${o.hash}` : `${o.subtitle}/${o.title}`, o.matchLevel]),
    ).toEqual([
      ["a/01.lrc", 0],
      ["a/01.srt", 0],
      ["a/01.vtt", 0],
      [`AI ${tasks.ok}`, 0],
      ["a/notes.lrc", 2],
      ["b/02.mp3.srt", 3],
      ["b/02.vtt", 3],
      ["lrc/03.lrc", 3],
    ]);
    expect(lyricList[0]).toEqual({
      title: "01.lrc",
      subtitle: "a",
      hash: hashes["a/01.lrc"],
      isAI: false,
      matchLevel: 0,
    });
    expect(lyricList[3]).toEqual({
      title: "01.lrc",
      subtitle: "a",
      hash: String(tasks.ok),
      isAI: true,
      matchLevel: 0,
    });
  });

  it("ranks a same-name lyric in another folder at level 1", async () => {
    const { lyricList } = (await get("/api/media/query-lrc/123456?path=c%2F03.wav")).json();
    expect(lyricList[0]).toMatchObject({ title: "03.lrc", subtitle: "lrc", isAI: false, matchLevel: 1 });
    expect(lyricList.some((o: LyricOption) => o.isAI)).toBe(false);
  });
});

describe("GET /api/media/fetch-lrc/{id}", () => {
  it("returns the text of a finished AI lyric", async () => {
    const response = await get(`/api/media/fetch-lrc/${tasks.ok}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lrc: "[00:00.00]AI 歌词\n" });
  });

  it("fetch-lrc and the AI lyric stream answer 404 {error} for failed, pending, unknown tasks and missing files; 400 for a bad id", async () => {
    for (const route of ["/api/media/fetch-lrc", "/api/media/stream/ai"]) {
      for (const id of [tasks.failed, tasks.pending, tasks.noFile, 987654]) {
        const response = await get(`${route}/${id}`);
        expect(response.statusCode, `${route}/${id}`).toBe(404);
        expect(response.json().error).toContain(String(id));
      }
      for (const id of ["x", "-1", "1.5", "99999999999999"]) {
        expect((await get(`${route}/${id}`)).statusCode, `${route}/${id}`).toBe(400);
      }
    }
  });
});
