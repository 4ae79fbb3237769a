import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import SqliteDriver from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeClients, connectV2, connectV4, nextEvent } from "../realtime/clients.ts";
import {
  api,
  canConnect,
  freePort,
  makeTempDir,
  SHUTDOWN_GRACE_MS,
  startServer,
  useBuiltServer,
  waitFor,
} from "./server-process.ts";

const build = useBuiltServer();

const ADMIN_PASSWORD = "shutdown-admin-pass";

async function startWithData() {
  const data = path.join(await makeTempDir(), "data");
  const port = await freePort();
  const server = await startServer(build.main, ["--port", String(port), "--data", data], {
    KIKOERU_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  return { server, data, port, http: api(port) };
}

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function collect(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.once("error", reject);
      response.once("end", () =>
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
  });
}

describe("stopping the built server", { timeout: 120_000 }, () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "%s: exits 0 within the grace period, logs that it stopped and leaves a sound SQLite file",
    async (signal) => {
      const { server, data, http } = await startWithData();
      const token = await http.login("admin", ADMIN_PASSWORD);
      const created = await http.send(
        "POST",
        "/api/credentials/user",
        { name: "stopuser", password: "stop-password", group: "guest" },
        token,
      );
      expect(created.status).toBe(200);

      const exit = await server.stop(signal);
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.ms).toBeLessThan(SHUTDOWN_GRACE_MS);
      expect(server.stdout).toContain(`收到 ${signal}`);
      expect(server.stdout).toContain("已停止");
      expect(await fs.readFile(path.join(data, "logs", "kikoeru.log"), "utf8")).toContain("已停止");

      const file = path.join(data, "kikoeru.sqlite3");
      // The last connection closing cleanly checkpoints and removes the write-ahead log.
      expect(existsSync(`${file}-wal`)).toBe(false);
      const sqlite = new SqliteDriver(file, { readonly: true });
      try {
        expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(sqlite.prepare('select name, "group" from users where name = ?').get("stopuser")).toEqual({
          name: "stopuser",
          group: "guest",
        });
      } finally {
        sqlite.close();
      }
    },
  );

  it("answers a request in flight on a keep-alive connection in full, then exits 0", async () => {
    const { server, port } = await startWithData();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warmUp = await collect(http.get({ host: "127.0.0.1", port, path: "/api/health", agent }));
      expect(warmUp).toMatchObject({ statusCode: 200, body: "OK" });

      // `Expect: 100-continue` makes the server confirm it has read the headers and dispatched the request,
      // so it is provably in flight when the signal arrives; the body follows once the server is closing.
      const body = JSON.stringify({ name: "admin", password: ADMIN_PASSWORD });
      const request = http.request({
        host: "127.0.0.1",
        port,
        path: "/api/auth/me",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          expect: "100-continue",
        },
      });
      const answer = collect(request);
      const continued = new Promise<void>((resolve) => request.once("continue", resolve));
      request.flushHeaders();
      await continued;
      expect(request.reusedSocket).toBe(true);

      const signalled = Date.now();
      server.child.kill("SIGTERM");
      await server.waitForStdout("收到 SIGTERM");
      await waitFor(
        "the server to stop accepting connections",
        async () => !(await canConnect("127.0.0.1", port)),
      );
      request.end(body);

      const response = await answer;
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body).token).toMatch(/^ey/);
      const exit = await server.waitForExit();
      expect(exit).toEqual({ code: 0, signal: null });
      // The connection the answer came on must not hold the stop until the forced exit.
      expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS);
      expect(server.stdout).toContain("已停止");
    } finally {
      agent.destroy();
    }
  });

  it("is not held up by connected socket.io clients (v4 websocket, v4 polling, v2 admin page)", async () => {
    const { server, http } = await startWithData();
    const token = await http.login("admin", ADMIN_PASSWORD);
    const clients = [
      connectV4(http.base, { auth: { token }, transports: ["websocket"] }),
      connectV4(http.base, { auth: { token }, transports: ["polling"] }),
      connectV2(http.base, { query: { auth_token: token } }),
    ];
    try {
      for (const { outcome } of clients) expect((await outcome).kind).toBe("success");
      const disconnects = clients.map(({ socket }) => nextEvent<string>(socket, "disconnect"));

      const exit = await server.stop("SIGTERM");
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.ms).toBeLessThan(SHUTDOWN_GRACE_MS);
      // The clients see a dropped transport (so they reconnect on their own), not a server-side kick.
      for (const reason of await Promise.all(disconnects))
        expect(reason).toMatch(/^transport (close|error)$/);
    } finally {
      closeClients();
    }
  });
});
