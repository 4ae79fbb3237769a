import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  canConnect,
  freePort,
  makeTempDir,
  ServerProcess,
  stackLines,
  useBuiltServer,
} from "./server-process.ts";

const build = useBuiltServer();

/** Runs the server expecting it to refuse to start; returns its exit and stderr. */
async function failingStart(args: string[], env: Record<string, string> = {}) {
  const server = new ServerProcess(build.main, args, env);
  const exit = await server.waitForExit();
  expect(server.stdout).not.toContain("已启动");
  expect(stackLines(server.stderr)).toEqual([]);
  return { ...exit, stderr: server.stderr, stdout: server.stdout };
}

/** The one line a refused start prints (JSON.parse messages may add a quoted snippet on further lines). */
const firstLine = (text: string) => text.trim().split("\n")[0] ?? "";

describe("the built server refuses to start, in one sentence and without a stack trace", {
  timeout: 120_000,
}, () => {
  it.each([
    ["--port abc", ["--port", "abc"], {}, "abc"],
    ["--port 70000", ["--port", "70000"], {}, "70000"],
    ["PORT=abc", [], { PORT: "abc" }, "abc"],
    ["an unknown option", ["--bogus"], {}, "--bogus"],
  ])("on %s: exit 1", async (_name, args, env, mentioned) => {
    const data = path.join(await makeTempDir(), "data");
    const result = await failingStart([...args, "--data", data], env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(mentioned);
    // Nothing is created for a start that was refused on its arguments.
    await expect(fs.access(data)).rejects.toThrow();
  });

  it("exits non-zero naming the port when it is already in use", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "0.0.0.0", resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const data = path.join(await makeTempDir(), "data");
      const result = await failingStart(["--port", String(port), "--data", data]);
      expect(result.code).not.toBe(0);
      expect(result.code).not.toBeNull();
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toContain(String(port));
      expect(result.stderr).toContain("已被占用");
      // The occupant is untouched.
      expect(await canConnect("127.0.0.1", port)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("exits 1 naming the path when the data directory cannot be created (its parent is a file)", async () => {
    const file = path.join(await makeTempDir(), "not-a-folder");
    await fs.writeFile(file, "x");
    const data = path.join(file, "data");
    const result = await failingStart(["--port", String(await freePort()), "--data", data]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain(data);
    expect(await fs.readFile(file, "utf8")).toBe("x");
  });

  it("exits 1 naming config.json when it is not valid JSON, and leaves the file as it was", async () => {
    const data = await makeTempDir();
    const configFile = path.join(data, "config.json");
    const broken = '{\n  "auth": tru,\n  "rootFolders": [{"name": "main", "path": "/music"}]\n';
    await fs.writeFile(configFile, broken);
    const port = await freePort();
    const result = await failingStart(["--port", String(port), "--data", data]);
    expect(result.code).toBe(1);
    expect(firstLine(result.stderr)).toContain(configFile);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(await fs.readFile(configFile, "utf8")).toBe(broken);
    await expect(fs.access(path.join(data, "secrets.json"))).rejects.toThrow();
    expect(await canConnect("127.0.0.1", port)).toBe(false);
  });

  it.each([
    ["not valid JSON", '{"jwtSecret": "0123456789abcdef0123456789abcdef"'],
    ["missing a secret", '{"jwtSecret": "too-short", "md5Secret": "x"}'],
  ])("exits 1 naming secrets.json when it is %s, and leaves the file as it was", async (_case, text) => {
    const data = await makeTempDir();
    const secretsFile = path.join(data, "secrets.json");
    await fs.writeFile(secretsFile, text);
    const result = await failingStart(["--port", String(await freePort()), "--data", data]);
    expect(result.code).toBe(1);
    expect(firstLine(result.stderr)).toContain(secretsFile);
    expect(await fs.readFile(secretsFile, "utf8")).toBe(text);
    await expect(fs.access(path.join(data, "kikoeru.sqlite3"))).rejects.toThrow();
  });

  it.each([
    ["listenPort", '{"listenPort": "abc", "pageSize": 20}'],
    ["pageSize", '{"pageSize": -3, "auth": false}'],
  ])(
    "exits 1 naming the key when config.json holds an invalid %s, and leaves the file as it was",
    async (key, text) => {
      const data = await makeTempDir();
      const configFile = path.join(data, "config.json");
      await fs.writeFile(configFile, text);
      const result = await failingStart(["--port", String(await freePort()), "--data", data]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toContain("config.json");
      expect(result.stderr).toContain(key);
      expect(await fs.readFile(configFile, "utf8")).toBe(text);
    },
  );

  it.each([
    ["databaseFolderDir", "dbUseDefaultPath"],
    ["coverFolderDir", "coverUseDefaultPath"],
  ])(
    "exits 1 naming %s and config.json when its folder is gone, and leaves the file as it was",
    async (key, useDefault) => {
      const data = await makeTempDir();
      const gone = path.join(data, "unmounted-disk");
      const configFile = path.join(data, "config.json");
      const text = JSON.stringify({ [useDefault]: false, [key]: gone, pageSize: 20 }, null, 2);
      await fs.writeFile(configFile, text);
      const result = await failingStart(["--port", String(await freePort()), "--data", data]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toContain(configFile);
      expect(result.stderr).toContain(key);
      expect(result.stderr).toContain(gone);
      expect(result.stderr).toContain("不存在");
      expect(await fs.readFile(configFile, "utf8")).toBe(text);
      await expect(fs.access(gone)).rejects.toThrow();
    },
  );
});
