import {
  HISTORY_PAGE_SIZE,
  historyMessages,
  historyWorksResponseSchema,
  reviewMessages,
} from "@kikoeru/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Catalog, createCatalog, expectInvalid, idOf, ids, ok } from "../../../test/catalog/fixture.ts";
import { insertWork } from "../../../test/factories.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());
beforeEach(async () => {
  await catalog.ctx.database.db.deleteFrom("play_history").execute();
});

const state = (seconds: number) => ({
  queue: [{ hash: "100001/0", title: "トラック1.mp3" }],
  index: 0,
  seconds,
});
const save = (work_id: number | string, body: unknown, path = "/api/histroy", token?: string) =>
  catalog.send("PUT", path, { work_id, state: body }, token);
const history = async (query = "", path = "/api/histroy", token?: string) =>
  ok(await catalog.get(`${path}${query}`, token), historyWorksResponseSchema);
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("PUT /api/histroy", () => {
  it("stores the client's play position as sent and updates it in place", async () => {
    const response = await save(idOf("mori"), state(10));
    expect(response.json()).toEqual({ message: historyMessages.saved });
    await save(idOf("mori"), { ...state(42.5), extra: { kept: true } });
    const body = await history();
    expect(body.works).toHaveLength(1);
    expect(body.works[0]!.state).toEqual({ ...state(42.5), extra: { kept: true } });
    expect(body.works[0]!.play_updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Date.parse(`${body.works[0]!.play_updated_at.replace(" ", "T")}Z`)).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it("answers 400 when state is not an object and 404 for unknown or missing works", async () => {
    for (const bad of ["{}", 3, null, [1, 2], true]) {
      expectInvalid(await save(idOf("mori"), bad), "state", "body");
    }
    expectInvalid(await catalog.send("PUT", "/api/histroy", { work_id: idOf("mori") }), "state", "body");
    expect((await save(999999, state(1))).statusCode).toBe(404);
    expect((await save(idOf("missing"), state(1))).statusCode).toBe(404);
    expectInvalid(await save("nope", state(1)), "work_id", "body");
    expect((await history()).works).toEqual([]);
  });

  it("accepts work codes and the /api/history spelling", async () => {
    await save("RJ01234567", state(1), "/api/history");
    expect(ids(await history())).toEqual([idOf("sleep")]);
    expect(ids(await history("", "/api/history"))).toEqual([idOf("sleep")]);
  });

  it("is refused to guests", async () => {
    expect((await save(idOf("mori"), state(1), "/api/histroy", catalog.tokens.guest)).statusCode).toBe(403);
    const del = await catalog.send("DELETE", "/api/histroy", { work_id: idOf("mori") }, catalog.tokens.guest);
    expect(del.statusCode).toBe(403);
    expect((await history("", "/api/histroy", catalog.tokens.guest)).works).toEqual([]);
  });
});

describe("GET /api/histroy", () => {
  it("lists the caller's plays, most recent first, with the work fields the resume button needs", async () => {
    for (const name of ["sleep", "mori", "bj"] as const) {
      await save(idOf(name), state(1));
      await pause();
    }
    await save(idOf("mori"), state(99));
    await save(idOf("asmr"), state(5), "/api/histroy", catalog.tokens.bob);
    const body = await history();
    expect(ids(body)).toEqual([idOf("mori"), idOf("bj"), idOf("sleep")]);
    expect(body.works[0]).toMatchObject({ title: "ささやきの森", circle: { id: 1001 }, state: state(99) });
    expect(body.works[0]!.vas).toHaveLength(1);
    expect(ids(await history("?sort=asc"))).toEqual([idOf("sleep"), idOf("bj"), idOf("mori")]);
    expect(ids(await history("?order=release&sort=desc"))).toEqual([idOf("mori"), idOf("bj"), idOf("sleep")]);
    expect(ids(await history("", "/api/histroy", catalog.tokens.bob))).toEqual([idOf("asmr")]);
  });

  it("pages by 12", async () => {
    for (let i = 0; i < HISTORY_PAGE_SIZE + 1; i++) {
      await insertWork(catalog.ctx.database.db, { id: 400000 + i });
      await save(400000 + i, state(i));
    }
    const first = await history();
    expect(first.works).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 12, totalCount: HISTORY_PAGE_SIZE + 1 });
    expect((await history("?page=2")).works).toHaveLength(1);
    expectInvalid(await catalog.get("/api/histroy?sort=sideways"), "sort");
  });

  it("leaves out missing works without deleting their history", async () => {
    const db = catalog.ctx.database.db;
    await save(idOf("twin"), state(3));
    await db.updateTable("works").set({ missing_since: Date.now() }).where("id", "=", idOf("twin")).execute();
    try {
      expect((await history()).works).toEqual([]);
    } finally {
      await db.updateTable("works").set({ missing_since: null }).where("id", "=", idOf("twin")).execute();
    }
    expect(ids(await history())).toEqual([idOf("twin")]);
  });
});

describe("DELETE /api/histroy", () => {
  it("removes one play record, taking work_id from the JSON body", async () => {
    await save(idOf("mori"), state(1));
    await save(idOf("sleep"), state(1));
    const response = await catalog.send("DELETE", "/api/histroy", { work_id: idOf("mori") });
    expect(response.json()).toEqual({ message: historyMessages.deleted });
    expect(ids(await history())).toEqual([idOf("sleep")]);
    await catalog.send("DELETE", "/api/history", { work_id: "RJ01234567" });
    expect((await history()).works).toEqual([]);
  });

  it("names work_id when the request has no body at all", async () => {
    const response = await catalog.ctx.request({
      method: "DELETE",
      url: "/api/histroy",
      token: catalog.tokens.alice,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: reviewMessages.badWorkId,
      errors: [{ param: "work_id", location: "body", msg: reviewMessages.badWorkId }],
      code: "VALIDATION_FAILED",
    });
  });

  it("answers 400 without a body work_id (the query string does not count)", async () => {
    expectInvalid(
      await catalog.send("DELETE", `/api/histroy?work_id=${idOf("mori")}`, {}),
      "work_id",
      "body",
    );
  });
});
