import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Catalog, idOf } from "../catalog/fixture.ts";
import * as kikoeru from "./kikoeru-shapes.ts";
import { createCompatLibrary, expectShape, FILES_WORK, PATHS, VISIBLE_IDS } from "./library.ts";

/** §1.3: every `order` kikoeru's /api/works takes. */
const ORDERS = [
  "release",
  "rating",
  "dl_count",
  "price",
  "rate_average_2dp",
  "review_count",
  "id",
  "created_at",
  "random",
  "betterRandom",
];

let catalog: Catalog;

beforeAll(async () => {
  catalog = await createCompatLibrary();
});
afterAll(() => catalog.close());

async function list(url: string, token?: string, item = kikoeru.work) {
  return expectShape(await catalog.get(url, token), kikoeru.worksPage(item));
}

describe("kikoeru's work lists keep every key and type (§1.1, §1.3, §11.4–7)", () => {
  it.each(ORDERS)("GET /api/works?order=%s, both directions, every page: every work", async (order) => {
    for (const sort of ["desc", "asc"]) {
      const first = await list(`/api/works?order=${order}&sort=${sort}&pageSize=5`);
      if (order === "betterRandom") continue;
      const ids = first.works.map((work: { id: number }) => work.id);
      for (let page = 2; (page - 1) * 5 < first.pagination.totalCount; page++) {
        const next = await list(`/api/works?order=${order}&sort=${sort}&pageSize=5&page=${page}`);
        ids.push(...next.works.map((work: { id: number }) => work.id));
      }
      expect(ids.sort()).toEqual([...VISIBLE_IDS].sort());
    }
  });

  it("GET /api/works with every nsfw and lyric filter, as a user with marks and one without", async () => {
    for (const token of [catalog.tokens.alice, catalog.tokens.bob]) {
      for (const nsfw of [0, 1, 2]) await list(`/api/works?nsfw=${nsfw}`, token);
      for (const lyric of ["", "local", "ai", "ai_local"]) await list(`/api/works?lyric=${lyric}`, token);
    }
  });

  it("GET /api/search: words, product codes, an advanced term list, and nothing", async () => {
    const advanced = encodeURIComponent(JSON.stringify([{ t: 1, d: "森", name: "森" }]));
    const queries = ["keyword=ささやき", "keyword=RJ100001", "keyword=1234567", "keyword=", "keyword=耳かき"];
    for (const query of [...queries, `isAdvance=1&keyword=${advanced}`, "keyword=ささやき&order=rating"]) {
      await list(`/api/search?${query}`);
    }
    const found = await list("/api/search?keyword=RJ100001");
    expect(found.works.map((work: { id: number }) => work.id)).toEqual([idOf("mori")]);
  });

  it("GET /api/{circles,tags,vas}/ and each label with its works", async () => {
    for (const kind of ["circle", "tag", "va"] as const) {
      const labels = expectShape(await catalog.get(`/api/${kind}s/`), kikoeru.labelList[kind]);
      expect(labels.length).toBeGreaterThan(0);
      for (const { id } of labels) {
        expectShape(await catalog.get(`/api/${kind}s/${id}`), kikoeru.label[kind]);
        await list(`/api/${kind}s/${id}/works?order=dl_count&sort=asc`);
      }
    }
  });
});

