import type { TrackNode } from "@kikoeru/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";

let ctx: TestContext;
let token: string;

const FILES = [
  "10.wav",
  "2.wav",
  "readme.txt",
  "cover.jpg",
  "manual.pdf",
  "bonus.zip",
  "mp3/SE無し/02 おやすみ.mp3",
  "mp3/SE無し/01 はじめに.mp3",
  "mp3/SE有り/01 はじめに.mp3",
  "mp3/01 はじめに.lrc",
  "wav/10.wav",
  "wav/9.wav",
];

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.createUser("listener", "guest");
  const root = await createLibrary(ctx);
  await addWork(ctx, root, {
    id: 123456,
    title: "耳かきと添い寝",
    files: FILES.map((path) => ({ path, bytes: path.endsWith(".wav") ? wavBytes() : `content of ${path}` })),
  });
  await ctx.database.db
    .updateTable("work_files")
    .set({ duration: 61.5 })
    .where("path", "=", "wav/9.wav")
    .execute();
  await addWork(ctx, root, { id: 1234567, dir: "deep/RJ01234567", files: [{ path: "a.mp3", bytes: "x" }] });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.request({ method: "GET", url, token });
const flatten = (nodes: TrackNode[], into: Record<string, string> = {}): Record<string, string> => {
  for (const node of nodes) {
    if (node.type === "folder") flatten(node.children, into);
    else into[node.path] = node.hash;
  }
  return into;
};

describe("GET /api/tracks/{id}", () => {
  it("numbers files in kikoeru's order: sub-folders first, natural sort, listed extensions only", async () => {
    const response = await get("/api/tracks/123456");
    expect(response.statusCode).toBe(200);
    expect(flatten(response.json())).toEqual({
      "mp3/01 はじめに.lrc": "123456/0",
      "mp3/SE有り/01 はじめに.mp3": "123456/1",
      "mp3/SE無し/01 はじめに.mp3": "123456/2",
      "mp3/SE無し/02 おやすみ.mp3": "123456/3",
      "wav/9.wav": "123456/4",
      "wav/10.wav": "123456/5",
      "2.wav": "123456/6",
      "10.wav": "123456/7",
      "cover.jpg": "123456/8",
      "manual.pdf": "123456/9",
      "readme.txt": "123456/10",
    });
  });

  it("nests folders as folder nodes and fills every node field", async () => {
    const nodes: TrackNode[] = (await get("/api/tracks/123456")).json();
    expect(nodes.map((n) => `${n.type} ${n.title}`)).toEqual([
      "folder mp3",
      "folder wav",
      "audio 2.wav",
      "audio 10.wav",
      "image cover.jpg",
      "other manual.pdf",
      "text readme.txt",
    ]);
    const mp3 = nodes[0]!;
    expect(mp3.type === "folder" && mp3.children.map((n) => `${n.type} ${n.path}`)).toEqual([
      "folder mp3/SE有り",
      "folder mp3/SE無し",
      "text mp3/01 はじめに.lrc",
    ]);
    const wav = nodes[1]!;
    expect(wav.type === "folder" && wav.children[0]).toEqual({
      type: "audio",
      title: "9.wav",
      hash: "123456/4",
      path: "wav/9.wav",
      size: wavBytes().length,
      duration: 61.5,
      workTitle: "耳かきと添い寝",
      mediaStreamUrl: "/api/media/stream/123456/4",
      mediaDownloadUrl: "/api/media/download/123456/4",
    });
  });

  it("accepts the id as a product code and uses the numeric id in hashes", async () => {
    const byCode = await get("/api/tracks/RJ01234567");
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toEqual((await get("/api/tracks/1234567")).json());
    expect(flatten(byCode.json())).toEqual({ "a.mp3": "1234567/0" });
  });

  it("answers 404 {error} for an unknown work and 400 for a malformed id", async () => {
    const missing = await get("/api/tracks/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain("RJ999999");
    for (const id of ["abc", "RJ12", "1.5", "RJ1234567"]) {
      const bad = await get(`/api/tracks/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ param: "id", location: "params" });
    }
  });

  it("builds the tree from the database, not the disk (a deleted folder still lists)", async () => {
    const root = ctx.config.get().rootFolders[0]!.path;
    await ctx.config.update({ rootFolders: [{ name: "main", path: `${root}-gone`, inactive: false }] });
    try {
      expect(Object.keys(flatten((await get("/api/tracks/123456")).json()))).toHaveLength(11);
    } finally {
      await ctx.config.update({ rootFolders: [{ name: "main", path: root, inactive: false }] });
    }
  });
});
