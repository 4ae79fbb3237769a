import { reviewedWorksResponseSchema, reviewMessages, workDetailSchema } from "@kikoeru/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Catalog,
  createCatalog,
  expectInvalid,
  idOf,
  ids,
  ok,
  type WorkName,
} from "../../../test/catalog/fixture.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());
// Each test starts with no marks, removed the way a user removes them: the server keeps pages of marks until
// a mark changes through it, so deleting rows behind its back would leave it showing the old ones.
beforeEach(async () => {
  for (const token of [catalog.tokens.alice, catalog.tokens.bob]) {
    const marked = ok(await catalog.get("/api/review?pageSize=100", token), reviewedWorksResponseSchema);
    for (const work of marked.works) {
      const removed = await catalog.send("DELETE", `/api/review?work_id=${work.id}`, undefined, token);
      expect(removed.statusCode).toBe(200);
    }
  }
  expect(await catalog.ctx.database.db.selectFrom("reviews").select("work_id").execute()).toEqual([]);
});

const put = (query: string, body: object, token?: string) =>
  catalog.send("PUT", `/api/review${query}`, body, token);
const mine = async (token?: string) => {
  const work = ok(await catalog.get(`/api/work/${idOf("mori")}`, token), workDetailSchema);
  return { rating: work.userRating, text: work.review_text, progress: work.progress };
};
const favourites = async (query = "", token?: string) =>
  ok(await catalog.get(`/api/review?pageSize=100${query}`, token), reviewedWorksResponseSchema);
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("PUT /api/review", () => {
  const mori = idOf("mori");

  it("sets only the stars without query flags", async () => {
    await put("?starOnly=false", { work_id: mori, rating: 2, review_text: "text", progress: "marked" });
    const response = await put("", {
      work_id: mori,
      rating: 4.5,
      review_text: "ignored",
      progress: "replay",
    });
    expect(response.json()).toEqual({ message: reviewMessages.rated });
    expect(await mine()).toEqual({ rating: 4.5, text: "text", progress: "marked" });
  });

  it("requires a rating in stars and full mode, so leaving it out never clears the stars", async () => {
    await put("", { work_id: mori, rating: 4 });
    expectInvalid(await put("", { work_id: mori, progress: "marked" }), "rating", "body");
    const full = await put("?starOnly=false", { work_id: mori, review_text: "x", progress: "marked" });
    expectInvalid(full, "rating", "body");
    expect(await mine()).toEqual({ rating: 4, text: null, progress: null });
  });

  it("sets only the progress with progressOnly=true, with or without starOnly=false", async () => {
    await put("", { work_id: mori, rating: 3 });
    for (const query of ["?starOnly=false&progressOnly=true", "?progressOnly=true"]) {
      const response = await put(query, { work_id: mori, progress: "listened", rating: 1 });
      expect(response.json(), query).toEqual({ message: reviewMessages.progressUpdated });
      expect(await mine()).toEqual({ rating: 3, text: null, progress: "listened" });
    }
    await put("?progressOnly=true", { work_id: mori });
    expect(await mine()).toEqual({ rating: 3, text: null, progress: null });
  });

  it("sets rating, text and progress together with starOnly=false", async () => {
    await put("?starOnly=false", { work_id: mori, rating: 5, review_text: "最高", progress: "replay" });
    expect(await mine()).toEqual({ rating: 5, text: "最高", progress: "replay" });
    await put("?starOnly=false", { work_id: mori, rating: null, progress: "postponed" });
    expect(await mine()).toEqual({ rating: null, text: null, progress: "postponed" });
  });

  it("accepts half stars and treats 0 as no rating; the mark disappears when nothing is left", async () => {
    for (const rating of [0.5, 1, 2.5, 5]) {
      expect((await put("", { work_id: mori, rating })).statusCode).toBe(200);
      expect((await mine()).rating).toBe(rating);
    }
    await put("", { work_id: mori, rating: 0 });
    expect(await mine()).toEqual({ rating: null, text: null, progress: null });
    expect((await favourites()).pagination.totalCount).toBe(0);
  });

  it("rejects ratings outside 0–5 or off the half-star grid, and unknown progress values", async () => {
    for (const rating of [4.3, 6, -1, "many"]) {
      expectInvalid(await put("", { work_id: mori, rating }), "rating", "body");
    }
    expectInvalid(
      await put("?progressOnly=true", { work_id: mori, progress: "finished" }),
      "progress",
      "body",
    );
    expectInvalid(await put("?starOnly=maybe", { work_id: mori, rating: 1 }), "starOnly");
    expect((await favourites()).pagination.totalCount).toBe(0);
  });

  it("identifies the work by number or code; unknown and missing works are 404, garbage 400", async () => {
    expect((await put("", { work_id: "RJ01234567", rating: 2 })).statusCode).toBe(200);
    expect(ids(await favourites())).toEqual([idOf("sleep")]);
    for (const work_id of [999999, idOf("missing")]) {
      const response = await put("", { work_id, rating: 2 });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(`作品RJ${String(work_id).padStart(6, "0")}不存在`);
    }
    expectInvalid(await put("", { work_id: "abc", rating: 2 }), "work_id", "body");
    expectInvalid(await put("", { rating: 2 }), "work_id", "body");
  });

  it("always writes the caller's own review, whatever user_name says", async () => {
    await put("", { user_name: "bobby", work_id: mori, rating: 4 });
    expect((await mine()).rating).toBe(4);
    expect((await mine(catalog.tokens.bob)).rating).toBeNull();
    expect((await favourites("", catalog.tokens.bob)).works).toEqual([]);
  });

  it("accepts form-encoded bodies as old clients send them", async () => {
    const response = await catalog.ctx.request({
      method: "PUT",
      url: "/api/review?starOnly=false",
      token: catalog.tokens.alice,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `work_id=${mori}&rating=3.5&review_text=ok&progress=marked`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await mine()).toEqual({ rating: 3.5, text: "ok", progress: "marked" });
  });

  it("is refused to guests (reads stay open)", async () => {
    const response = await put("", { work_id: mori, rating: 4 }, catalog.tokens.guest);
    expect(response.statusCode).toBe(403);
    expect(
      (await catalog.send("DELETE", `/api/review?work_id=${mori}`, undefined, catalog.tokens.guest))
        .statusCode,
    ).toBe(403);
    expect((await favourites("", catalog.tokens.guest)).works).toEqual([]);
  });
});

describe("DELETE /api/review", () => {
  it("removes the rating, text and progress mark together", async () => {
    await put("?starOnly=false", { work_id: idOf("mori"), rating: 4, review_text: "x", progress: "marked" });
    const response = await catalog.send("DELETE", "/api/review?work_id=RJ100001", undefined);
    expect(response.json()).toEqual({ message: reviewMessages.deleted });
    expect(await mine()).toEqual({ rating: null, text: null, progress: null });
    expect((await favourites()).works).toEqual([]);
  });

  it("needs a valid work_id in the query", async () => {
    expectInvalid(await catalog.send("DELETE", "/api/review", undefined), "work_id");
    expectInvalid(await catalog.send("DELETE", "/api/review?work_id=zzz", undefined), "work_id");
  });
});

describe("GET /api/review", () => {
  const mark = async (name: WorkName, body: object, token?: string) => {
    await put("?starOnly=false", { work_id: idOf(name), rating: null, ...body }, token);
    await pause();
  };

  it("lists the caller's marked works with review fields, most recently marked first", async () => {
    await mark("sleep", { rating: 2, progress: "marked" });
    await mark("mori", { rating: 4.5, review_text: "good", progress: "listening" });
    await mark("bj", { rating: null, progress: "marked" });
    await mark("asmr", { rating: 5 }, catalog.tokens.bob);
    const body = await favourites();
    expect(ids(body)).toEqual([idOf("bj"), idOf("mori"), idOf("sleep")]);
    expect(body.pagination).toEqual({ currentPage: 1, pageSize: 100, totalCount: 3 });
    const mori = body.works[1]!;
    expect(mori).toMatchObject({
      userRating: 4.5,
      review_text: "good",
      progress: "listening",
      user_name: "alice",
    });
    expect(mori.updated_at).toBe(mori.review_updated_at);
    expect(Date.parse(`${mori.updated_at.replace(" ", "T")}Z`)).toBeGreaterThan(Date.now() - 60_000);
    expect(ids(await favourites("", catalog.tokens.bob))).toEqual([idOf("asmr")]);
  });

  it("filters by progress and pages", async () => {
    await mark("sleep", { progress: "marked" });
    await mark("mori", { progress: "listening" });
    await mark("bj", { progress: "marked" });
    expect(ids(await favourites("&filter=marked"))).toEqual([idOf("bj"), idOf("sleep")]);
    expect(ids(await favourites("&filter=listening"))).toEqual([idOf("mori")]);
    expect((await favourites("&filter=replay")).works).toEqual([]);
    const page = ok(
      await catalog.get("/api/review?pageSize=1&page=2&filter=marked"),
      reviewedWorksResponseSchema,
    );
    expect(ids(page)).toEqual([idOf("sleep")]);
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 1, totalCount: 2 });
    expectInvalid(await catalog.get("/api/review?filter=done"), "filter");
  });

  it("orders by every favourites sort option", async () => {
    await mark("sleep", { rating: 2, progress: "marked" });
    await mark("mori", { rating: 4.5, progress: "marked" });
    await mark("bj", { progress: "marked" });
    await mark("halfWidth", { rating: 3, progress: "marked" });
    const order = async (query: string) => ids(await favourites(query));
    const [sleep, mori, bj, half] = [idOf("sleep"), idOf("mori"), idOf("bj"), idOf("halfWidth")];
    expect(await order("&order=updated_at&sort=asc")).toEqual([sleep, mori, bj, half]);
    expect(await order("&order=userRating")).toEqual([mori, half, sleep, bj]);
    expect(await order("&order=userRating&sort=asc")).toEqual([sleep, half, mori, bj]);
    expect(await order("&order=release")).toEqual([mori, sleep, bj, half]);
    expect(await order("&order=release&sort=asc")).toEqual([half, bj, sleep, mori]);
    expect(await order("&order=review_count")).toEqual([mori, sleep, bj, half]);
    expect(await order("&order=dl_count")).toEqual([mori, sleep, bj, half]);
    // 全年龄新作 / 18禁新作: all-ages or adults-only first, newest first.
    expect(await order("&order=nsfw&sort=asc")).toEqual([mori, half, sleep, bj]);
    expect(await order("&order=allage")).toEqual([mori, half, sleep, bj]);
    expect(await order("&order=nsfw&sort=desc")).toEqual([sleep, bj, mori, half]);
    expectInvalid(await catalog.get("/api/review?order=title"), "order");
  });

  it("hides missing works but keeps their marks", async () => {
    const db = catalog.ctx.database.db;
    await mark("mori", { rating: 4 });
    await db.updateTable("works").set({ missing_since: Date.now() }).where("id", "=", idOf("mori")).execute();
    try {
      expect((await favourites()).works).toEqual([]);
      expect(await db.selectFrom("reviews").select("rating").executeTakeFirst()).toEqual({ rating: 4 });
    } finally {
      await db.updateTable("works").set({ missing_since: null }).where("id", "=", idOf("mori")).execute();
    }
    expect(ids(await favourites())).toEqual([idOf("mori")]);
  });
});
