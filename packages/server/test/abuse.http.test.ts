import fs from "node:fs/promises";
import { ERROR_CODES } from "@kikoeru/contract";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteInfo } from "../src/app.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "./harness.ts";
import { addWork, createLibrary, wavBytes } from "./media/library.ts";

/**
 * Malformed input on every registered /api route, as the administrator and as a plain user: never a 5xx,
 * every refusal in the kikoeru error shape with a stable `code`, and nothing written.
 */

/** Bodies that never get past Fastify's JSON parser or its size limit, safe for every route. */
const UNPARSEABLE: [string, string][] = [
  ["invalid JSON", '{"name": "admin",'],
  ["bare word", "undefined"],
  ["NUL in JSON", '{"name":"a\u0000b"}'],
  ["prototype pollution", '{"__proto__":{"polluted":true},"name":"x"}'],
  ["constructor pollution", '{"constructor":{"prototype":{"polluted":true}}}'],
  ["2 MB string", JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) })],
];

/** Valid JSON of the wrong shape. No combination names a real account or a valid setting. */
const WRONG_SHAPES: [string, string][] = (
  [
    ["array", [{ name: "x" }]],
    ["string", "admin"],
    ["number", 42],
    ["null", null],
    ["boolean", true],
    [
      "wrong types",
      {
        name: 123,
        password: { $ne: null },
        newPassword: ["x"],
        oldPassword: 1,
        group: 7,
        work_id: "x",
        rating: "five",
        review_text: 1,
        progress: "x",
        file_index: -1,
        rootFolders: "C:\\",
        expiresIn: "forever",
        pageSize: -5,
      },
    ],
    [
      "control characters",
      {
        name: "a\u0000b\u0007",
        password: "\u0000\u0001",
        newPassword: "\u0000",
        work_id: "\u0000",
        keyword: "\u0000",
        rootFolders: [{ name: "\u0000", path: "\u0000" }],
      },
    ],
    ["900 kB string", { name: "名".repeat(300_000), review_text: "x".repeat(900_000) }],
  ] as [string, unknown][]
).map(([what, value]): [string, string] => [what, JSON.stringify(value)]);
WRONG_SHAPES.push(
  ["huge numbers", '{"work_id":1e309,"rating":-1e308,"file_index":18446744073709551616,"id":1e-400}'],
  ["deep array", `${"[".repeat(5000)}1${"]".repeat(5000)}`],
  ["deep object", `${'{"name":'.repeat(5000)}1${"}".repeat(5000)}`],
);

/**
 * Bodies that would be valid but for a NUL in one string: PostgreSQL cannot store NUL in text, and no
 * name, password, path or review needs one, so every route refuses them the same way on both databases.
 */
const NUL_IN_VALID: Record<string, unknown> = {
  "POST /api/auth/me": { name: "ad\u0000min", password: "whatever-password" },
  "POST /api/credentials/user": { name: "new\u0000user", password: "password-123", group: "user" },
  "PUT /api/credentials/user": {
    name: "listener",
    newPassword: "new-pass\u0000word",
    oldPassword: "listener-password",
  },
  "PUT /api/config/admin": { rootFolders: [{ name: "x", path: "/tmp\u0000/x", inactive: false }] },
  "PUT /api/review": { work_id: 123456, rating: 5, review_text: "good\u0000" },
  "PUT /api/history": { work_id: 123456, state: { "queue\u0000": "\u0000" } },
  "PUT /api/histroy": { work_id: 123456, state: { index: 0, note: "\u0000" } },
  "POST /api/syncer": {
    host: "http://127.0.0.1:9",
    code: "RJ01234567",
    rootFolderName: "ma\u0000in",
    overwrite: true,
    treeTracks: [],
  },
  "PUT /api/syncer/credentials": { host: "http://127.0.0.1:9", name: "a\u0000", password: "password" },
  "POST /api/media/save-lrc/:workId": { writePath: "a\u0000.vtt", lrc: [{ time: 0, text: "x" }] },
  "POST /api/lyric/worker-tokens": { name: "gpu\u0000box" },
  "POST /api/lyric/translate/acquire": { worker_name: "w\u0000" },
  "POST /api/lyric/translate/status": { id: 1, secret: "x", worker_status: "50%\u0000" },
  "POST /api/lyric/translate/finish": { id: 1, secret: "x", success: true, lrc_content: "[00:00.00]\u0000" },
  "POST /api/admin/import/plan": { db: "/srv/kikoeru/db\u0000.sqlite3", config: "/srv/kikoeru/config.json" },
  "POST /api/admin/import/run": { db: "/srv/kikoeru/db.sqlite3", config: "/srv/kikoeru/config\u0000.json" },
  "POST /api/edit/work/:id": {
    title: "题\u0000名",
    circle: { id: 0, name: "社团" },
    tags: [{ id: 0, name: "标签" }],
    vas: [{ id: 0, name: "声优" }],
  },
};

/** Start a scan, retry a work or rename tags whatever their body says (they read none): malformed JSON only. */
const BODY_IGNORED = new Set([
  "POST /api/scanner/scan",
  "POST /api/scanner/update",
  "POST /api/scanner/lyric-scan",
  "POST /api/scanner/failed-works/:id/retry",
  "POST /api/uncensor/tags",
  "POST /api/uncensor/tags/undo",
]);

