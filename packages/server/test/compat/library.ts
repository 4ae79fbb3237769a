import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type Catalog, createCatalog, idOf, VISIBLE } from "../catalog/fixture.ts";
import { addWork, createLibrary, wavBytes } from "../media/library.ts";
import { type Shape, shapeViolations } from "./shape.ts";

/** A work with real files on disk, DLsite's rank history and rating histogram, and a sidecar lyric. */
export const FILES_WORK = {
  id: 300001,
  title: "ファイル付き作品",
  circle: { id: 3001, name: "ファイル工房" },
  vas: [{ id: "5f0c7c3e-0000-5000-8000-000000000301", name: "声優A" }],
  tags: [{ id: 301, name: "バイノーラル" }],
  nsfw: true,
  release: "2024-02-02",
  dl_count: 1234,
  price: 1320,
  review_count: 12,
  rate_count: 99,
  rate_average_2dp: 4.71,
  rate_count_detail: [
    { review_point: 5, count: 80, ratio: 81 },
    { review_point: 4, count: 19, ratio: 19 },
  ],
  rank: [{ term: "week", category: "voice", rank: 3, rank_date: "2024-02-09" }],
  lyric_status: "local" as const,
};

/** Paths of FILES_WORK: an audio with a lyric and a known length, one without either, and the other types. */
export const PATHS = {
  withLyric: "01 はじめに.wav",
  lyric: "01 はじめに.lrc",
  noLyric: "おまけ/02 おやすみ.wav",
  others: ["cover.jpg", "readme.txt", "manual.pdf"],
};

/** Every visible work of the library: the catalogue fixture's awkward ones and FILES_WORK. */
export const VISIBLE_IDS = [...VISIBLE.map((work) => work.id), FILES_WORK.id];

/**
 * The catalogue fixture (works without circle, voice actors, tags, release date or rating, a BJ work, no
 * covers, no lyrics) plus FILES_WORK, and alice's marks: stars only, progress only, a full review, a half
 * star, and two play positions. Bob has marked and played nothing.
 */
export async function createCompatLibrary(): Promise<Catalog> {
  const catalog = await createCatalog();
  const root = await createLibrary(catalog.ctx);
  const files = [PATHS.withLyric, PATHS.lyric, PATHS.noLyric, ...PATHS.others];
  await addWork(catalog.ctx, root, {
    ...FILES_WORK,
    files: files.map((path) => ({
      path,
      bytes: path.endsWith(".wav") ? wavBytes() : `[00:00.00]${path}\n`,
    })),
  });
  await catalog.ctx.database.db
    .updateTable("work_files")
    .set({ duration: 0.1 })
    .where("path", "=", PATHS.withLyric)
    .execute();
  const state = { queue: [{ hash: `${FILES_WORK.id}/0`, title: PATHS.withLyric }], index: 0, seconds: 12.5 };
  const writes: [string, object][] = [
    ["/api/review", { work_id: idOf("mori"), rating: 4 }],
    ["/api/review?starOnly=false&progressOnly=true", { work_id: idOf("asmr"), progress: "listening" }],
    [
      "/api/review?starOnly=false",
      { work_id: idOf("bj"), rating: 5, review_text: "よい作品", progress: "listened" },
    ],
    ["/api/review", { work_id: idOf("halfWidth"), rating: 4.5 }],
    ["/api/histroy", { work_id: idOf("mori"), state }],
    ["/api/histroy", { work_id: FILES_WORK.id, state }],
  ];
  for (const [url, payload] of writes) {
    const response = await catalog.send("PUT", url, payload);
    expect(response.statusCode, response.body).toBe(200);
  }
  return catalog;
}

/** Asserts the status and that the JSON body has kikoeru's keys and types; returns the body. */
export function expectShape(response: LightMyRequestResponse, shape: Shape, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json();
  expect(shapeViolations(body, shape)).toEqual([]);
  return body;
}
