import {
  NO_CIRCLE,
  NO_VA,
  reviewedWorksResponseSchema,
  WORK_ORDERS,
  workSchema,
  worksResponseSchema,
} from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Catalog,
  createCatalog,
  expectedOrder,
  expectInvalid,
  idOf,
  ids,
  ok,
  T0,
  VISIBLE,
  WORKS,
} from "../../../test/catalog/fixture.ts";
import type { WorkSeed } from "../../../test/factories.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());

const list = async (query: string, token?: string) =>
  ok(await catalog.get(`/api/works?pageSize=100&${query}`, token), worksResponseSchema);

const COLUMNS: Record<string, (work: WorkSeed) => number | string | null> = {
  release: (w) => w.release ?? null,
  dl_count: (w) => w.dl_count ?? 0,
  price: (w) => w.price ?? 0,
  rate_average_2dp: (w) => w.rate_average_2dp ?? 0,
  review_count: (w) => w.review_count ?? 0,
  id: (w) => w.id,
  created_at: (w) => w.created_at ?? 0,
};

describe("GET /api/works", () => {
  it("lists visible works newest first, tie-broken by id, in the kikoeru envelope", async () => {
    const body = ok(await catalog.get("/api/works"), worksResponseSchema);
    expect(body.pagination).toEqual({ currentPage: 1, pageSize: 12, totalCount: VISIBLE.length });
    expect(ids(body)).toEqual(expectedOrder(VISIBLE, COLUMNS.release!, "desc"));
    // Two works share a release date: the higher id comes first.
    expect(ids(body).indexOf(idOf("twin"))).toBe(ids(body).indexOf(idOf("mori")) - 1);
    expect(ids(body)).not.toContain(idOf("missing"));
  });

  for (const [order, key] of Object.entries(COLUMNS)) {
    for (const sort of ["desc", "asc"] as const) {
      it(`orders by ${order} ${sort} with the release/id tie-break`, async () => {
        const body = await list(`order=${order}&sort=${sort}`);
        expect(ids(body)).toEqual(expectedOrder(VISIBLE, key, sort));
      });
    }
  }

  it("returns every kikoeru work field with correct types, dates and placeholders", async () => {
    const works = (await list("order=id")).works;
    const mori = works.find((w) => w.id === idOf("mori"))!;
    expect(mori).toEqual(
      workSchema.parse({
        id: 100001,
        created_at: "2024-03-01 12:34:57",
        updated_at: "2024-03-01 12:34:57",
        title: "ささやきの森",
        circle_id: 1001,
        name: "ひだまりサークル",
        nsfw: false,
        age_category_string: "general",
        release: "2023-05-01",
        dl_count: 500,
        price: 1100,
        review_count: 10,
        rate_count: 20,
        rate_average_2dp: 4.5,
        rate_count_detail: [{ review_point: 5, count: 15, ratio: 75 }],
        rank: null,
        lyric_status: "local",
        userRating: null,
        circle: { id: 1001, name: "ひだまりサークル" },
        vas: [{ id: WORKS.mori.vas[0]!.id, name: "花子" }],
        tags: [
          { id: 1, name: "癒し" },
          { id: 2, name: "耳かき" },
        ],
        memo: { totalDuration: 3600.5, isContainLyric: false },
      }),
    );
    const sleep = works.find((w) => w.id === idOf("sleep"))!;
    expect(sleep.vas).toEqual([NO_VA]);
    expect(sleep.vas[0]!.id).toBeTypeOf("string");
    expect(sleep.tags).toEqual([]);
    expect(sleep.nsfw).toBe(true);
    const bj = works.find((w) => w.id === idOf("bj"))!;
    expect(bj.circle).toEqual(NO_CIRCLE);
    expect([bj.circle_id, bj.name]).toEqual([NO_CIRCLE.id, NO_CIRCLE.name]);
    expect(works.find((w) => w.id === idOf("halfWidth"))!.release).toBe("");
    // Voice actors keep the source order, not alphabetical order.
    expect(works.find((w) => w.id === idOf("asmr"))!.vas.map((v) => v.name)).toEqual(["太郎", "花子"]);
  });

  it("filters by age rating: 1 all-ages only, 2 adults only, 0 everything", async () => {
    const expected = (nsfw: boolean) =>
      VISIBLE.filter((w) => (w.nsfw ?? true) === nsfw)
        .map((w) => w.id)
        .sort();
    expect(ids(await list("nsfw=1")).sort()).toEqual(expected(false));
    expect(ids(await list("nsfw=2")).sort()).toEqual(expected(true));
    expect((await list("nsfw=0")).pagination.totalCount).toBe(VISIBLE.length);
    expect((await list("nsfw=2")).pagination.totalCount).toBe(expected(true).length);
  });

  it("keeps kikoeru's nsfw (adults only) and tells the age category beside it", async () => {
    const works = (await list("order=id")).works;
    const age = (name: keyof typeof WORKS) => {
      const work = works.find((w) => w.id === idOf(name))!;
      return [work.nsfw, work.age_category_string];
    };
    expect(age("mori")).toEqual([false, "general"]);
    expect(age("code")).toEqual([false, "r15"]);
    expect(age("sleep")).toEqual([true, "adult"]);
    // kikoeru's nsfw=1 ("not adults-only") still lists the R-15 work.
    expect(ids(await list("nsfw=1"))).toContain(idOf("code"));
  });

  it("filters by one age category with age=general|r15|adult", async () => {
    const having = (category: string) =>
      VISIBLE.filter((w) => (w.age ?? (w.nsfw === false ? "general" : "adult")) === category)
        .map((w) => w.id)
        .sort();
    for (const category of ["general", "r15", "adult"]) {
      const body = await list(`age=${category}&order=id`);
      expect(ids(body).sort(), category).toEqual(having(category));
      expect(body.pagination.totalCount, category).toBe(having(category).length);
    }
    expect(ids(await list("age=r15"))).toEqual([idOf("code")]);
    expect(ids(await list("age=adult")).sort()).toEqual(ids(await list("nsfw=2")).sort());
    expect(ids(await list("age=r15&nsfw=2"))).toEqual([]);
    expect(ids(await list("age=r15&order=random&seed=3"))).toEqual([idOf("code")]);
    expectInvalid(await catalog.get("/api/works?age=r18"), "age");
  });

  it("filters by lyric kind in every form clients send", async () => {
    const having = (...statuses: string[]) =>
      VISIBLE.filter((w) => statuses.includes(w.lyric_status ?? ""))
        .map((w) => w.id)
        .sort();
    const cases: [string, number[]][] = [
      ["lyric_local", having("local", "ai_local")],
      ["local", having("local", "ai_local")],
      ["lyric_ai", having("ai", "ai_local")],
      ["ai", having("ai", "ai_local")],
      ["ai_local", having("local", "ai", "ai_local")],
      ["lyric_ai_lyric_local", having("local", "ai", "ai_local")],
      ["lyric_no", having("")],
      ["no", having("")],
      ["local_no", having("", "local", "ai_local")],
      ["lyric_local_lyric_no", having("", "local", "ai_local")],
      ["", VISIBLE.map((w) => w.id).sort()],
    ];
    for (const [lyric, expected] of cases) {
      expect(ids(await list(`lyric=${lyric}`)).sort(), lyric).toEqual(expected);
    }
  });

  it("ignores a lyric value it does not know, as kikoeru did (no filter, never 400)", async () => {
    const all = VISIBLE.map((w) => w.id).sort();
    for (const lyric of ["video", "ai_video", "%00", "x".repeat(300)]) {
      expect(ids(await list(`lyric=${lyric}`)).sort(), lyric).toEqual(all);
    }
    expect(ids(await list("lyric=ai&lyric=local")).sort()).toEqual(all);
  });

  it("combines filters and keeps the pagination count in step", async () => {
    const body = await list("nsfw=1&lyric=local&order=id&sort=asc");
    expect(ids(body)).toEqual([idOf("mori"), idOf("twin")]);
    expect(body.pagination.totalCount).toBe(2);
  });

  it("pages with the configured page size, a pageSize parameter and clamps page 0 or below to 1", async () => {
    const all = ids(await list("order=id"));
    const page2 = ok(await catalog.get("/api/works?order=id&pageSize=3&page=2"), worksResponseSchema);
    expect(ids(page2)).toEqual(all.slice(3, 6));
    expect(page2.pagination).toEqual({ currentPage: 2, pageSize: 3, totalCount: VISIBLE.length });
    for (const page of [0, -3]) {
      const first = ok(await catalog.get(`/api/works?order=id&pageSize=3&page=${page}`), worksResponseSchema);
      expect(first.pagination.currentPage).toBe(1);
      expect(ids(first)).toEqual(all.slice(0, 3));
    }
    const beyond = ok(await catalog.get("/api/works?page=50"), worksResponseSchema);
    expect(beyond.works).toEqual([]);
    expect(beyond.pagination.totalCount).toBe(VISIBLE.length);
  });

  it("takes the default page size from the pageSize setting, at once when it changes", async () => {
    const setPageSize = (pageSize: number) =>
      catalog.send("PUT", "/api/config/admin", { config: { pageSize } }, catalog.tokens.admin);
    expect((await setPageSize(4)).statusCode).toBe(200);
    try {
      const body = ok(await catalog.get("/api/works"), worksResponseSchema);
      expect(body.works).toHaveLength(4);
      expect(body.pagination.pageSize).toBe(4);
      expect(ok(await catalog.get("/api/review"), reviewedWorksResponseSchema).pagination.pageSize).toBe(4);
    } finally {
      await setPageSize(12);
    }
  });

  it("orders by the caller's own stars, rated works first, per user", async () => {
    await catalog.send("PUT", "/api/review", { work_id: idOf("asmr"), rating: 4.5 });
    await catalog.send("PUT", "/api/review", { work_id: idOf("halfWidth"), rating: 1 });
    await catalog.send("PUT", "/api/review", { work_id: idOf("code"), rating: 3 }, catalog.tokens.bob);
    try {
      const rest = expectedOrder(
        VISIBLE.filter((w) => w.id !== idOf("asmr") && w.id !== idOf("halfWidth")),
        COLUMNS.release!,
        "desc",
      );
      const desc = await list("order=rating&sort=desc");
      expect(ids(desc)).toEqual([idOf("asmr"), idOf("halfWidth"), ...rest]);
      expect(desc.works[0]!.userRating).toBe(4.5);
      expect(desc.works.find((w) => w.id === idOf("code"))!.userRating).toBeNull();
      const asc = await list("order=rating&sort=asc");
      expect(ids(asc)).toEqual([idOf("halfWidth"), idOf("asmr"), ...rest]);
      const paged = ok(await catalog.get("/api/works?order=rating&pageSize=2&page=2"), worksResponseSchema);
      expect(ids(paged)).toEqual(rest.slice(0, 2));
      const bob = await list("order=rating", catalog.tokens.bob);
      expect(ids(bob)[0]).toBe(idOf("code"));
    } finally {
      for (const id of [idOf("asmr"), idOf("halfWidth")])
        await catalog.send("DELETE", `/api/review?work_id=${id}`, undefined);
      await catalog.send("DELETE", `/api/review?work_id=${idOf("code")}`, undefined, catalog.tokens.bob);
    }
  });

  it("a page in star order follows every rating change, removal and deleted account at once", async () => {
    const first = () => list("order=rating&sort=desc").then((body) => ids(body)[0]);
    const newest = expectedOrder(VISIBLE, COLUMNS.release!, "desc")[0];
    const rater = await catalog.ctx.createUser("rater", "user");
    try {
      expect(await first()).toBe(newest);
      await catalog.send("PUT", "/api/review", { work_id: idOf("sleep"), rating: 2 });
      expect(await first()).toBe(idOf("sleep"));
      await catalog.send("PUT", "/api/review", { work_id: idOf("mori"), rating: 5 });
      expect(await first()).toBe(idOf("mori"));
      await catalog.send("DELETE", `/api/review?work_id=${idOf("mori")}`, undefined);
      expect(await first()).toBe(idOf("sleep"));
      await catalog.send("DELETE", `/api/review?work_id=${idOf("sleep")}`, undefined);
      expect(await first()).toBe(newest);

      // A deleted account's stars must not order the list of a new account with the same name.
      const raterFirst = (token: string) =>
        list("order=rating&sort=desc", token).then((body) => ids(body)[0]);
      await catalog.send("PUT", "/api/review", { work_id: idOf("sleep"), rating: 4 }, rater);
      expect(await raterFirst(rater)).toBe(idOf("sleep"));
      const removed = await catalog.send(
        "DELETE",
        "/api/credentials/user",
        { users: [{ name: "rater", group: "user" }] },
        catalog.tokens.admin,
      );
      expect(removed.statusCode).toBe(200);
      const again = await catalog.ctx.createUser("rater", "user");
      expect(await raterFirst(again)).toBe(newest);
    } finally {
      await catalog.send("DELETE", `/api/review?work_id=${idOf("sleep")}`, undefined);
      await catalog.send("DELETE", `/api/review?work_id=${idOf("mori")}`, undefined);
    }
  });

  it("every list shows the caller's stars as they are after each write, removal and deleted account", async () => {
    const starsOf = async (token?: string) => {
      const body = await list("order=release", token);
      return body.works.find((w) => w.id === idOf("sleep"))!.userRating;
    };
    const rater = await catalog.ctx.createUser("starry", "user");
    try {
      expect(await starsOf()).toBeNull();
      await catalog.send("PUT", "/api/review", { work_id: idOf("sleep"), rating: 2 });
      expect(await starsOf()).toBe(2);
      await catalog.send("PUT", "/api/review?starOnly=true", { work_id: idOf("sleep"), rating: 4.5 });
      expect(await starsOf()).toBe(4.5);
      expect(await starsOf(rater)).toBeNull();
      await catalog.send("DELETE", `/api/review?work_id=${idOf("sleep")}`, undefined);
      expect(await starsOf()).toBeNull();

      await catalog.send("PUT", "/api/review", { work_id: idOf("sleep"), rating: 3 }, rater);
      expect(await starsOf(rater)).toBe(3);
      const removed = await catalog.send(
        "DELETE",
        "/api/credentials/user",
        { users: [{ name: "starry", group: "user" }] },
        catalog.tokens.admin,
      );
      expect(removed.statusCode).toBe(200);
      expect(await starsOf(await catalog.ctx.createUser("starry", "user"))).toBeNull();
    } finally {
      await catalog.send("DELETE", `/api/review?work_id=${idOf("sleep")}`, undefined);
    }
  });

  it("shuffles with order=random: stable across pages for one seed, different for other seeds", async () => {
    const whole = ids(await list("order=random&seed=42"));
    expect([...whole].sort()).toEqual(VISIBLE.map((w) => w.id).sort());
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(
        ...ids(
          ok(
            await catalog.get(`/api/works?order=random&seed=42&pageSize=3&page=${page}`),
            worksResponseSchema,
          ),
        ),
      );
    }
    expect(pages).toEqual(whole);
    expect(ids(await list("order=random&seed=42&sort=asc"))).toEqual(whole);
    const orders = new Set<string>();
    for (const seed of [0, 1, 7, 13, 42, 77, 99])
      orders.add(ids(await list(`order=random&seed=${seed}`)).join());
    expect(orders.size).toBeGreaterThan(1);
    const nsfw = ids(await list("order=random&seed=5&nsfw=1"));
    expect(nsfw.sort()).toEqual(
      VISIBLE.filter((w) => w.nsfw === false)
        .map((w) => w.id)
        .sort(),
    );
  });

  it("returns one random visible work for order=betterRandom, respecting filters", async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const body = ok(await catalog.get("/api/works?order=betterRandom&nsfw=1"), worksResponseSchema);
      expect(body.works).toHaveLength(1);
      expect(body.pagination.totalCount).toBe(VISIBLE.filter((w) => w.nsfw === false).length);
      const id = body.works[0]!.id;
      expect(VISIBLE.find((w) => w.id === id)?.nsfw).toBe(false);
      seen.add(id);
    }
    expect(seen.size).toBeGreaterThan(1);
    const none = ok(await catalog.get("/api/works?order=betterRandom&nsfw=1&lyric=ai"), worksResponseSchema);
    expect(none.works).toEqual([]);
  });

  it("picks the random work among a search's or a label's works only", async () => {
    const among = async (url: string, allowed: number[]) => {
      for (let i = 0; i < 10; i++) {
        const body = ok(await catalog.get(url), worksResponseSchema);
        expect(body.works, url).toHaveLength(1);
        expect(allowed, url).toContain(body.works[0]!.id);
        expect(body.pagination.totalCount, url).toBe(allowed.length);
      }
    };
    await among("/api/search?keyword=森&order=betterRandom", [idOf("mori"), idOf("twin")]);
    const hidamari = VISIBLE.filter((w) => w.circle?.id === 1001).map((w) => w.id);
    await among("/api/circles/1001/works?order=betterRandom", hidamari);
  });

  it("answers bad parameters with 400 in the kikoeru validation shape", async () => {
    const bad: [string, string][] = [
      ["order=title", "order"],
      ["sort=up", "sort"],
      ["nsfw=3", "nsfw"],
      ["nsfw=x", "nsfw"],
      ["page=abc", "page"],
      ["page=1.5", "page"],
      ["seed=-1", "seed"],
      ["pageSize=0", "pageSize"],
      ["pageSize=101", "pageSize"],
    ];
    for (const [query, param] of bad) expectInvalid(await catalog.get(`/api/works?${query}`), param);
  });

  it("lets guests read lists", async () => {
    const body = ok(await catalog.get("/api/works", catalog.tokens.guest), worksResponseSchema);
    expect(body.pagination.totalCount).toBe(VISIBLE.length);
  });

  it("formats created_at and updated_at as UTC date-times", async () => {
    const works = (await list("order=created_at&sort=asc")).works;
    expect(works[0]!.created_at).toBe(new Date(T0 + 1000).toISOString().slice(0, 19).replace("T", " "));
    for (const work of works) expect(work.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});

describe("every order answers every list", () => {
  it("on /api/works, /api/search and label lists", async () => {
    for (const order of WORK_ORDERS) {
      for (const url of ["/api/works", "/api/search?keyword=森&", "/api/circles/1001/works"]) {
        const sep = url.endsWith("&") ? "" : "?";
        ok(await catalog.get(`${url}${sep}order=${order}&nsfw=1&lyric=local`), worksResponseSchema);
      }
    }
  });
});
