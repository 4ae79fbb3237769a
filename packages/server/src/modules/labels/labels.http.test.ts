import { labelListSchema, labelSchema, worksResponseSchema } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Catalog,
  createCatalog,
  expectInvalid,
  HANAKO,
  idOf,
  ids,
  ok,
  TARO,
  YAMADA,
} from "../../../test/catalog/fixture.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());

describe("GET /api/circles|tags|vas", () => {
  it("answers a bare array sorted by name, counting only visible works", async () => {
    const circles = ok(await catalog.get("/api/circles"), labelListSchema);
    // Code-point order, the same on both databases: hiragana before katakana.
    expect(circles).toEqual([
      { id: 1003, name: "ささやき工房", count: 2 },
      { id: 1001, name: "ひだまりサークル", count: 3 },
      { id: 1002, name: "サークルB", count: 2 },
    ]);
    const tags = ok(await catalog.get("/api/tags"), labelListSchema);
    expect(tags).toEqual([
      { id: 3, name: "ASMR", count: 1 },
      { id: 1, name: "癒し", count: 3 },
      { id: 2, name: "耳かき", count: 2 },
    ]);
    const vas = ok(await catalog.get("/api/vas"), labelListSchema);
    expect(vas).toEqual([
      { id: TARO.id, name: "太郎", count: 2 },
      { id: YAMADA.id, name: "山田", count: 2 },
      { id: HANAKO.id, name: "花子", count: 3 },
    ]);
  });

  it("answers the old client's trailing-slash form and guests alike", async () => {
    const slash = ok(await catalog.get("/api/tags/", catalog.tokens.guest), labelListSchema);
    expect(slash).toEqual(ok(await catalog.get("/api/tags"), labelListSchema));
  });

  it("answers 304 to a client holding the current list, and the new list once the catalog changes", async () => {
    const revalidate = (etag: string) =>
      catalog.ctx.request({
        method: "GET",
        url: "/api/circles",
        token: catalog.tokens.alice,
        headers: { "if-none-match": etag },
      });
    const first = await catalog.get("/api/circles");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const held = await revalidate(etag);
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe("");
    expect((await revalidate(`W/${etag}`)).statusCode).toBe(304);
    expect((await catalog.get("/api/tags")).headers.etag).not.toBe(etag);

    const db = catalog.ctx.database.db;
    await db.updateTable("circles").set({ name: "ささやき工房 改" }).where("id", "=", 1003).execute();
    try {
      const changed = await revalidate(etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(ok(changed, labelListSchema)[0]).toEqual({ id: 1003, name: "ささやき工房 改", count: 2 });
    } finally {
      await db.updateTable("circles").set({ name: "ささやき工房" }).where("id", "=", 1003).execute();
    }
    expect((await revalidate(etag)).statusCode).toBe(304);
  });
});

describe("GET /api/circles|tags|vas/{id}", () => {
  it("returns the label's id and name", async () => {
    expect(ok(await catalog.get("/api/circles/1001"), labelSchema)).toEqual({
      id: 1001,
      name: "ひだまりサークル",
    });
    expect(ok(await catalog.get("/api/tags/2"), labelSchema)).toEqual({ id: 2, name: "耳かき" });
    expect(ok(await catalog.get(`/api/vas/${HANAKO.id}`), labelSchema)).toEqual(HANAKO);
  });

  it("answers 404 with the kikoeru message for unknown labels", async () => {
    const cases = [
      ["/api/circles/999", "社团999不存在"],
      ["/api/circles/abc", "社团abc不存在"],
      ["/api/tags/999", "标签999不存在"],
      ["/api/vas/nobody", "声优nobody不存在"],
    ];
    for (const [url, error] of cases) {
      const response = await catalog.get(url!);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error, code: "LABEL_NOT_FOUND" });
    }
  });
});

describe("GET /api/circles|tags|vas/{id}/works", () => {
  it("lists the label's visible works with the list parameters", async () => {
    const circle = ok(await catalog.get("/api/circles/1001/works"), worksResponseSchema);
    expect(ids(circle)).toEqual([idOf("twin"), idOf("mori"), idOf("sleep")]);
    expect(circle.pagination).toEqual({ currentPage: 1, pageSize: 12, totalCount: 3 });
    const tag = ok(await catalog.get("/api/tags/1/works?order=id&sort=asc"), worksResponseSchema);
    expect(ids(tag)).toEqual([idOf("mori"), idOf("twin"), idOf("bj")]);
    const va = ok(await catalog.get(`/api/vas/${HANAKO.id}/works?nsfw=2`), worksResponseSchema);
    expect(ids(va)).toEqual([idOf("asmr")]);
    const r15 = ok(await catalog.get("/api/circles/1003/works?age=r15"), worksResponseSchema);
    expect(ids(r15)).toEqual([idOf("code")]);
    const lyric = ok(await catalog.get("/api/circles/1001/works?lyric=ai"), worksResponseSchema);
    expect(ids(lyric)).toEqual([idOf("sleep")]);
    const page = ok(await catalog.get("/api/circles/1001/works?pageSize=2&page=2"), worksResponseSchema);
    expect(ids(page)).toEqual([idOf("sleep")]);
    const random = ok(await catalog.get("/api/tags/1/works?order=random&seed=3"), worksResponseSchema);
    expect(ids(random).sort()).toEqual([idOf("mori"), idOf("twin"), idOf("bj")].sort());
  });

  it("answers an empty page for a label that does not exist, as kikoeru did, and 400 for bad parameters", async () => {
    const empty = { works: [], pagination: { currentPage: 1, pageSize: 12, totalCount: 0 } };
    for (const url of ["/api/tags/999/works", "/api/vas/x/works", "/api/circles/abc/works"]) {
      expect(ok(await catalog.get(url), worksResponseSchema), url).toEqual(empty);
    }
    expect(ok(await catalog.get("/api/circles/999/works?page=3&pageSize=5"), worksResponseSchema)).toEqual({
      works: [],
      pagination: { currentPage: 3, pageSize: 5, totalCount: 0 },
    });
    expectInvalid(await catalog.get("/api/circles/999/works?order=bogus"), "order");
  });
});
