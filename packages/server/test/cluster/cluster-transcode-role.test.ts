import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { message } from "@kikoeru/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { writeLibrary } from "../../src/cli/sample-library.ts";
import { dataPaths, prepareDataDir } from "../../src/config/data-dir.ts";
import type { Database } from "../../src/db/database.ts";
import { createTestDatabase } from "../database.ts";
import { FakeMetadataServer, fakeWork } from "../fakes/metadata-server.ts";
import { ADMIN_PASSWORD } from "../harness.ts";
import { fakeProviderConfig } from "../library/scanner-harness.ts";
import { bodyOf, get, tone } from "../media/transcode-fixtures.ts";
import { describeCluster, waitFor } from "./cluster-harness.ts";
import { encodersOf, type InstanceProcess, startInstance, stopInstances } from "./instance-processes.ts";

const WORK = 420001;
/** A web instance's queued encode fails this soon once no transcode instance is alive (default 10 s). */
const UNCLAIMED_MS = 2_000;

describeCluster(
  "the transcode role: instances without it queue encodes for the instances with it",
  () => {
    let fake: FakeMetadataServer;
    let dir: string;
    let data: string;
    let database: Database;
    let databaseUrl: string;
    let drop: () => Promise<void>;
    let web: InstanceProcess;
    let encoders: InstanceProcess[] = [];
    let admin: string;

    const call = (to: InstanceProcess, url: string, init: RequestInit = {}) =>
      fetch(`${to.url}${url}`, { ...init, headers: { authorization: `Bearer ${admin}`, ...init.headers } });
    const transcodeUrl = (file: string) =>
      `/api/media/transcode/${WORK}?path=${file}&bitRate=128&token=${admin}`;
    const preTranscode = (file: string) => `/api/media/pre-transcode/${WORK}?path=${file}&bitRate=128`;
    const ffmpegOnWeb = async () =>
      ((await (await call(web, "/api/version")).json()) as { ffmpegAvailable: boolean }).ffmpegAvailable;
    const encodeRows = () =>
      database.db
        .selectFrom("jobs")
        .select(["state", "error"])
        .where("kind", "=", "media.transcode")
        .orderBy("id")
        .execute();

    beforeAll(async () => {
      fake = await FakeMetadataServer.start([fakeWork(WORK)]);
      dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-cluster-role-"));
      const library = path.join(dir, "lib");
      await writeLibrary(library, [
        { folder: `RJ${WORK} 作品`, files: [{ name: "a.wav", wav: { seconds: 0.2 } }] },
      ]);
      const media = path.join(library, `RJ${WORK} 作品`);
      const mid = await tone(dir, 60);
      await fs.writeFile(path.join(media, "mid.wav"), mid);
      await fs.writeFile(path.join(media, "mid-copy.wav"), mid);
      await fs.writeFile(path.join(media, "long.wav"), await tone(dir, 600));
      data = path.join(dir, "data");
      const paths = dataPaths(data);
      await prepareDataDir(paths);
      await fs.writeFile(
        paths.configFile,
        JSON.stringify({
          ...fakeProviderConfig(fake),
          rootFolders: [{ name: "lib", path: library }],
          watchRootFolders: false,
        }),
      );
      ({ database, drop } = await createTestDatabase(dir));
      if (database.target.kind !== "postgres") throw new Error("cluster tests need PostgreSQL");
      databaseUrl = database.target.url;
      web = await startInstance(databaseUrl, data, "web", {
        roles: ["web"],
        transcode: { unclaimedMs: UNCLAIMED_MS, claimEveryMs: 200 },
      });
      const login = await fetch(`${web.url}/api/auth/me`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "admin", password: ADMIN_PASSWORD }),
      });
      admin = ((await login.json()) as { token: string }).token;
      expect((await call(web, "/api/scanner/scan", { method: "POST" })).status).toBe(202);
      await waitFor("the scan", async () => (await call(web, `/api/work/${WORK}`)).status === 200, 60_000);
    }, 120_000);
    afterAll(async () => {
      await stopInstances();
      await drop?.();
      await fake?.close();
      await fs.rm(dir, { recursive: true, force: true });
    });

    it("with no transcode instance alive, answers as a server without ffmpeg: at once, or after a bounded wait", async () => {
      const refused = await get(`${web.url}${transcodeUrl("mid.wav")}`);
      expect(refused.statusCode).toBe(503);
      expect(JSON.parse((await bodyOf(refused)).toString())).toMatchObject({ code: "FFMPEG_MISSING" });
      const pre = await call(web, preTranscode("mid.wav"), { method: "POST" });
      expect(pre.status).toBe(503);
      expect(await pre.json()).toMatchObject({ code: "FFMPEG_MISSING" });
      expect(await ffmpegOnWeb()).toBe(false);
      // A transcode instance that shows itself alive for 3 s more, then dies without ever claiming.
      const now = Date.now();
      await database.db
        .insertInto("jobs")
        .values({
          kind: "media.transcoder",
          state: "running",
          payload: "{}",
          progress: "{}",
          lock_key: "transcode-instance:ghost",
          started_at: now,
          created_at: now,
          updated_at: now - 27_000,
        })
        .execute();
      await waitFor("the web instance to see a transcode instance", ffmpegOnWeb, 10_000);
      const queued = await get(`${web.url}${transcodeUrl("mid.wav")}`);
      expect(queued.statusCode).toBe(503);
      expect(JSON.parse((await bodyOf(queued)).toString())).toMatchObject({ code: "FFMPEG_MISSING" });
      expect(await encodeRows()).toEqual([{ state: "failed", error: message("cluster.noTranscoder") }]);
    }, 60_000);

    it("a web-only instance's request runs one ffmpeg on a transcode instance and serves the same bytes", async () => {
      encoders = [
        await startInstance(databaseUrl, data, "t1", { roles: ["transcode"] }),
        await startInstance(databaseUrl, data, "t2", { roles: ["transcode"] }),
      ];
      await waitFor("the web instance to see a transcode instance", ffmpegOnWeb, 10_000);
      const seen = new Map<number, Set<number>>([web, ...encoders].map((to) => [to.child.pid!, new Set()]));
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          for (const [pid, found] of seen) for (const id of await encodersOf(pid)) found.add(id);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const response = await get(`${web.url}${transcodeUrl("mid.wav")}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["accept-ranges"]).toBe("none");
      const body = await bodyOf(response);
      sampling = false;
      await sampler;
      expect(seen.get(web.child.pid!)?.size).toBe(0);
      expect(encoders.map((to) => seen.get(to.child.pid!)?.size).sort()).toEqual([0, 1]);
      // The same audio encoded by an instance for itself, as a single server does.
      const own = await get(`${encoders[0]!.url}${transcodeUrl("mid-copy.wav")}`);
      expect(own.statusCode).toBe(200);
      expect(body.length).toBeGreaterThan(100_000);
      expect(body.equals(await bodyOf(own))).toBe(true);
    }, 120_000);

    it("kill -9 of the encoding transcode instance: the other one finishes the web instance's pre-transcode", async () => {
      expect((await call(web, preTranscode("long.wav"), { method: "POST" })).status).toBe(200);
      let busy: InstanceProcess | undefined;
      await waitFor(
        "a transcode instance to encode",
        async () => {
          for (const to of encoders) if ((await encodersOf(to.child.pid!)).length > 0) busy = to;
          return busy !== undefined;
        },
        30_000,
      );
      const other = encoders.find((to) => to !== busy)!;
      busy!.child.kill("SIGKILL");
      await busy!.exited;
      await waitFor(
        "the other instance to encode",
        async () => (await encodersOf(other.child.pid!)).length > 0,
      );
      await waitFor(
        "the pre-transcode to be ready on the web instance",
        async () => ((await (await call(web, preTranscode("long.wav"))).json()) as { ready: boolean }).ready,
        120_000,
      );
      const rows = await encodeRows();
      // The dead instance's encode was failed as interrupted; the other's finished.
      expect(rows.at(-2)?.state).toBe("failed");
      expect(rows.at(-1)?.state).toBe("finished");
      expect(await encodersOf(web.child.pid!)).toEqual([]);
    }, 180_000);
  },
  { inOrder: true },
);
