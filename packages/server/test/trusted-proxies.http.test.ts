import { adminConfigSchema } from "@kikoeru/contract";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "./harness.ts";

/** More failed logins than any per-address limit the login limiter may use. */
const ATTEMPTS = 40;

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function open(config: Record<string, unknown>): Promise<TestContext> {
  ctx = await createTestContext({ config });
  return ctx;
}

/**
 * Fails logins from the socket address `peer`, each for another unknown account (so only the per-address
 * counter can ever fill), with the X-Forwarded-For header `forwardedFor(i)`. Returns how many failures it took
 * to be answered 429, or null when none of ATTEMPTS was refused: the server saw a new address each time.
 */
async function failuresUntilLimited(
  test: TestContext,
  peer: string,
  forwardedFor: (i: number) => string | undefined,
): Promise<number | null> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const header = forwardedFor(i);
    const response = await test.request({
      method: "POST",
      url: "/api/auth/me",
      remoteAddress: peer,
      headers: header === undefined ? {} : { "x-forwarded-for": header },
      payload: { name: `nobody-${peer}-${i}`, password: "wrong-password" },
    });
    if (response.statusCode === 429) return i;
    expect(response.statusCode).toBe(401);
  }
  return null;
}

/** The status of one more failed login from `peer` forwarding for `forwarded`: 429 when that address is limited. */
async function attempt(test: TestContext, peer: string, forwarded?: string): Promise<number> {
  const response = await test.request({
    method: "POST",
    url: "/api/auth/me",
    remoteAddress: peer,
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
    payload: { name: "someone-else", password: "wrong-password" },
  });
  return response.statusCode;
}

const rotating = (i: number) => `203.0.113.${i + 1}`;

describe("which client address the server believes behind a proxy", () => {
  it("takes X-Forwarded-For from a trusted proxy (127.0.0.1 by default) and limits that address", async () => {
    const test = await open({ behindProxy: true });
    expect(test.config.get().trustedProxies).toEqual(["127.0.0.1", "::1"]);
    expect(await failuresUntilLimited(test, "127.0.0.1", () => "1.2.3.4")).not.toBeNull();
    expect(await attempt(test, "127.0.0.1", "1.2.3.4")).toBe(429);
    // Other clients behind the same proxy, and the proxy itself, are other addresses.
    expect(await attempt(test, "127.0.0.1", "5.6.7.8")).toBe(401);
    expect(await attempt(test, "127.0.0.1")).toBe(401);
  });

  it("keeps the socket address of a LAN peer that is not a trusted proxy, whatever it forwards", async () => {
    const test = await open({ behindProxy: true });
    expect(await failuresUntilLimited(test, "192.168.1.50", rotating)).not.toBeNull();
    expect(await attempt(test, "192.168.1.50", "198.51.100.7")).toBe(429);
    expect(await attempt(test, "10.0.0.9", rotating(0))).toBe(401);
  });

  it("does not trust 127.0.0.1 when trustedProxies names only another proxy, and trusts that one", async () => {
    const test = await open({ behindProxy: true, trustedProxies: ["10.0.0.0/8"] });
    expect(await failuresUntilLimited(test, "127.0.0.1", rotating)).not.toBeNull();
    expect(await failuresUntilLimited(test, "10.1.2.3", rotating)).toBeNull();
    expect(await attempt(test, "10.1.2.3", "127.0.0.1")).toBe(429);
  });

  it("ignores X-Forwarded-For entirely when behindProxy is off, even from a listed proxy", async () => {
    const test = await open({ behindProxy: false, trustedProxies: ["127.0.0.1"] });
    expect(await failuresUntilLimited(test, "127.0.0.1", rotating)).not.toBeNull();
  });
});

describe("the trustedProxies setting", () => {
  it("accepts IPv4 and IPv6 addresses and CIDR ranges, each of which Fastify's proxy-addr understands", async () => {
    const entries = [
      "127.0.0.1",
      "::1",
      "10.0.0.0/8",
      "192.168.1.0/24",
      "fd00::/8",
      "::ffff:10.0.0.1",
      "2001:db8::a:1",
    ];
    const parsed = adminConfigSchema.parse({ trustedProxies: [" 127.0.0.1 ", ...entries.slice(1)] });
    expect(parsed.trustedProxies).toEqual(entries);
    // Fastify compiles the list when the app is built and throws on an entry it cannot read.
    const test = await open({ behindProxy: true, trustedProxies: entries });
    expect(await failuresUntilLimited(test, "192.168.1.9", rotating)).toBeNull();
  });

  it("refuses a bad entry with 400 naming it, saves nothing, and a change needs a restart", async () => {
    const test = await open({});
    const admin = await test.login("admin", ADMIN_PASSWORD);
    const put = (config: Record<string, unknown>) =>
      test.request({ method: "PUT", url: "/api/config/admin", token: admin, payload: { config } });
    for (const bad of [
      "abc",
      "10.0.0.256",
      "010.0.0.1",
      "10.0.0.0/33",
      "::1/129",
      "1:2:3:4:5:6:7:8:9",
      "loopback",
      "",
    ]) {
      const response = await put({ behindProxy: true, trustedProxies: ["127.0.0.1", bad] });
      expect(response.statusCode, bad).toBe(400);
      const body = response.json();
      expect(body.errors[0]).toMatchObject({ param: "trustedProxies.1", location: "body", value: bad });
      expect(body.error).toContain("trustedProxies");
      expect(body.error).toContain(`"${bad}"`);
    }
    for (const bad of ["127.0.0.1", [1]]) {
      expect((await put({ trustedProxies: bad })).statusCode).toBe(400);
    }
    expect(test.config.get()).toMatchObject({ behindProxy: false, trustedProxies: ["127.0.0.1", "::1"] });

    const saved = await put({ trustedProxies: ["10.0.0.1"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().restartRequired).toEqual(["trustedProxies"]);
  });
});
