import { socketMessages } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../test/harness.ts";
import { closeClients, connectV2, connectV4, listen, nextEvent } from "../../test/realtime/clients.ts";

const ADMIN_SUCCESS = {
  message: socketMessages.connected,
  key: "socket.connected",
  user: { name: "admin", group: "administrator", logged_in: true },
  auth: true,
};

/** The same token with its claims rewritten (the signature no longer matches). */
function withClaims(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split(".");
  const claims = { ...JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")), ...changes };
  return [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
}

describe("socket.io with auth on", () => {
  let ctx: TestContext;
  let url: string;
  let adminToken: string;
  beforeEach(async () => {
    ctx = await createTestContext();
    url = await listen(ctx);
    adminToken = await ctx.login("admin", ADMIN_PASSWORD);
  });
  afterEach(async () => {
    closeClients();
    await ctx.close();
  });

  it("lets the old v2 admin page in with the handshake query auth_token", async () => {
    const { outcome } = connectV2(url, { query: { auth_token: adminToken } });
    expect(await outcome).toMatchObject({ kind: "success", payload: ADMIN_SUCCESS });
  });

  it("lets a v4 client in with auth.token", async () => {
    const { outcome } = connectV4(url, { auth: { token: adminToken } });
    expect(await outcome).toMatchObject({ kind: "success", payload: ADMIN_SUCCESS });
  });

  it.each([["polling"], ["websocket"]])(
    "lets a v4 client in with the x-auth-token header over %s",
    async (transport) => {
      const { outcome } = connectV4(url, {
        transports: [transport],
        extraHeaders: { "x-auth-token": adminToken },
      });
      expect(await outcome).toEqual({ kind: "success", payload: ADMIN_SUCCESS, transport });
    },
  );

  describe.each([
    ["v4", (token?: string) => connectV4(url, token === undefined ? {} : { auth: { token } })],
    ["v2", (token?: string) => connectV2(url, token === undefined ? {} : { query: { auth_token: token } })],
  ])("refuses a %s client", (_client, connect) => {
    it("without a token", async () => {
      expect(await connect().outcome).toEqual({ kind: "refused", message: socketMessages.noToken });
    });

    it("whose token is not an administrator's", async () => {
      const userToken = await ctx.createUser("someuser1", "user");
      expect(await connect(userToken).outcome).toEqual({
        kind: "refused",
        message: socketMessages.adminOnly,
      });
    });

    it("with a garbage token or one whose claims were rewritten", async () => {
      const userToken = await ctx.createUser("someuser2", "user");
      const forged = withClaims(userToken, { group: "administrator" });
      for (const token of ["garbage", "a.b.c", forged, `${adminToken.slice(0, -8)}AAAAAAAA`]) {
        expect(await connect(token).outcome).toEqual({ kind: "refused", message: socketMessages.badToken });
      }
    });

    it("with a token issued before the password was changed, and accepts the new one", async () => {
      const changed = await ctx.request({
        method: "PUT",
        url: "/api/credentials/user",
        token: adminToken,
        payload: { name: "admin", oldPassword: ADMIN_PASSWORD, newPassword: "a-brand-new-password" },
      });
      expect(changed.statusCode).toBe(200);
      expect(await connect(adminToken).outcome).toEqual({
        kind: "refused",
        message: socketMessages.badToken,
      });
      const fresh = await ctx.login("admin", "a-brand-new-password");
      expect(await connect(fresh).outcome).toMatchObject({ kind: "success", payload: ADMIN_SUCCESS });
    });
  });

  it("puts administrators in the admin room, where server events reach v2 and v4 clients alike", async () => {
    const v2 = connectV2(url, { query: { auth_token: adminToken } });
    const v4 = connectV4(url, { auth: { token: adminToken } });
    expect((await v2.outcome).kind).toBe("success");
    expect((await v4.outcome).kind).toBe("success");
    const received = [nextEvent(v2.socket, "SCAN_PROGRESS"), nextEvent(v4.socket, "SCAN_PROGRESS")];
    ctx.app.io.to("admin").emit("SCAN_PROGRESS", { message: "进度 1/2" });
    expect(await Promise.all(received)).toEqual([{ message: "进度 1/2" }, { message: "进度 1/2" }]);
  });
});

describe("socket.io with auth off", () => {
  let ctx: TestContext;
  let url: string;
  beforeEach(async () => {
    ctx = await createTestContext({ config: { auth: false } });
    url = await listen(ctx);
  });
  afterEach(async () => {
    closeClients();
    await ctx.close();
  });

  it("lets any v2 or v4 client in, with auth:false and no user", async () => {
    const expected = { message: socketMessages.connected, key: "socket.connected", auth: false };
    const clients = [
      connectV2(url),
      connectV4(url),
      connectV4(url, { auth: { token: "garbage" } }),
      connectV2(url, { query: { auth_token: "garbage" } }),
    ];
    for (const { outcome } of clients) {
      const result = await outcome;
      expect(result.kind).toBe("success");
      expect(result.kind === "success" && result.payload).toStrictEqual(expected);
    }
  });
});

describe("socket.io transports", () => {
  let ctx: TestContext;
  let url: string;
  let adminToken: string;
  beforeEach(async () => {
    ctx = await createTestContext();
    url = await listen(ctx);
    adminToken = await ctx.login("admin", ADMIN_PASSWORD);
  });
  afterEach(async () => {
    closeClients();
    await ctx.close();
  });

  it("upgrades a v4 client from polling to websocket", async () => {
    const { socket, outcome } = connectV4(url, {
      auth: { token: adminToken },
      transports: ["polling", "websocket"],
    });
    const upgraded = nextEvent<{ name: string }>(socket.io.engine, "upgrade");
    expect((await outcome).kind).toBe("success");
    expect((await upgraded).name).toBe("websocket");
    expect(socket.io.engine.transport.name).toBe("websocket");
  });

  it("accepts a v4 client that speaks websocket only", async () => {
    const { outcome } = connectV4(url, { auth: { token: adminToken }, transports: ["websocket"] });
    expect(await outcome).toEqual({ kind: "success", payload: ADMIN_SUCCESS, transport: "websocket" });
  });

  it("upgrades the v2 admin page (Engine.IO 3) to websocket too", async () => {
    const { socket, outcome } = connectV2(url, { query: { auth_token: adminToken } });
    expect((await outcome).kind).toBe("success");
    const deadline = Date.now() + 15_000;
    while (socket.io.engine.transport.name !== "websocket" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(socket.io.engine.transport.name).toBe("websocket");
  });
});
