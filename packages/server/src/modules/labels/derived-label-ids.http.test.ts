import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWork } from "../../../test/factories.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";

/** Circles and tags known only by name get 16-digit ids from 2^52 up (the scanner's rule). */
const CIRCLE_ID = 2 ** 52 + 123_456_789;
const TAG_ID = 2 ** 52 + 987_654_321;

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.login("admin", ADMIN_PASSWORD);
  await insertWork(ctx.database.db, {
    id: 123456,
    circle: { id: CIRCLE_ID, name: "名前だけのサークル" },
    tags: [{ id: TAG_ID, name: "名前だけのタグ" }],
  });
});
afterAll(() => ctx.close());

describe("labels with ids derived from their names", () => {
  it("are found by id, with their works, like DLsite labels", async () => {
    const circle = await ctx.request({ method: "GET", url: `/api/circles/${CIRCLE_ID}`, token });
    expect(circle.statusCode).toBe(200);
    expect(circle.json()).toEqual({ id: CIRCLE_ID, name: "名前だけのサークル" });
    const tag = await ctx.request({ method: "GET", url: `/api/tags/${TAG_ID}`, token });
    expect(tag.json()).toEqual({ id: TAG_ID, name: "名前だけのタグ" });
    for (const url of [`/api/circles/${CIRCLE_ID}/works`, `/api/tags/${TAG_ID}/works`]) {
      const works = await ctx.request({ method: "GET", url, token });
      expect(works.statusCode, url).toBe(200);
      expect(works.json().works.map((w: { id: number }) => w.id)).toEqual([123456]);
    }
  });

  it("still refuses ids beyond the safe integer range", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/circles/9999999999999999", token });
    expect(response.statusCode).toBe(404);
  });
});
