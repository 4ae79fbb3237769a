import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ServerEvents } from "@kikoeru/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { writeLibrary } from "../../src/cli/sample-library.ts";
import { dataPaths, prepareDataDir } from "../../src/config/data-dir.ts";
import type { Database } from "../../src/db/database.ts";
import { createTestDatabase } from "../database.ts";
import { FakeMetadataServer, fakeWork } from "../fakes/metadata-server.ts";
import { ADMIN_PASSWORD } from "../harness.ts";
import { fakeProviderConfig } from "../library/scanner-harness.ts";
import { bodyOf, get, tone } from "../media/transcode-fixtures.ts";
import { closeClients, connectV4 } from "../realtime/clients.ts";
import { describeCluster, waitFor } from "./cluster-harness.ts";
import { encodersOf, type InstanceProcess, startInstance, stopInstances } from "./instance-processes.ts";

const CODES = Array.from({ length: 6 }, (_, i) => 410001 + i);
const MEDIA_WORK = CODES[0]!;

describeCluster(
  "two instance processes on one PostgreSQL: one scanner, one encoder per key, takeover",
  () => {
    let fake: FakeMetadataServer;
    let dir: string;
    let library: string;
    let database: Database;
    let drop: () => Promise<void>;
    let a: InstanceProcess;
    let b: InstanceProcess;
    let admin: string;

    const call = (to: InstanceProcess, url: string, init: RequestInit = {}) =>
      fetch(`${to.url}${url}`, { ...init, headers: { authorization: `Bearer ${admin}`, ...init.headers } });

    beforeAll(async () => {
      fake = await FakeMetadataServer.start(CODES.map((id) => fakeWork(id)));
      dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-cluster-proc-"));
      library = path.join(dir, "lib");
      await writeLibrary(
        library,
        CODES.map((id) => ({ folder: `RJ${id} 作品`, files: [{ name: "a.wav", wav: { seconds: 0.2 } }] })),
      );
      const media = path.join(library, `RJ${MEDIA_WORK} 作品`);
      await fs.writeFile(path.join(media, "mid.wav"), await tone(dir, 60));
      await fs.writeFile(path.join(media, "long.wav"), await tone(dir, 600));
      const data = path.join(dir, "data");
      const paths = dataPaths(data);
      await prepareDataDir(paths);
      await fs.writeFile(
        paths.configFile,
        JSON.stringify({
          ...fakeProviderConfig(fake),
          rootFolders: [{ name: "lib", path: library }],
          maxParallelism: 2,
          watchRootFolders: false,
        }),
      );
      ({ database, drop } = await createTestDatabase(dir));
      if (database.target.kind !== "postgres") throw new Error("cluster tests need PostgreSQL");
      a = await startInstance(database.target.url, data, "a");
      b = await startInstance(database.target.url, data, "b");
      const login = await fetch(`${b.url}/api/auth/me`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "admin", password: ADMIN_PASSWORD }),
      });
      admin = ((await login.json()) as { token: string }).token;
    }, 120_000);
    afterAll(async () => {
      closeClients();
      await stopInstances();
      await drop?.();
      await fake?.close();
      await fs.rm(dir, { recursive: true, force: true });
    });

    it("a socket client on A sees the logs of a scan started through B; a scan asked of A at once is refused", async () => {
      fake.delayMs = 100;
      const page = connectV4(a.url, { auth: { token: admin } });
      expect((await page.outcome).kind).toBe("success");
      const seen: string[] = [];
      for (const event of [ServerEvents.scanMainLogs, ServerEvents.scanFinished]) {
        page.socket.on(event, () => seen.push(event));
      }
      const [onB, onA] = await Promise.all([
        call(b, "/api/scanner/scan", { method: "POST" }),
        call(a, "/api/scanner/scan", { method: "POST" }),
      ]);
      // Asked of both at once: exactly one runs, the other answers "already running".
      expect([onB.status, onA.status].sort()).toEqual([202, 409]);
      await waitFor("SCAN_MAIN_LOGS on A's socket", () => seen.includes(ServerEvents.scanMainLogs), 60_000);
      await waitFor("SCAN_FINISHED on A's socket", () => seen.includes(ServerEvents.scanFinished), 60_000);
      const works = await call(a, "/api/works");
      const { pagination } = (await works.json()) as { pagination: { totalCount: number } };
      expect(pagination.totalCount).toBe(CODES.length);
    }, 90_000);

    it("20 requests for one transcode spread over A and B run one ffmpeg and all get the same audio", async () => {
      const url = `/api/media/transcode/${MEDIA_WORK}?path=mid.wav&bitRate=128&token=${admin}`;
      const encoders = new Set<number>();
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          for (const pid of [a.child.pid!, b.child.pid!])
            for (const id of await encodersOf(pid)) encoders.add(id);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => get(`${(i % 2 === 0 ? a : b).url}${url}`)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      // Every answer followed the growing file (none was the finished one), on the encoder's instance and the other.
      expect(responses.filter((response) => response.headers["accept-ranges"] === "bytes")).toEqual([]);
      const bodies = await Promise.all(responses.map(bodyOf));
      sampling = false;
      await sampler;
      expect(encoders.size).toBe(1);
      expect(bodies[0]!.length).toBeGreaterThan(100_000);
      for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
    }, 120_000);

    it("kill -9 of A mid-encode: B takes the job over and finishes it", async () => {
      const status = `/api/media/pre-transcode/${MEDIA_WORK}?path=long.wav&bitRate=128`;
      expect((await call(a, status, { method: "POST" })).status).toBe(200);
      await waitFor("A to encode", async () => (await encodersOf(a.child.pid!)).length === 1, 30_000);
      a.child.kill("SIGKILL");
      await a.exited;
      const retry = await call(b, status, { method: "POST" });
      expect(retry.status).toBe(200);
      await waitFor(
        "B to finish the encode",
        async () => ((await (await call(b, status)).json()) as { ready: boolean }).ready,
        90_000,
      );
      const failed = await database.db
        .selectFrom("jobs")
        .select(["state", "error"])
        .where("kind", "=", "media.transcode")
        .orderBy("id")
        .execute();
      // A's job was failed as interrupted, B's finished.
      expect(failed.map((job) => job.state)).toContain("failed");
      expect(failed.at(-1)?.state).toBe("finished");
    }, 150_000);
  },
  { inOrder: true },
);
