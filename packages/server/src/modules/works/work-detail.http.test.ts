import { MAX_RELATED_WORKS, workDetailSchema, workIdOf } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BJ_OFFSET, type Catalog, createCatalog, idOf, ok } from "../../../test/catalog/fixture.ts";
import { insertWork } from "../../../test/factories.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());

const detail = async (id: string | number, token?: string) =>
  ok(await catalog.get(`/api/work/${id}`, token), workDetailSchema);

/** A `YYYY-MM-DD HH:MM:SS` UTC time as epoch ms. */
const parseTime = (text: string) => Date.parse(`${text.replace(" ", "T")}Z`);

describe("GET /api/work/{id}", () => {
  it("returns every work field with empty user fields before the caller marks anything", async () => {
    const work = await detail(idOf("mori"), catalog.tokens.bob);
    expect(work).toMatchObject({
      id: 100001,
      title: "ささやきの森",
      circle: { id: 1001, name: "ひだまりサークル" },
      nsfw: false,
      release: "2023-05-01",
      rate_count_detail: [{ review_point: 5, count: 15, ratio: 75 }],
      lyric_status: "local",
      memo: { totalDuration: 3600.5, isContainLyric: false },
      created_at: "2024-03-01 12:34:57",
      userRating: null,
      progress: null,
      review_text: null,
      review_updated_at: null,
      user_name: null,
      state: null,
      play_updated_at: "",
    });
  });

  it("tells an R-15 work's category beside kikoeru's nsfw, which stays false", async () => {
    expect(await detail("RJ123456")).toMatchObject({ nsfw: false, age_category_string: "r15" });
    expect(await detail(idOf("sleep"))).toMatchObject({ nsfw: true, age_category_string: "adult" });
  });

  it("carries the caller's rating, review, progress and play position with their real times", async () => {
    const before = Date.now() - 1000;
    const id = idOf("asmr");
    await catalog.send("PUT", "/api/review?starOnly=false", {
      work_id: id,
      rating: 3.5,
      review_text: "よい",
      progress: "listening",
    });
    const state = { queue: [{ hash: `${id}/0`, title: "01.mp3" }], index: 0, seconds: 12.5 };
    await catalog.send("PUT", "/api/histroy", { work_id: id, state });
    const work = await detail(id);
    expect(work).toMatchObject({
      userRating: 3.5,
      review_text: "よい",
      progress: "listening",
      user_name: "alice",
      state,
    });
    for (const time of [work.review_updated_at!, work.play_updated_at!]) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(parseTime(time)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(parseTime(time)).toBeLessThanOrEqual(Date.now());
    }
    // The work's own times are untouched by the review.
    expect(work.updated_at).toBe("2024-03-01 12:34:58");
    const bob = await detail(id, catalog.tokens.bob);
    expect(bob).toMatchObject({
      userRating: null,
      review_text: null,
      progress: null,
      state: null,
      user_name: null,
    });
    const guest = await detail(id, catalog.tokens.guest);
    expect(guest.state).toBeNull();
  });

  it("accepts the id as a number or as an RJ/BJ/VJ code", async () => {
    for (const param of ["1234567", "RJ01234567", "rj01234567"])
      expect((await detail(param)).id).toBe(idOf("sleep"));
    expect((await detail("RJ123456")).id).toBe(idOf("code"));
    expect((await detail("BJ100005")).id).toBe(BJ_OFFSET + 100005);
    const vj = workIdOf({ prefix: "VJ", number: 12345678 });
    await insertWork(catalog.ctx.database.db, { id: vj, circle: null, release: "2019-01-01" });
    try {
      for (const param of ["VJ12345678", "vj12345678", String(vj)]) expect((await detail(param)).id).toBe(vj);
    } finally {
      await catalog.ctx.database.db.deleteFrom("works").where("id", "=", vj).execute();
    }
  });

  it("answers 404 {error} for unknown, malformed and missing works", async () => {
    for (const param of ["999999", "RJ999999", "abc", "RJ12", idOf("missing")]) {
      const response = await catalog.get(`/api/work/${param}`);
      expect(response.statusCode, String(param)).toBe(404);
      expect(response.json(), String(param)).toEqual({ error: `作品${param}不存在`, code: "WORK_NOT_FOUND" });
    }
  });

  it("relates works of the same series first, then of the same circle, newest first", async () => {
    const related = (await detail(idOf("sleep"))).relatedWorks;
    expect(related).toEqual([
      { id: idOf("halfWidth"), name: "ｻｻﾔｷ Half Width" },
      { id: idOf("twin"), name: "双子の森" },
      { id: idOf("mori"), name: "ささやきの森" },
    ]);
    expect((await detail(idOf("mori"))).relatedWorks.map((w) => w.id)).toEqual([idOf("twin"), idOf("sleep")]);
    expect((await detail(BJ_OFFSET + 100005)).relatedWorks).toEqual([]);
  });

  it("relates at most ten works", async () => {
    const circle = { id: 9999, name: "多作サークル" };
    for (let i = 0; i < MAX_RELATED_WORKS + 3; i++) {
      await insertWork(catalog.ctx.database.db, {
        id: 300000 + i,
        circle,
        release: `2020-01-${String(10 + i)}`,
      });
    }
    const related = (await detail(300000)).relatedWorks.map((w) => w.id);
    expect(related).toHaveLength(MAX_RELATED_WORKS);
    expect(related[0]).toBe(300000 + MAX_RELATED_WORKS + 2);
    expect(related).not.toContain(300000);
  });
});
