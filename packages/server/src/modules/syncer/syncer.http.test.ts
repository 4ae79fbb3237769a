import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { SyncerNode } from "@kikoeru/contract";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestContext, type TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import { createLibrary } from "../../../test/media/library.ts";
import { listen } from "../../../test/media/transcode-fixtures.ts";
import {
  addSourceWork,
  listFiles,
  SOURCE_CODE,
  SOURCE_ID,
  SOURCE_TITLE,
  sourceFiles,
  taskEnd,
} from "../../../test/syncer/servers.ts";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let source: TestContext;
let puller: TestContext;
let host: string;
let token: string;
let library: string;
const files = sourceFiles();
/** No metadata provider on the internet: the pulled work's metadata and cover come from the source only. */
const OFFLINE = { dlsiteBaseUrl: "", dlsiteImageBaseUrl: "", hvdbBaseUrl: "", metadataPeerBaseUrl: "" };
const OURS = "metaApi=/api/work/{id}&trackApi=/api/tracks/{code}";

beforeAll(async () => {
  source = await createTestContext();
  await addSourceWork(source, files);
  const cover = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c04080" } })
    .jpeg()
    .toBuffer();
  await fs.writeFile(path.join(source.paths.coversDir, `${SOURCE_CODE}_img_main.jpg`), cover);
  host = await listen(source.app);
  puller = await createTestContext({ config: OFFLINE });
  library = await createLibrary(puller, "main");
  token = await puller.login("admin", ADMIN_PASSWORD);
}, 60_000);
afterAll(async () => {
  await puller?.close();
  await source?.close();
});

const info = (query: string) => puller.request({ method: "GET", url: `/api/syncer?${query}`, token });

/** The file nodes of a tree, depth first. */
function fileNodes(nodes: SyncerNode[]): SyncerNode[] {
  return nodes.flatMap((n) => (n.type === "folder" ? fileNodes(n.children ?? []) : [n]));
}

