import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { AuditRepo } from "./audit.repo.ts";
import { AuditLog } from "./audit.service.ts";

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
  let clock = 1_700_000_000_000;
  const audit = new AuditLog(new AuditRepo(ctx.database.db), () => clock++);
  for (let i = 0; i < 55; i++) {
    await audit.record({ actor: "admin", action: "cover.upload", workId: i, detail: { n: i } });
  }
  await audit.record({ actor: "admin", action: "tags.uncensor", detail: { lang: "ja-jp" } });
});
afterAll(() => ctx.close());

const page = (query: string) => ctx.request({ method: "GET", url: `/api/admin/audit${query}`, token: admin });

it("lists the log newest first, 50 entries a page", async () => {
  const first = (await page("")).json();
  expect(first.pagination).toEqual({ currentPage: 1, pageSize: 50, totalCount: 56 });
  expect(first.entries[0]).toEqual({
    id: expect.any(Number),
    actor: "admin",
    action: "tags.uncensor",
    workId: null,
    detail: { lang: "ja-jp" },
    createdAt: 1_700_000_000_055,
  });
  const second = (await page("?page=2")).json();
  expect(second.entries.map((e: { workId: number }) => e.workId)).toEqual([5, 4, 3, 2, 1, 0]);
});

it("refuses a bad page number", async () => {
  for (const query of ["?page=0", "?page=x", "?page=-3"]) {
    const response = await page(query);
    expect(response.statusCode, query).toBe(400);
    expect(response.json().code, query).toBe("VALIDATION_FAILED");
  }
});
