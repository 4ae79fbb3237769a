import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  admin = await ctx.login("admin", ADMIN_PASSWORD);
});
afterEach(() => ctx.close());

const put = (config: Record<string, unknown>) =>
  ctx.request({ method: "PUT", url: "/api/config/admin", token: admin, payload: { config } });

/**
 * A folder this process cannot create files in. Root writes into any folder whatever its mode, so as root
 * it is /proc, whose directory accepts no new file from anyone.
 */
async function unwritableFolder(): Promise<string> {
  if (process.getuid?.() === 0) return "/proc";
  const dir = path.join(ctx.dir, "read-only");
  await fs.mkdir(dir, { mode: 0o500 });
  return dir;
}

describe("folder settings are checked when saved", () => {
  it.each([
    ["databaseFolderDir", "dbUseDefaultPath"],
    ["coverFolderDir", "coverUseDefaultPath"],
  ])(
    "%s must be an existing, writable folder: otherwise 400 naming it, and nothing is saved",
    async (key, useDefault) => {
      const before = await fs.readFile(ctx.configFile, "utf8");
      const file = path.join(ctx.dir, "a-file");
      await fs.writeFile(file, "x");
      const cases: [string, string][] = [
        [path.join(ctx.dir, "missing", "deeper"), "不存在"],
        [file, "不是文件夹"],
        [await unwritableFolder(), "不可写"],
      ];
      for (const [value, reason] of cases) {
        const response = await put({ [useDefault]: false, [key]: value });
        expect(response.statusCode, value).toBe(400);
        const body = response.json();
        expect(body.error).toContain(key);
        expect(body.error).toContain(value);
        expect(body.error).toContain(reason);
        expect(body.errors).toEqual([{ param: key, msg: body.error, value, location: "body" }]);
      }
      expect(await fs.readFile(ctx.configFile, "utf8")).toBe(before);
      expect(ctx.config.get()).toMatchObject({ [useDefault]: true, [key]: "" });
      expect(await fs.readdir(path.join(ctx.dir))).not.toContain("missing");

      const good = path.join(ctx.dir, "elsewhere");
      await fs.mkdir(good);
      const saved = await put({ [useDefault]: false, [key]: good });
      expect(saved.statusCode).toBe(200);
      expect(ctx.config.get()).toMatchObject({ [useDefault]: false, [key]: good });
      // The check leaves no probe file behind in the chosen folder.
      expect(await fs.readdir(good)).toEqual([]);
    },
  );

  it("takes a relative folder as relative to the data folder, as the server does when it opens it", async () => {
    await fs.mkdir(path.join(ctx.dir, "db-here"));
    expect((await put({ dbUseDefaultPath: false, databaseFolderDir: "db-here" })).statusCode).toBe(200);
    const response = await put({ coverUseDefaultPath: false, coverFolderDir: "not-here" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(path.join(ctx.dir, "not-here"));
  });

  it("does not check a folder the setting does not use (its default-path switch is on)", async () => {
    const missing = path.join(ctx.dir, "missing");
    const response = await put({
      dbUseDefaultPath: true,
      databaseFolderDir: missing,
      voiceWorkDefaultPath: missing,
    });
    expect(response.statusCode).toBe(200);
    expect(ctx.config.get().databaseFolderDir).toBe(missing);
  });
});
