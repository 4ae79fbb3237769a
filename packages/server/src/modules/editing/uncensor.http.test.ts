import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import { runScan, scannerContext } from "../../../test/library/scanner-harness.ts";
import { writeLibrary } from "../../cli/sample-library.ts";

const ID = 300001;
let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };

/** Two genres DLsite renamed (their current names in every language) and one it did not. */
const TAGS = [
  { id: 9001, names: { "ja-jp": "合意なし", "zh-cn": "无同意(测试)", "zh-tw": "無同意(測試)" } },
  { id: 9002, names: { "ja-jp": "動物なかよし", "zh-cn": "动物(测试)", "zh-tw": "動物(測試)" } },
  { id: 160, names: { "ja-jp": "癒し", "zh-cn": "治愈", "zh-tw": "治癒" } },
];

const post = (url: string) => ctx.request({ method: "POST", url, token: ctx.adminToken });
const tagNames = async () =>
  (
    (await ctx.request({ method: "GET", url: `/api/work/${ID}`, token: ctx.adminToken })).json().tags as {
      name: string;
    }[]
  )
    .map((tag) => tag.name)
    .sort();
const namesIn = async (lang: string) =>
  (
    await ctx.database.db
      .selectFrom("tag_names")
      .select("name")
      .where("lang", "=", lang)
      .where("tag_id", "in", [9001, 9002])
      .orderBy("tag_id")
      .execute()
  ).map((row) => row.name);

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(ID, { tags: TAGS })]);
  const root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-uncensor-")), "lib");
  await writeLibrary(root, [{ folder: `RJ${ID}`, files: [{ name: "a.wav", wav: { seconds: 0.2 } }] }]);
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }], tagLanguage: "ja-jp" });
  expect((await runScan(ctx)).job?.counts).toMatchObject({ added: 1, failed: 0 });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describeInOrder("tag uncensoring (in order: each step builds on the last)", () => {
  it("gives renamed genres their former names in the configured tag language only", async () => {
    const response = await post("/api/uncensor/tags");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "修改成功", changed: 2 });
    expect(await tagNames()).toEqual(["レイプ", "獣姦", "癒し"].sort());
    expect(await namesIn("ja-jp")).toEqual(["レイプ", "獣姦"]);
    const search = await ctx.request({
      method: "GET",
      url: `/api/search?keyword=${encodeURIComponent("獣姦")}`,
      token: ctx.adminToken,
    });
    expect(search.json().works.map((w: { id: number }) => w.id)).toEqual([ID]);
  });

  it("changes nothing more when run again", async () => {
    expect((await post("/api/uncensor/tags")).json().changed).toBe(0);
  });

  it("keeps the former names through a metadata refresh", async () => {
    await runScan(ctx, "update");
    expect(await tagNames()).toEqual(["レイプ", "獣姦", "癒し"].sort());
  });

  it("is undone: the names DLsite gives come back", async () => {
    const response = await post("/api/uncensor/tags/undo");
    expect(response.json()).toEqual({ success: true, message: "已恢复原来的标签名", changed: 2 });
    expect(await tagNames()).toEqual(["動物なかよし", "合意なし", "癒し"].sort());
    expect(await namesIn("ja-jp")).toEqual(["合意なし", "動物なかよし"]);
    expect((await post("/api/uncensor/tags/undo")).json().changed).toBe(0);
  });

  it("writes each run to the audit log", async () => {
    const log = (await ctx.request({ method: "GET", url: "/api/admin/audit", token: ctx.adminToken })).json();
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
      "tags.uncensor.undo",
      "tags.uncensor.undo",
      "tags.uncensor",
      "tags.uncensor",
    ]);
    expect(log.entries[3].detail).toMatchObject({
      lang: "ja-jp",
      renames: expect.arrayContaining([{ id: 9001, from: "合意なし", to: "レイプ" }]),
    });
  });
});
