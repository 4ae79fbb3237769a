import fs from "node:fs/promises";
import {
  adminConfigSchema,
  configMessages,
  folderMessages,
  IMPORTANT_WORK_TREE_PRESETS,
  importantOptionMessages,
} from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
});
afterEach(() => ctx.close());

const put = (config: unknown, token = admin) =>
  ctx.request({ method: "PUT", url: "/api/config/admin", token, payload: { config } as object });
const get = async () =>
  (await ctx.request({ method: "GET", url: "/api/config/admin", token: admin })).json().config;

describe("GET /api/config/admin", () => {
  it("returns every setting with the spec's defaults and never a secret", async () => {
    const response = await ctx.request({ method: "GET", url: "/api/config/admin", token: admin });
    expect(response.statusCode).toBe(200);
    const { config } = response.json();
    expect(Object.keys(config).sort()).toEqual(Object.keys(adminConfigSchema.shape).sort());
    expect(config).toMatchObject({
      rootFolders: [],
      tagLanguage: "zh-cn",
      dlsiteTimeout: 10000,
      hvdbTimeout: 10000,
      retryDelay: 2000,
      retry: 5,
      maxParallelism: 16,
      httpProxyPort: 0,
      importantWorkTreeOption: "off",
      scannerMaxRecursionDepth: 2,
      auth: true,
      listenPort: 8888,
      expiresIn: 2592000,
      pageSize: 12,
      production: false,
      rewindSeekTime: 5,
      forwardSeekTime: 30,
    });
    const secrets = JSON.parse(await fs.readFile(`${ctx.dir}/secrets.json`, "utf8"));
    expect(response.body).not.toContain(secrets.jwtSecret);
    expect(response.body).not.toContain(secrets.md5Secret);
    expect(response.body).not.toMatch(/secret/i);
  });
});

