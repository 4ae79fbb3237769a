import fs from "node:fs/promises";
import path from "node:path";
import { adminConfigSchema } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { api, freePort, makeTempDir, startServer, useBuiltServer, waitFor } from "./server-process.ts";

const build = useBuiltServer();

const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

describe("the built server on an empty data directory", { timeout: 120_000 }, () => {
  it("creates config, secrets, database and folders, serves /api/health and prints a generated admin password once", async () => {
    const data = path.join(await makeTempDir(), "data");
    const port = await freePort();
    const server = await startServer(build.main, ["--port", String(port), "--data", data]);

    const config = JSON.parse(await fs.readFile(path.join(data, "config.json"), "utf8"));
    expect(config).toEqual(adminConfigSchema.parse({}));
    expect(config).toMatchObject({
      listenPort: 8888,
      auth: true,
      pageSize: 12,
      blockRemoteConnection: false,
    });

    const secretsFile = path.join(data, "secrets.json");
    expect(await modeOf(secretsFile)).toBe(0o600);
    const secrets = JSON.parse(await fs.readFile(secretsFile, "utf8"));
    expect(secrets.jwtSecret).toMatch(/^\S{32,}$/);
    expect(secrets.md5Secret).toMatch(/^\S+$/);
    expect(JSON.stringify(config)).not.toContain(secrets.jwtSecret);

    expect((await fs.stat(path.join(data, "kikoeru.sqlite3"))).isFile()).toBe(true);
    for (const dir of ["covers", "cache", "logs"]) {
      expect((await fs.stat(path.join(data, dir))).isDirectory()).toBe(true);
    }
    const logFile = path.join(data, "logs", "kikoeru.log");
    await waitFor("the log file to record the start", async () =>
      (await fs.readFile(logFile, "utf8").catch(() => "")).includes("已启动"),
    );

    const http = api(port);
    const health = await http.get("/api/health");
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("OK");

    const passwordFile = path.join(data, "initial-admin-password.txt");
    expect(await modeOf(passwordFile)).toBe(0o600);
    const fileText = await fs.readFile(passwordFile, "utf8");
    expect(fileText).toMatch(/^\S{8,}\n$/);
    const password = fileText.trim();
    expect(server.stdout.split(password).length - 1).toBe(1);
    expect(server.stdout).toContain(`初始密码: ${password}`);

    const token = await http.login("admin", password);
    expect(token).toMatch(/^ey/);
    const wrong = await http.send("POST", "/api/auth/me", { name: "admin", password: `${password}x` });
    expect(wrong.status).toBe(401);

    const stopped = await server.stop();
    expect(stopped.code).toBe(0);

    const again = await startServer(build.main, ["--port", String(port), "--data", data]);
    expect(again.stdout).not.toContain("初始密码");
    expect(again.stdout).not.toContain(password);
    expect(await fs.readFile(passwordFile, "utf8")).toBe(fileText);
    expect(JSON.parse(await fs.readFile(secretsFile, "utf8"))).toEqual(secrets);
    expect(await (await http.get("/api/health")).text()).toBe("OK");
    const tokenAgain = await http.login("admin", password);
    // The old token still works: same secrets, same admin.
    expect((await http.get("/api/credentials/users", token)).status).toBe(200);
    expect((await http.get("/api/credentials/users", tokenAgain)).status).toBe(200);
  });

  it("uses KIKOERU_ADMIN_PASSWORD without writing or logging a password, and keeps users across restarts", async () => {
    const data = path.join(await makeTempDir(), "data");
    const port = await freePort();
    const env = { KIKOERU_ADMIN_PASSWORD: "chosen-admin-pass" };
    const first = await startServer(build.main, ["--port", String(port), "--data", data], env);
    expect(first.stdout).toContain("database migrated");
    expect(first.stdout).not.toContain("chosen-admin-pass");
    await expect(fs.access(path.join(data, "initial-admin-password.txt"))).rejects.toThrow();

    const http = api(port);
    const adminToken = await http.login("admin", "chosen-admin-pass");
    const created = await http.send(
      "POST",
      "/api/credentials/user",
      { name: "restartuser", password: "restart-pass", group: "user" },
      adminToken,
    );
    expect(created.status).toBe(200);
    expect((await first.stop()).code).toBe(0);

    // A later start, even with another KIKOERU_ADMIN_PASSWORD, migrates what is pending and changes nobody.
    const second = await startServer(build.main, ["--port", String(port), "--data", data], {
      KIKOERU_ADMIN_PASSWORD: "another-admin-pass",
    });
    expect(second.stdout).not.toContain("database migrated");
    expect(await (await http.get("/api/health")).text()).toBe("OK");
    const userToken = await http.login("restartuser", "restart-pass");
    expect((await http.get("/api/auth/me", userToken)).status).toBe(200);
    const adminAgain = await http.login("admin", "chosen-admin-pass");
    const users = await http.get("/api/credentials/users", adminAgain);
    expect(await users.json()).toEqual({
      users: expect.arrayContaining([
        { name: "admin", group: "administrator" },
        { name: "restartuser", group: "user" },
      ]),
    });
    const other = await http.send("POST", "/api/auth/me", { name: "admin", password: "another-admin-pass" });
    expect(other.status).toBe(401);
  });
});
