import fs from "node:fs/promises";
import path from "node:path";
import { adminConfigSchema, message } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { api, freePort, makeTempDir, startServer, useBuiltServer, waitFor } from "./server-process.ts";

const build = useBuiltServer();

const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

/** Every file and folder below `dir` (not following links), with its permission bits. */
async function walk(dir: string): Promise<{ path: string; mode: number }[]> {
  const found = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    found.push({ path: full, mode: (await fs.lstat(full)).mode & 0o777 });
    if (entry.isDirectory()) found.push(...(await walk(full)));
  }
  return found;
}

/** The entries below `dir` (and `dir` itself) that anyone but the owner may read, write or enter. */
async function openToOthers(dir: string, except: string[] = []) {
  const entries = [{ path: dir, mode: await modeOf(dir) }, ...(await walk(dir))];
  return entries
    .filter((entry) => !except.some((skip) => entry.path === skip || entry.path.startsWith(`${skip}/`)))
    .filter((entry) => (entry.mode & 0o077) !== 0)
    .map((entry) => `${entry.path} ${entry.mode.toString(8)}`);
}

describe("the built server on an empty data directory", { timeout: 120_000 }, () => {
  it("creates config, secrets, database and folders owner-only, serves /api/health and keeps the generated admin password out of every log", async () => {
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
    // stdout says where the password is, never what it is; neither does the log file.
    expect(server.stdout).toContain(passwordFile);
    expect(server.stdout).not.toContain(password);
    expect(server.stderr).not.toContain(password);
    expect(await fs.readFile(logFile, "utf8")).toContain(passwordFile);
    expect(await fs.readFile(logFile, "utf8")).not.toContain(password);

    const token = await http.login("admin", password);
    expect(token).toMatch(/^ey/);
    const wrong = await http.send("POST", "/api/auth/me", { name: "admin", password: `${password}x` });
    expect(wrong.status).toBe(401);

    // With the database open (its -wal and -shm files exist), nothing in the data folder is open to others.
    expect(await openToOthers(data)).toEqual([]);
    const stopped = await server.stop();
    expect(stopped.code).toBe(0);
    expect(await openToOthers(data)).toEqual([]);

    const again = await startServer(build.main, ["--port", String(port), "--data", data]);
    expect(again.stdout).not.toContain("初始密码");
    expect(again.stdout).not.toContain(password);
    expect(await fs.readFile(passwordFile, "utf8")).toBe(fileText);
    expect(JSON.parse(await fs.readFile(secretsFile, "utf8"))).toEqual(secrets);
    expect(await (await http.get("/api/health")).text()).toBe("OK");
    for (const log of await fs.readdir(path.join(data, "logs"))) {
      expect(await fs.readFile(path.join(data, "logs", log), "utf8")).not.toContain(password);
    }
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
    expect(first.stdout).toContain(message("boot.databaseMigrated"));
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
    expect(second.stdout).not.toContain(message("boot.databaseMigrated"));
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

  it("makes a data folder left open by an older version owner-only at start, never touching a library inside it", async () => {
    const data = path.join(await makeTempDir(), "data");
    const port = await freePort();
    const first = await startServer(build.main, ["--port", String(port), "--data", data], {
      KIKOERU_ADMIN_PASSWORD: "chosen-admin-pass",
    });
    expect((await first.stop()).code).toBe(0);

    // What an older version left behind (umask 022), plus a library the user keeps in the data folder.
    await fs.mkdir(path.join(data, "cache", "thumbnails"), { recursive: true });
    await fs.writeFile(path.join(data, "cache", "thumbnails", "t.jpg"), "x");
    await fs.writeFile(path.join(data, "covers", "RJ01000001_img_main.jpg"), "x");
    for (const entry of [{ path: data, mode: 0 }, ...(await walk(data))]) {
      await fs.chmod(entry.path, (await fs.stat(entry.path)).isDirectory() ? 0o755 : 0o644);
    }
    const library = path.join(data, "library");
    await fs.mkdir(path.join(library, "RJ01000001"), { recursive: true, mode: 0o755 });
    await fs.writeFile(path.join(library, "RJ01000001", "01.mp3"), "x", { mode: 0o644 });
    await fs.chmod(library, 0o755);
    expect((await openToOthers(data, [library])).length).toBeGreaterThan(5);

    const second = await startServer(build.main, ["--port", String(port), "--data", data]);
    expect(await openToOthers(data, [library])).toEqual([]);
    expect(await modeOf(library)).toBe(0o755);
    expect(await modeOf(path.join(library, "RJ01000001"))).toBe(0o755);
    expect(await modeOf(path.join(library, "RJ01000001", "01.mp3"))).toBe(0o644);
    expect(await (await api(port).get("/api/health")).text()).toBe("OK");
    expect((await second.stop()).code).toBe(0);
  });
});
