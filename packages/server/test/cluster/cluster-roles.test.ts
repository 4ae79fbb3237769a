import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ScannerStatus } from "@kikoeru/contract";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD } from "../harness.ts";
import { describeCluster, startTestCluster, type TestCluster, waitFor } from "./cluster-harness.ts";

describeCluster("two instances on one PostgreSQL: roles", () => {
  let cluster: TestCluster;
  let admin: string;
  let scratch: string;

  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-roles-"));
    const web = path.join(scratch, "web");
    const library = path.join(scratch, "library");
    await fs.mkdir(web);
    await fs.mkdir(library);
    await fs.writeFile(path.join(web, "index.html"), "<!doctype html><title>Kikoeru</title>");
    // A front instance (web and sync) and a back one that alone watches the root folders.
    cluster = await startTestCluster(2, {
      webRoot: web,
      roles: [["web", "sync"], ["scanner"]],
      config: { watchRootFolders: true, rootFolders: [{ name: "main", path: library, inactive: false }] },
    });
    admin = await cluster.login(0, "admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await cluster?.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  const watchOf = async (i: number) => {
    const response = await cluster.fetch(i, "/api/scanner/status", { token: admin });
    return ((await response.json()) as ScannerStatus).watch;
  };

  it("only the instance with the web role serves the web app; the other answers our 404", async () => {
    const front = await cluster.fetch(0, "/works");
    expect(front.status).toBe(200);
    expect(await front.text()).toContain("<title>Kikoeru</title>");
    const back = await cluster.fetch(1, "/works");
    expect(back.status).toBe(404);
    expect(await back.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
  });

  it("only the instance with the scanner role watches the root folders, also after a settings change", async () => {
    await waitFor("the back instance to watch its root", async () => (await watchOf(1))?.watched === 1);
    expect(await watchOf(0)).toMatchObject({ state: "off", watched: 0 });
    const saved = await cluster.fetch(0, "/api/config/admin", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ config: { watchQuietSeconds: 2 } }),
    });
    expect(saved.status).toBe(200);
    await waitFor("the back instance to read the change", async () => (await watchOf(1))?.quietSeconds === 2);
    await waitFor("the back instance to watch again", async () => (await watchOf(1))?.watched === 1);
    expect(await watchOf(0)).toMatchObject({ state: "off", watched: 0 });
  });
});
