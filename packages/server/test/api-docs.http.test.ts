import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./harness.ts";

let ctx: TestContext;
let guest: string;

beforeAll(async () => {
  ctx = await createTestContext();
  guest = await ctx.createUser("visitor", "guest");
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.request({ method: "GET", url, ...(token ? { token } : {}) });

describe("/api/docs with auth on", () => {
  it("refuses the page and the OpenAPI document to anonymous callers", async () => {
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/json", "/api/docs/yaml"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error, url).toBeTypeOf("string");
    }
  });

  it("serves them to any signed-in user, by header or by ?token=", async () => {
    expect((await get("/api/docs/json", guest)).json().openapi).toMatch(/^3\./);
    const byQuery = await get(`/api/docs/json?token=${guest}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().paths["/api/works"]).toBeDefined();
    expect((await get(`/api/docs/yaml?token=${guest}`)).body).toContain("openapi:");
    const page = await get(`/api/docs?token=${guest}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-initializer.js");
  });

  it("keeps swagger-ui's own files public: they hold nothing of this server", async () => {
    for (const url of ["/api/docs/static/swagger-ui.css", "/api/docs/static/swagger-ui-bundle.js"]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("has the page send the caller's token with every request it makes", async () => {
    const script = (await get("/api/docs/static/swagger-initializer.js")).body;
    expect(script).toContain("requestInterceptor");
    expect(script).toContain("jwt-token");
    expect(script).toContain("Bearer");
  });
});

describe("/api/docs with auth off", () => {
  it("is open like every other route", async () => {
    const off = await createTestContext({ config: { auth: false } });
    try {
      for (const url of ["/api/docs", "/api/docs/json", "/api/docs/yaml"]) {
        expect((await off.request({ method: "GET", url })).statusCode, url).toBe(200);
      }
    } finally {
      await off.close();
    }
  });
});
