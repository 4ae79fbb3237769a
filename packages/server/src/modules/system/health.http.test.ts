import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/health/details", () => {
  it("answers anyone with the database and the folders, naming no path; /api/health stays the text OK", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/health/details" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: "ok",
      instance: expect.stringMatching(/^[0-9a-f]{8}$/),
      cluster: false,
      database: { reachable: true },
      folders: ["data", "covers", "cache", "logs"].map((name) => ({ name, writable: true })),
    });
    expect(response.body).not.toContain(ctx.dir);
    expect((await ctx.request({ method: "GET", url: "/api/health" })).body).toBe("OK");
    // No probe file is left behind.
    expect((await fs.readdir(ctx.dir)).filter((name) => name.startsWith(".kikoeru-health"))).toEqual([]);
  });

  it("answers 503 degraded when a folder takes no write", async () => {
    await fs.rm(ctx.paths.cacheDir, { recursive: true, force: true });
    await fs.writeFile(ctx.paths.cacheDir, "not a folder");
    try {
      const response = await ctx.request({ method: "GET", url: "/api/health/details" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "degraded", database: { reachable: true } });
      expect(response.json().folders).toContainEqual({ name: "cache", writable: false });
    } finally {
      await fs.rm(ctx.paths.cacheDir, { force: true });
      await fs.mkdir(ctx.paths.cacheDir);
    }
  });
});