/** The tree with only the file nodes whose relativePath `keep` accepts, folders emptied of the rest. */
function pick(nodes: SyncerNode[], keep: (p: string) => boolean): SyncerNode[] {
  return nodes.flatMap((node): SyncerNode[] => {
    if (node.type !== "folder") return keep(node.relativePath!) ? [node] : [];
    const children = pick(node.children ?? [], keep);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

describeInOrder("pulling a work from another server of ours (S1, S2)", () => {
  it("validates host, code and templates before asking anyone", async () => {
    for (const query of [
      `host=${host}/&filter=${SOURCE_CODE}`,
      `host=ftp://127.0.0.1&filter=${SOURCE_CODE}`,
      `host=${host}&filter=RJ123`,
      `host=${host}&filter=${SOURCE_CODE}&metaApi=http://evil.example/x`,
    ]) {
      const response = await info(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe("VALIDATION_FAILED");
    }
  });

  it("turns the remote's 401 into a readable error, then logs in with stored credentials", async () => {
    const refused = await info(`host=${host}&filter=${SOURCE_CODE}&${OURS}`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: "SYNC_REMOTE_FAILED",
      error: expect.stringContaining("401"),
    });
    const saved = await puller.request({
      method: "PUT",
      url: "/api/syncer/credentials",
      token,
      payload: { host, name: "admin", password: ADMIN_PASSWORD },
    });
    expect(saved.json()).toEqual({ success: true });
    const listed = await puller.request({ method: "GET", url: "/api/syncer/credentials", token });
    expect(listed.json()).toEqual({ hosts: [{ host, name: "admin" }] });
    expect(listed.body).not.toContain(ADMIN_PASSWORD);
  });

  it("answers the remote tree with relativePath and size on every file", async () => {
    const response = await info(`host=${host}&filter=${SOURCE_CODE.toLowerCase()}&${OURS}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { tracks: SyncerNode[]; title: string; folder: string };
    expect(body.title).toBe(SOURCE_TITLE);
    expect(body.folder).toBe(`${SOURCE_CODE} テスト作品：同期_試験`);
    // kikoeru's default templates work too: /api/workInfo/… answers 404 here, so /api/work/… is asked.
    const byDefault = await info(`host=${host}&filter=${SOURCE_CODE}`);
    expect(byDefault.json()).toEqual(body);
    const nodes = fileNodes(body.tracks);
    expect(nodes.map((n) => n.relativePath).sort()).toEqual(files.map((f) => `/${f.path}`).sort());
    for (const node of nodes) {
      const file = files.find((f) => `/${f.path}` === node.relativePath)!;
      expect(node.size, node.relativePath).toBe(file.bytes.length);
    }
  });

  it("pulls exactly the selected files, byte for byte, and lists the work with the source's metadata", async () => {
    const listed = await info(`host=${host}&filter=${SOURCE_CODE}&${OURS}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { tracks } = listed.json();
    const chosen = ["/本編/01 オープニング.wav", "/本編/02 添い寝.wav", "/readme.txt"];
    const created = await puller.request({
      method: "POST",
      url: "/api/syncer",
      token,
      payload: {
        host,
        code: SOURCE_CODE,
        rootFolderName: "main",
        overwrite: true,
        treeTracks: pick(tracks, (p) => chosen.includes(p)),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const task = await taskEnd(puller, token, id);
    expect(task).toMatchObject({
      code: SOURCE_CODE,
      finished: true,
      stop: false,
      error: null,
      state: "done",
      filesDone: 3,
      filesTotal: 3,
    });
    expect(task.bytesDone).toBe(task.bytesTotal);
    expect(task.status).toContain("3/3");

    const workDir = path.join(library, `${SOURCE_CODE} テスト作品：同期_試験`);
    expect(await listFiles(workDir)).toEqual(chosen.map((p) => p.slice(1)).sort());
    for (const rel of chosen) {
      const original = files.find((f) => `/${f.path}` === rel)!.bytes;
      expect(sha(await fs.readFile(path.join(workDir, rel))), rel).toBe(sha(original));
      expect((await fs.stat(path.join(workDir, rel))).mode & 0o777, rel).toBe(0o644);
    }
    expect((await fs.stat(workDir)).mode & 0o777).toBe(0o755);
    expect((await fs.stat(path.join(workDir, "本編"))).mode & 0o777).toBe(0o755);

    const work = (await puller.request({ method: "GET", url: `/api/work/${SOURCE_ID}`, token })).json();
    expect(work.title).toBe(SOURCE_TITLE);
    expect(work.tags.map((t: { name: string }) => t.name).sort()).toEqual(["ASMR", "癒し"]);
    expect(work.vas.map((v: { name: string }) => v.name)).toEqual(["声優アルファ", "声優ベータ"]);
    const row = await puller.database.db
      .selectFrom("works")
      .select(["metadata_source", "root_folder"])
      .where("id", "=", SOURCE_ID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ metadata_source: "peer", root_folder: "main" });
    const covers = await fs.readdir(puller.paths.coversDir);
    expect(covers.filter((f) => f.startsWith(SOURCE_CODE)).sort()).toEqual(
      ["240x240", "main", "sam"].map((type) => `${SOURCE_CODE}_img_${type}.jpg`),
    );
    const tracks2 = (await puller.request({ method: "GET", url: `/api/tracks/${SOURCE_ID}`, token })).json();
    expect(
      fileNodes(tracks2)
        .map((n) => n.title)
        .sort(),
    ).toEqual(["01 オープニング.wav", "02 添い寝.wav", "readme.txt"]);
  });

  it("restarts a done task without downloading again, and deletes it keeping the files", async () => {
    const { info: list } = (await puller.request({ method: "GET", url: "/api/syncer/task", token })).json();
    const id = list[0].id as number;
    const workDir = path.join(library, `${SOURCE_CODE} テスト作品：同期_試験`);
    const before = await fs.stat(path.join(workDir, "本編/02 添い寝.wav"));
    const restarted = await puller.request({
      method: "POST",
      url: `/api/syncer/task/restart?id=${id}`,
      token,
    });
    expect(restarted.json()).toEqual({ success: true });
    expect((await taskEnd(puller, token, id)).state).toBe("done");
    expect((await fs.stat(path.join(workDir, "本編/02 添い寝.wav"))).mtimeMs).toBe(before.mtimeMs);
    const deleted = await puller.request({ method: "DELETE", url: `/api/syncer/task?id=${id}`, token });
    expect(deleted.json()).toEqual({ success: true });
    expect((await listFiles(workDir)).length).toBe(3);
    const gone = await puller.request({ method: "DELETE", url: `/api/syncer/task?id=${id}`, token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe("SYNC_TASK_NOT_FOUND");
  });

  it("refuses an unknown or inactive storage folder", async () => {
    const response = await puller.request({
      method: "POST",
      url: "/api/syncer",
      token,
      payload: { host, code: SOURCE_CODE, rootFolderName: "nowhere", overwrite: true, treeTracks: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("SYNC_ROOT_NOT_FOUND");
  });
});
