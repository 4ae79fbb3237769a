import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { SyncTask } from "@kikoeru/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD } from "../harness.ts";
import { RemoteFixture, sha256 } from "../syncer/remote-fixture.ts";
import { describeCluster, startTestCluster, type TestCluster, waitFor } from "./cluster-harness.ts";

const OFFLINE = { dlsiteBaseUrl: "", dlsiteImageBaseUrl: "", hvdbBaseUrl: "", metadataPeerBaseUrl: "" };

describeCluster("two instances on one PostgreSQL: sync tasks", () => {
  let cluster: TestCluster;
  let remote: RemoteFixture;
  let admin: string;
  let library: string;
  const bytes = randomBytes(256 * 1024);

  beforeAll(async () => {
    remote = await new RemoteFixture({
      code: "RJ03000002",
      title: "共有",
      files: [{ path: "a.wav", bytes }],
    }).start();
    // A front instance (web only) and a full one: the task is queued through the front and run by the other.
    cluster = await startTestCluster(2, { config: OFFLINE, roles: [["web"], ["web", "scanner", "sync"]] });
    library = path.join(cluster.dir, "library");
    await fs.mkdir(library);
    admin = await cluster.login(0, "admin", ADMIN_PASSWORD);
    const saved = await cluster.fetch(0, "/api/config/admin", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ config: { rootFolders: [{ name: "main", path: library, inactive: false }] } }),
    });
    expect(saved.status).toBe(200);
    await waitFor(
      "B to read the root folder",
      () => cluster.instances[1]!.config.get().rootFolders.length === 1,
    );
  });
  afterAll(async () => {
    await cluster?.close();
    await remote?.close();
  });

  it("a task queued through an instance without the sync role runs once, on the instance with it", async () => {
    const tree = await cluster.fetch(0, `/api/syncer?host=${remote.apiUrl}&filter=RJ03000002`, {
      token: admin,
    });
    const { tracks } = (await tree.json()) as { tracks: unknown };
    const created = await cluster.fetch(0, "/api/syncer", {
      method: "POST",
      token: admin,
      body: JSON.stringify({
        host: remote.apiUrl,
        code: "RJ03000002",
        rootFolderName: "main",
        overwrite: true,
        treeTracks: tracks,
      }),
    });
    const { id } = (await created.json()) as { id: number };
    let task: SyncTask | undefined;
    await waitFor("the task to finish", async () => {
      const list = await cluster.fetch(0, "/api/syncer/task", { token: admin });
      task = ((await list.json()) as { info: SyncTask[] }).info.find((t) => t.id === id);
      return task?.finished === true;
    });
    expect(task).toMatchObject({ state: "done", filesDone: 1, bytesDone: bytes.length });
    expect(remote.requests.filter((r) => r.url === "/media/0" && r.method === "GET")).toHaveLength(1);
    expect(sha256(await fs.readFile(path.join(library, "RJ03000002 共有", "a.wav")))).toBe(sha256(bytes));
  });
});