describe("PUT /api/config/admin", () => {
  it("merges, saves to config.json and reports which changes need a restart", async () => {
    const response = await put({ pageSize: 24, tagLanguage: "ja-jp", listenPort: 9999 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: configMessages.saved, restartRequired: ["listenPort"] });
    expect(await get()).toMatchObject({ pageSize: 24, tagLanguage: "ja-jp", listenPort: 9999, retry: 5 });
    const onDisk = JSON.parse(await fs.readFile(ctx.configFile, "utf8"));
    expect(onDisk).toMatchObject({ pageSize: 24, tagLanguage: "ja-jp", listenPort: 9999 });
    expect((await fs.readdir(ctx.dir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("accepts the whole object an old admin page sends back, numbers typed as strings included", async () => {
    const current = await get();
    const response = await put({
      ...current,
      dlsiteTimeout: "15000",
      httpsEnabled: false,
      md5secret: "leak",
    });
    expect(response.statusCode).toBe(200);
    const saved = await get();
    expect(saved.dlsiteTimeout).toBe(15000);
    expect(saved).not.toHaveProperty("httpsEnabled");
    expect(await fs.readFile(ctx.configFile, "utf8")).not.toContain("leak");
  });

  it("refuses an invalid value with 400 and the field, and writes nothing", async () => {
    const before = await fs.readFile(ctx.configFile, "utf8");
    const cases: [Record<string, unknown>, string][] = [
      [{ listenPort: "abc" }, "listenPort"],
      [{ listenPort: "" }, "listenPort"],
      [{ pageSize: 0 }, "pageSize"],
      [{ tagLanguage: "fr" }, "tagLanguage"],
      [{ rewindSeekTime: 7 }, "rewindSeekTime"],
      [{ auth: "yes" }, "auth"],
      [{ pageSize: 24, retry: -1 }, "retry"],
    ];
    for (const [config, param] of cases) {
      const response = await put(config);
      expect(response.statusCode, JSON.stringify(config)).toBe(400);
      const body = response.json();
      expect(body.error).toBeTypeOf("string");
      expect(body.errors[0]).toMatchObject({ param, location: "body" });
    }
    expect(await fs.readFile(ctx.configFile, "utf8")).toBe(before);
  });

  it("answers 400 when the body has no config object", async () => {
    for (const payload of [{}, { config: "x" }, { config: [1] }]) {
      const response = await ctx.request({ method: "PUT", url: "/api/config/admin", token: admin, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(configMessages.missingConfig);
    }
  });

  it("validates importantWorkTreeOption: presets pass, the three kinds of mistake get their messages", async () => {
    for (const preset of IMPORTANT_WORK_TREE_PRESETS) {
      expect((await put({ importantWorkTreeOption: preset })).statusCode).toBe(200);
    }
    const cases: [string, string][] = [
      ["time:", importantOptionMessages.incomplete],
      ["", importantOptionMessages.incomplete],
      ["size:mp3$", importantOptionMessages.badMode],
      ["count:(mp3", importantOptionMessages.badRegex],
    ];
    for (const [value, message] of cases) {
      const response = await put({ importantWorkTreeOption: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg.startsWith(message)).toBe(true);
    }
    expect((await get()).importantWorkTreeOption).toBe(IMPORTANT_WORK_TREE_PRESETS.at(-1));
  });

  it("validates root folders: both fields required, absolute path, unique alias and path", async () => {
    const ok = await put({ rootFolders: [{ name: "主库", path: "/srv/voice" }] });
    expect(ok.statusCode).toBe(200);
    expect((await get()).rootFolders).toEqual([{ name: "主库", path: "/srv/voice", inactive: false }]);
    const cases: [unknown[], string][] = [
      [[{ name: "", path: "/a" }], folderMessages.nameRequired],
      [[{ name: "a" }], folderMessages.pathRequired],
      [[{ name: "a", path: "relative/dir" }], folderMessages.pathAbsolute],
      [
        [
          { name: "a", path: "/x" },
          { name: "a", path: "/y" },
        ],
        folderMessages.duplicateName,
      ],
      [
        [
          { name: "a", path: "/x" },
          { name: "b", path: "/x/" },
        ],
        folderMessages.duplicatePath,
      ],
    ];
    for (const [rootFolders, message] of cases) {
      const response = await put({ rootFolders });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { msg: string }) => e.msg)).toContain(message);
    }
  });

  it("keeps production read-only and never lets auth be switched off in production", async () => {
    const change = await put({ production: true });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toBe(configMessages.productionReadOnly);
    const prod = await createTestContext({ config: { production: true } });
    try {
      const token = await prod.login("admin", ADMIN_PASSWORD);
      const off = await prod.request({
        method: "PUT",
        url: "/api/config/admin",
        token,
        payload: { config: { auth: false } },
      });
      expect(off.statusCode).toBe(400);
      expect(off.json().error).toBe(configMessages.authLockedByProduction);
      expect(prod.config.get().auth).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it("applies auth and shared settings at once, without a restart", async () => {
    expect((await put({ rewindSeekTime: 10, forwardSeekTime: "10" })).statusCode).toBe(200);
    const shared = await ctx.request({ method: "GET", url: "/api/config/shared", token: admin });
    expect(shared.json()).toEqual({ sharedConfig: { rewindSeekTime: 10, forwardSeekTime: 10 } });
    expect((await ctx.request({ method: "GET", url: "/api/config/shared" })).statusCode).toBe(401);
    expect((await put({ auth: false })).statusCode).toBe(200);
    expect((await ctx.request({ method: "GET", url: "/api/config/shared" })).statusCode).toBe(200);
  });

  it("serialises concurrent saves: the file always holds one complete, valid config", async () => {
    const writes = Array.from({ length: 20 }, (_, i) => put({ pageSize: i + 1 }));
    const results = await Promise.all(writes);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const onDisk = JSON.parse(await fs.readFile(ctx.configFile, "utf8"));
    expect(adminConfigSchema.safeParse(onDisk).success).toBe(true);
    expect(onDisk.pageSize).toBe((await get()).pageSize);
  });
});

describe("GET /api/config/shared", () => {
  it("returns the seek times every client shares, to any signed-in user", async () => {
    const guest = await ctx.createUser("visitor1", "guest");
    const response = await ctx.request({ method: "GET", url: "/api/config/shared", token: guest });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sharedConfig: { rewindSeekTime: 5, forwardSeekTime: 30 } });
  });
});
