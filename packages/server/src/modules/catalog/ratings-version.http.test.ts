import { reviewedWorksResponseSchema, worksResponseSchema } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Catalog, createCatalog, idOf, ok } from "../../../test/catalog/fixture.ts";

let catalog: Catalog;
beforeAll(async () => {
  catalog = await createCatalog();
});
afterAll(() => catalog.close());

const db = () => catalog.ctx.database.db;
const starOrder = async () =>
  ok(await catalog.get("/api/works?order=rating&sort=desc&pageSize=3"), worksResponseSchema).works.map(
    (work) => [work.id, work.userRating],
  );
const favourites = async () =>
  ok(await catalog.get("/api/review?pageSize=100"), reviewedWorksResponseSchema).works.map((work) => [
    work.id,
    work.userRating,
  ]);
const ratingsVersion = async () =>
  Number((await db().selectFrom("ratings_state").select("version").executeTakeFirstOrThrow()).version);

// The cache versions live in the database: a write by anyone else (the CLI, a second process, this test)
// changes them, so the server's cached pages follow at once.
describe("reviews written behind the server's back", () => {
  it("reorder the caller's star-ordered page and fill their favourites", async () => {
    const unrated = await starOrder();
    expect(unrated.every(([, rating]) => rating === null)).toBe(true);
    expect(await favourites()).toEqual([]);

    const now = Date.now();
    await db()
      .insertInto("reviews")
      .values(
        [
          { id: idOf("sleep"), rating: 5 },
          { id: idOf("mori"), rating: 3 },
        ].map(({ id, rating }) => ({
          user_name: "alice",
          work_id: id,
          rating,
          review_text: null,
          progress: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await starOrder()).slice(0, 2)).toEqual([
      [idOf("sleep"), 5],
      [idOf("mori"), 3],
    ]);
    expect(new Set(await favourites())).toEqual(
      new Set([
        [idOf("sleep"), 5],
        [idOf("mori"), 3],
      ]),
    );

    await db().updateTable("reviews").set({ rating: 1 }).where("work_id", "=", idOf("sleep")).execute();
    expect((await starOrder())[0]).toEqual([idOf("mori"), 3]);

    await db().deleteFrom("reviews").execute();
    expect(await starOrder()).toEqual(unrated);
    expect(await favourites()).toEqual([]);
  });

  it("bump the ratings version on every write, and on deleting an account", async () => {
    const before = await ratingsVersion();
    await db()
      .insertInto("reviews")
      .values({
        user_name: "bobby",
        work_id: idOf("mori"),
        rating: 4,
        review_text: null,
        progress: null,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    expect(await ratingsVersion()).toBeGreaterThan(before);
    const written = await ratingsVersion();
    await db().deleteFrom("users").where("name", "=", "bobby").execute();
    expect(await ratingsVersion()).toBeGreaterThan(written);
    expect(await db().selectFrom("reviews").select("work_id").execute()).toEqual([]);
  });
});
