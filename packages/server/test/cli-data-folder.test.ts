import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDataFolder } from "../src/cli/data-folder.ts";

describe("the CLI's data folder (npm run scan / demo)", () => {
  it("takes over an imported kikoeru config's secrets before rewriting config.json", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-cli-"));
    try {
      const jwtsecret = "a".repeat(64);
      const md5secret = "b".repeat(64);
      await fs.writeFile(
        path.join(dir, "config.json"),
        JSON.stringify({ jwtsecret, md5secret, pageSize: 24 }),
      );
      const data = await openDataFolder(["--data", dir], {});
      await data.database.close();
      const secrets = JSON.parse(await fs.readFile(path.join(dir, "secrets.json"), "utf8"));
      expect(secrets).toEqual({ jwtSecret: jwtsecret, md5Secret: md5secret });
      const config = await fs.readFile(path.join(dir, "config.json"), "utf8");
      expect(config).not.toContain(jwtsecret);
      expect(JSON.parse(config).pageSize).toBe(24);
      expect(data.database.target).toEqual({
        kind: "sqlite",
        file: path.join(dir, "kikoeru.sqlite3"),
        busyTimeoutMs: 5000,
      });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
