import { aiLyricTaskPageSchema } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;
let guest: string;
beforeAll(async () => {
  ctx = await createTestContext({ config: { pageSize: 12 } });
  guest = await ctx.createUser("visitor", "guest");
});
afterAll(() => ctx.close());

const list = (query: string, token = guest) =>
  ctx.request({ method: "GET", url: `/api/lyric/translate?${query}`, token });

describe("GET /api/lyric/translate", () => {
  it("answers the old client's work-page lookup with an empty page of that work's tasks", async () => {
    const response = await list("page=-1&work_id=123456&file_name=&status=[]");
    expect(response.statusCode).toBe(200);
    expect(aiLyricTaskPageSchema.parse(response.json())).toEqual({
      pagination: { currentPage: -1, pageSize: 0, totalCount: 0 },
      tasks: [],
    });
  });

  it("answers the 翻译任务 page's queries with empty pages of the configured size", async () => {
    const empty = (currentPage: number) => ({
      pagination: { currentPage, pageSize: 12, totalCount: 0 },
      tasks: [],
    });
    for (const [query, page] of [
      ["page=1&work_id=0&file_name=&status=[]", 1],
      ["page=2&work_id=0&file_name=01.mp3&status=[1,2]", 2],
      ["page=-1&status=[3]", -1],
      [`page=1&work_id=&file_name=&status=${encodeURIComponent('["3"]')}`, 1],
      ["", 1],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toEqual(empty(page));
    }
  });

  it("refuses what kikoeru refused, in the validation shape with a code", async () => {
    for (const [query, param] of [
      ["page=-2&status=[]", "page"],
      ["page=x&status=[]", "page"],
      ["page=1&work_id=abc&status=[]", "work_id"],
      ["page=1&status=[", "status"],
      ["page=1&status={}", "status"],
      ["page=1&status=[1,%22x%22]", "status"],
    ]) {
      const response = await list(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ param }] });
    }
  });

  it("needs a signed-in user", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/lyric/translate?page=1&status=[]" });
    expect(response.statusCode).toBe(401);
  });
});