const BAD_PARAMS = [
  "9".repeat(60),
  "-1",
  "NaN",
  "1e309",
  "0x1F",
  "%00",
  "a%00b",
  "%E0%A4%A",
  "..%2F..%2Fetc%2Fpasswd",
  "%20",
  "RJ99999999",
  "%F0%9F%98%80",
  "%ED%A0%80",
];

const BAD_QUERIES = [
  "page=NaN&pageSize=-1&order=%00&sort=%00",
  "page=99999999999999999999999&pageSize=1e309&seed=-0",
  "page=1&page=2&keyword=a&keyword=b",
  "keyword=a%00b&nsfw=%00&lyric=%00&subtitle=x",
  "age=%00&nsfw=3",
  "age=r15&age=adult&age=__proto__",
  `keyword=${encodeURIComponent('[{"t":2,"d":"a\u0000b"},{"t":1,"d":"\u0000"}]')}&isAdvance=1`,
  "keyword=%ED%A0%80&order=__proto__&sort=constructor",
  `keyword=${"x".repeat(9000)}`,
  "__proto__[polluted]=1&constructor[prototype][polluted]=1",
  "id=-1&work_id=%00&index=NaN&hash=%00",
  `page=-2&work_id=-1&file_name=%00&status=${encodeURIComponent('[{"a":1},"x"]')}&status=%5B`,
];

let ctx: TestContext;
let tokens: { admin: string; user: string };
let routes: RouteInfo[];

beforeAll(async () => {
  ctx = await createTestContext();
  tokens = {
    admin: await ctx.login("admin", ADMIN_PASSWORD),
    user: await ctx.createUser("listener", "user"),
  };
  await addWork(ctx, await createLibrary(ctx), { id: 123456, files: [{ path: "a.wav", bytes: wavBytes() }] });
  routes = ctx.app.routeTable.filter((route) => route.method !== "HEAD");
});
afterAll(() => ctx.close());

/** Row counts of every table, the config file and the account list: what a refused request must not touch. */
async function snapshot() {
  const tables = await ctx.database.db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table.name)}`.execute(ctx.database.db);
    counts[table.name] = Number(rows[0]?.n);
  }
  const users = await ctx.request({ method: "GET", url: "/api/credentials/users", token: tokens.admin });
  return { counts, config: await fs.readFile(ctx.configFile, "utf8"), users: users.body };
}

const withParams = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value).replace(/\*/g, value);

const CODES: readonly string[] = ERROR_CODES;

/** A problem found: a 5xx, or a refusal that is not `{error}` / `{errors}` JSON with a known `code`. */
function problem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let body: { error?: unknown; errors?: unknown; code?: unknown };
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 200)}`;
  }
  const shaped = typeof body.error === "string" || Array.isArray(body.errors);
  return shaped && typeof body.code === "string" && CODES.includes(body.code)
    ? null
    : `${response.statusCode} ${response.body.slice(0, 200)}`;
}

async function barrage(route: RouteInfo, token: string): Promise<string[]> {
  const name = `${route.method} ${route.url}`;
  const found: string[] = [];
  const send = async (what: string, url: string, payload?: string) => {
    const response = await ctx.request({
      method: route.method as "GET",
      url,
      token,
      ...(payload === undefined ? {} : { payload, headers: { "content-type": "application/json" } }),
    });
    const issue = problem(response);
    if (issue) found.push(`${name} ${what} (${url.slice(0, 120)}): ${issue}`);
  };
  const url = withParams(route.url, "1");
  if (route.method !== "GET") {
    for (const [what, payload] of UNPARSEABLE) await send(what, url, payload);
    if (!BODY_IGNORED.has(name)) {
      for (const [what, payload] of WRONG_SHAPES) await send(what, url, payload);
    }
    if (name in NUL_IN_VALID) {
      const payload = JSON.stringify(NUL_IN_VALID[name]);
      const response = await ctx.request({
        method: route.method as "PUT",
        url,
        token,
        payload,
        headers: { "content-type": "application/json" },
      });
      if (response.statusCode !== 400)
        found.push(`${name} NUL in text: ${response.statusCode} ${response.body}`);
    }
  }
  if (route.url.includes(":") || route.url.includes("*")) {
    for (const value of BAD_PARAMS) {
      await send(`param ${value}`, withParams(route.url, value), route.method === "GET" ? undefined : "{}");
    }
  }
  if (route.method === "GET")
    for (const query of BAD_QUERIES) await send(`query ${query}`, `${url}?${query}`);
  return found;
}

describe("abuse: malformed input on every route", () => {
  it("never answers 5xx, refuses in the error shape and writes nothing", async () => {
    const before = await snapshot();
    const found: string[] = [];
    for (const route of routes) {
      found.push(...(await barrage(route, tokens.admin)));
      // Admin and AI lyric worker routes refuse a plain user before reading the body (auth matrix).
      if (route.access !== "admin" && route.access !== "worker")
        found.push(...(await barrage(route, tokens.user)));
    }
    expect(found).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The accounts still work: nothing was locked, renamed or given a new password.
    expect(await ctx.login("admin", ADMIN_PASSWORD)).toBeTypeOf("string");
    expect(await ctx.login("listener", "listener-password")).toBeTypeOf("string");
  });

  it("covers every route of the application", () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual(expect.arrayContaining(Object.keys(NUL_IN_VALID)));
  });
});
