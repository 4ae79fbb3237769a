import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";
import { insertWork, type WorkSeed } from "../factories.ts";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../harness.ts";

/** 2024-03-01 12:34:56 UTC: creation times of the fixture are offsets from here. */
export const T0 = Date.UTC(2024, 2, 1, 12, 34, 56);

const HIDAMARI = { id: 1001, name: "ひだまりサークル" };
const CIRCLE_B = { id: 1002, name: "サークルB" };
const KOBO = { id: 1003, name: "ささやき工房" };
export const HANAKO = { id: "5f0c7c3e-0000-5000-8000-000000000001", name: "花子" };
export const TARO = { id: "5f0c7c3e-0000-5000-8000-000000000002", name: "太郎" };
export const YAMADA = { id: "5f0c7c3e-0000-5000-8000-000000000003", name: "山田" };
const IYASHI = { id: 1, name: "癒し" };
const MIMIKAKI = { id: 2, name: "耳かき" };
const ASMR = { id: 3, name: "ASMR" };
export const BJ_OFFSET = 1_000_000_000_000;

/**
 * The test catalogue: Japanese titles in hiragana, katakana and half-width katakana, works with no voice
 * actor, no tags, no circle and no release date, a BJ work, 6- and 8-digit codes, an R-15 work, a missing
 * work.
 */
export const WORKS = {
  mori: {
    id: 100001,
    title: "ささやきの森",
    circle: HIDAMARI,
    vas: [HANAKO],
    tags: [IYASHI, MIMIKAKI],
    nsfw: false,
    release: "2023-05-01",
    dl_count: 500,
    price: 1100,
    review_count: 10,
    rate_count: 20,
    rate_average_2dp: 4.5,
    rate_count_detail: [{ review_point: 5, count: 15, ratio: 75 }],
    lyric_status: "local",
    created_at: T0 + 1000,
    totalDuration: 3600.5,
  },
  asmr: {
    id: 100002,
    title: "耳かきASMR",
    circle: CIRCLE_B,
    vas: [TARO, HANAKO],
    tags: [MIMIKAKI],
    nsfw: true,
    release: "2024-01-15",
    dl_count: 1500,
    price: 2200,
    review_count: 30,
    rate_count: 40,
    rate_average_2dp: 3.8,
    lyric_status: "ai",
    created_at: T0 + 2000,
  },
  sleep: {
    id: 1234567,
    title: "催眠音声 Sleep",
    circle: HIDAMARI,
    nsfw: true,
    release: "2022-12-01",
    dl_count: 50,
    price: 880,
    review_count: 5,
    rate_count: 6,
    rate_average_2dp: 4.9,
    lyric_status: "ai_local",
    series: "S1",
    created_at: T0 + 3000,
  },
  halfWidth: {
    id: 100004,
    title: "ｻｻﾔｷ Half Width",
    circle: CIRCLE_B,
    vas: [TARO],
    tags: [ASMR],
    nsfw: false,
    release: null,
    series: "S1",
    created_at: T0 + 4000,
  },
  bj: {
    id: BJ_OFFSET + 100005,
    title: "100%_test 作品",
    circle: null,
    vas: [YAMADA],
    tags: [IYASHI],
    nsfw: true,
    release: "2021-07-07",
    dl_count: 10,
    price: 330,
    review_count: 1,
    rate_count: 2,
    rate_average_2dp: 2,
    created_at: T0 + 5000,
  },
  missing: {
    id: 100006,
    title: "ささやき 消えた",
    circle: HIDAMARI,
    vas: [HANAKO],
    tags: [IYASHI],
    nsfw: false,
    release: "2025-01-01",
    missing_since: T0,
    created_at: T0 + 6000,
  },
  exact: {
    id: 200007,
    title: "ささやき",
    circle: KOBO,
    vas: [YAMADA],
    nsfw: false,
    release: "2010-01-01",
    dl_count: 7,
    created_at: T0 + 7000,
  },
  code: {
    id: 123456,
    title: "番号テスト",
    circle: KOBO,
    // not adults-only, so `nsfw` is false as in kikoeru.
    nsfw: false,
    age: "r15",
    release: "2020-01-01",
    price: 110,
    created_at: T0 + 8000,
  },
  twin: {
    id: 100009,
    title: "双子の森",
    circle: HIDAMARI,
    vas: [HANAKO],
    tags: [IYASHI],
    nsfw: false,
    release: "2023-05-01",
    dl_count: 500,
    price: 1100,
    review_count: 10,
    rate_average_2dp: 4.5,
    lyric_status: "local",
    created_at: T0 + 9000,
  },
} satisfies Record<string, WorkSeed>;

export type WorkName = keyof typeof WORKS;
const ALL: WorkSeed[] = Object.values(WORKS);
export const VISIBLE: WorkSeed[] = ALL.filter((work) => !work.missing_since);

export interface Catalog {
  ctx: TestContext;
  tokens: { admin: string; alice: string; bob: string; guest: string };
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  send(
    method: "PUT" | "DELETE",
    url: string,
    payload: object | undefined,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A test app with the catalogue above and users alice, bob (users) and visitor (guest). */
export async function createCatalog(options: { config?: Record<string, unknown> } = {}): Promise<Catalog> {
  const ctx = await createTestContext(options);
  for (const work of ALL) await insertWork(ctx.database.db, work);
  const tokens = {
    admin: await ctx.login("admin", ADMIN_PASSWORD),
    alice: await ctx.createUser("alice", "user"),
    bob: await ctx.createUser("bobby", "user"),
    guest: await ctx.createUser("visitor", "guest"),
  };
  return {
    ctx,
    tokens,
    get: (url, token = tokens.alice) => ctx.request({ method: "GET", url, token }),
    send: (method, url, payload, token = tokens.alice) =>
      ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload }) }),
    close: () => ctx.close(),
  };
}

/** Asserts a 200 whose body satisfies the contract schema, and returns the parsed body. */
export function ok<S extends z.ZodType>(response: LightMyRequestResponse, schema: S): z.infer<S> {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  // The schema changes nothing: no extra fields (hot routes join cached JSON and skip the serializer's check,
  // see docs/design-changes.md), and the text is plain JSON of that value: no key given twice.
  expect(parsed.data).toStrictEqual(body);
  expect(response.body).toBe(JSON.stringify(body));
  return parsed.data as z.infer<S>;
}

/** Asserts the kikoeru validation shape: 400 `{errors:[{msg,param,location}]}` naming `param`. */
export function expectInvalid(response: LightMyRequestResponse, param: string, location = "query"): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body.error).toBeTypeOf("string");
  expect(body.errors[0]).toMatchObject({ param, location });
  expect(body.errors[0].msg).toBeTypeOf("string");
}

export const ids = (body: { works: { id: number }[] }) => body.works.map((work) => work.id);
export const idOf = (name: WorkName) => WORKS[name].id;

/** kikoeru's list order for a column: the column, then release DESC (no release last), then id DESC. */
export function expectedOrder(
  works: WorkSeed[],
  key: (work: WorkSeed) => number | string | null,
  direction: "asc" | "desc",
): number[] {
  const release = (w: WorkSeed) => w.release ?? "";
  const compare = (a: number | string | null, b: number | string | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
  return [...works]
    .sort((a, b) => {
      const primary = compare(key(a), key(b)) * (direction === "asc" ? 1 : -1);
      return primary || -compare(release(a), release(b)) || b.id - a.id;
    })
    .map((work) => work.id);
}