describe("kikoeru's work page, favourites and history keep every key and type (§1.3, §1.5, §1.6)", () => {
  it("GET /api/work/:id of every work, for a user with marks, one without, and the admin", async () => {
    const { alice, bob, admin } = catalog.tokens;
    for (const id of VISIBLE_IDS) {
      for (const token of [alice, bob, admin]) {
        expectShape(await catalog.get(`/api/work/${id}`, token), kikoeru.workDetail);
      }
    }
  });

  it("GET /api/review with every progress filter and the favourites orders", async () => {
    const all = await list("/api/review", undefined, kikoeru.reviewedWork);
    expect(all.works).toHaveLength(4);
    for (const filter of ["marked", "listening", "listened", "replay", "postponed"]) {
      await list(`/api/review?filter=${filter}`, undefined, kikoeru.reviewedWork);
    }
    for (const order of ["updated_at", "userRating", "release", "review_count", "dl_count", "nsfw"]) {
      await list(`/api/review?order=${order}&sort=asc`, undefined, kikoeru.reviewedWork);
    }
    await list("/api/review", catalog.tokens.bob, kikoeru.reviewedWork);
  });

  it("GET /api/histroy, newest and oldest first", async () => {
    const played = await list("/api/histroy", undefined, kikoeru.historyWork);
    expect(played.works).toHaveLength(2);
    await list("/api/histroy?sort=asc", undefined, kikoeru.historyWork);
    await list("/api/histroy", catalog.tokens.bob, kikoeru.historyWork);
  });

  it("answers every write with {message} (§1.5, §1.6, §11.11–12)", async () => {
    // Marks and plays a work alice had not touched, and takes both back: the other tests count her marks.
    const id = idOf("exact");
    const writes: ["PUT" | "DELETE", string, object | undefined][] = [
      ["PUT", "/api/review", { work_id: id, rating: 3 }],
      ["PUT", "/api/review?starOnly=false&progressOnly=true", { work_id: id, progress: "replay" }],
      ["DELETE", `/api/review?work_id=${id}`, undefined],
      ["PUT", "/api/histroy", { work_id: id, state: { queue: [], index: 0, seconds: 0 } }],
      ["DELETE", "/api/histroy", { work_id: id }],
    ];
    for (const [method, url, payload] of writes) {
      expectShape(await catalog.send(method, url, payload), kikoeru.message);
    }
  });
});

describe("kikoeru's file tree and lyric routes keep every key and type (§1.4, §4.12, §11.8, §11.13)", () => {
  const hashOf = async (path: string) => {
    const tree = expectShape(await catalog.get(`/api/tracks/${FILES_WORK.id}`), kikoeru.trackTree);
    const nodes = (list: { path?: string; hash?: string; children?: unknown[] }[]): typeof list =>
      list.flatMap((node) => (node.children ? nodes(node.children as typeof list) : [node]));
    return nodes(tree).find((node) => node.path === path)!.hash!;
  };

  it("GET /api/tracks/:id of a work with folders and every file type, and of works without files", async () => {
    const tree = expectShape(await catalog.get(`/api/tracks/${FILES_WORK.id}`), kikoeru.trackTree);
    expect(tree.map((node: { type: string }) => node.type).sort()).toEqual([
      "audio",
      "folder",
      "image",
      "other",
      "text",
      "text",
    ]);
    for (const name of ["sleep", "bj", "code"] as const) {
      expectShape(await catalog.get(`/api/tracks/${idOf(name)}`), kikoeru.trackTree);
    }
  });

  it("GET /api/media/check-lrc/:id/:index with and without a sidecar lyric", async () => {
    const [id, index] = (await hashOf(PATHS.withLyric)).split("/");
    expectShape(await catalog.get(`/api/media/check-lrc/${id}/${index}`), kikoeru.checkLrc.found);
    const [, other] = (await hashOf(PATHS.noLyric)).split("/");
    const missing = expectShape(
      await catalog.get(`/api/media/check-lrc/${id}/${other}`),
      kikoeru.checkLrc.missing,
    );
    expect(missing.result).toBe(false);
  });

  it("GET /api/lyric/translate as the work page asks it", async () => {
    const url = `/api/lyric/translate?page=-1&work_id=${FILES_WORK.id}&file_name=&status=[]`;
    expectShape(await catalog.get(url), kikoeru.lyricTasks);
  });

  it("POST /api/work/scan/:id answers the work's memo", async () => {
    const response = await catalog.ctx.request({
      method: "POST",
      url: `/api/work/scan/${FILES_WORK.id}`,
      token: catalog.tokens.alice,
    });
    expectShape(response, kikoeru.workScan);
  });
});
