import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeMetadataServer, fakeWork } from "../../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../../test/harness.ts";
import { describeInOrder } from "../../../test/in-order.ts";
import { runScan, scannerContext } from "../../../test/library/scanner-harness.ts";
import { writeLibrary } from "../../cli/sample-library.ts";
import { nameOnlyId, vaIdOf } from "../../library/ids.ts";

const ID = 200001;
let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };
let userToken: string;
let guestToken: string;

const edit = (body: unknown, token = ctx.adminToken, id: number | string = ID) =>
  ctx.request({ method: "POST", url: `/api/edit/work/${id}`, token, payload: body as object });
const detail = async () =>
  (await ctx.request({ method: "GET", url: `/api/work/${ID}`, token: ctx.adminToken })).json();
const editState = async () =>
  (await ctx.request({ method: "GET", url: `/api/edit/work/${ID}`, token: ctx.adminToken })).json();
const names = (labels: { name: string }[]) => labels.map((label) => label.name).sort();

/** The body the kikoeru client sends for the work as it is now, with `patch` over it. */
async function bodyOf(patch: Record<string, unknown> = {}) {
  const work = await detail();
  return { title: work.title, circle: work.circle, tags: work.tags, vas: work.vas, ...patch };
}

beforeAll(async () => {
  fake = await FakeMetadataServer.start([fakeWork(ID), fakeWork(200002)]);
  const root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-edit-")), "lib");
  await writeLibrary(root, [
    { folder: `RJ${ID} 編集`, files: [{ name: "a.wav", wav: { seconds: 0.2 } }] },
    { folder: "RJ200002 他", files: [{ name: "a.wav", wav: { seconds: 0.2 } }] },
  ]);
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }] });
  expect((await runScan(ctx)).job?.counts).toMatchObject({ added: 2, failed: 0 });
  userToken = await ctx.createUser("listener", "user");
  guestToken = await ctx.createUser("visitor", "guest");
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describeInOrder("editing a work's metadata (in order: each step builds on the last)", () => {
  it("edits title, circle, tags and voice actors, with new entries of id 0", async () => {
    const work = await detail();
    const response = await edit({
      title: "管理者の題名",
      circle: { id: 0, name: "新しいサークル" },
      tags: [work.tags[0], { id: 0, name: "自作タグ" }],
      vas: [{ id: 0, name: "新人声優" }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const after = await detail();
    expect(after.title).toBe("管理者の題名");
    expect(after.circle).toEqual({ id: nameOnlyId("circle", "新しいサークル"), name: "新しいサークル" });
    expect(names(after.tags)).toEqual([work.tags[0].name, "自作タグ"].sort());
    expect(after.tags).toContainEqual({ id: nameOnlyId("tag", "自作タグ"), name: "自作タグ" });
    expect(after.vas).toEqual([{ id: vaIdOf("新人声優"), name: "新人声優" }]);
    expect((await editState()).lockedFields.sort()).toEqual(["circle", "tags", "title", "vas"]);
    expect((await editState()).undoable).toBe(true);
  });

  it("updates the search text and the lists at once", async () => {
    const search = await ctx.request({
      method: "GET",
      url: `/api/search?keyword=${encodeURIComponent("管理者の題名")}`,
      token: ctx.adminToken,
    });
    expect(search.json().works.map((w: { id: number }) => w.id)).toEqual([ID]);
    const byVa = await ctx.request({
      method: "GET",
      url: `/api/search?keyword=${encodeURIComponent("新人声優")}`,
      token: ctx.adminToken,
    });
    expect(byVa.json().works.map((w: { id: number }) => w.id)).toEqual([ID]);
    const tags = await ctx.request({ method: "GET", url: "/api/tags", token: ctx.adminToken });
    expect(names(tags.json())).toContain("自作タグ");
  });

  it("keeps the locked fields through a metadata refresh and updates the others", async () => {
    Object.assign(fake.works.get(ID)!, { title: "サイトの新題名", price: 2200, dl_count: 4321 });
    await runScan(ctx, "update");
    const after = await detail();
    expect(after).toMatchObject({ title: "管理者の題名", price: 2200, dl_count: 4321 });
    expect(after.circle.name).toBe("新しいサークル");
    expect(names(after.tags)).toContain("自作タグ");
    expect(names(after.vas)).toEqual(["新人声優"]);
  });

  it("unlocks a field: the next refresh writes the source's values again", async () => {
    const unlock = await ctx.request({
      method: "POST",
      url: `/api/edit/work/${ID}/unlock`,
      token: ctx.adminToken,
      payload: { fields: ["tags", "title"] },
    });
    expect(unlock.json()).toEqual({ success: true });
    expect((await editState()).lockedFields.sort()).toEqual(["circle", "vas"]);
    await runScan(ctx, "update");
    const after = await detail();
    expect(after.title).toBe("サイトの新題名");
    expect(names(after.tags)).toEqual(["ASMR", "治愈"]);
    expect(after.circle.name).toBe("新しいサークル");
  });

  it("undoes the latest edit: the replaced values come back and its fields unlock", async () => {
    const undo = await ctx.request({
      method: "POST",
      url: `/api/edit/work/${ID}/undo`,
      token: ctx.adminToken,
    });
    expect(undo.json()).toEqual({ success: true });
    const after = await detail();
    expect(after.circle.name).toBe(fakeWork(ID).circle.name);
    expect(names(after.vas)).toEqual(["青空みなみ"]);
    expect(after.title).toBe(`テスト作品 RJ${ID}`);
    expect(await editState()).toEqual({ lockedFields: [], undoable: false });
    const again = await ctx.request({
      method: "POST",
      url: `/api/edit/work/${ID}/undo`,
      token: ctx.adminToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("NOTHING_TO_UNDO");
  });

  it("locks only the fields that changed; the N/A placeholder alone means no voice actor", async () => {
    expect((await edit(await bodyOf({ title: "題名だけ" }))).statusCode).toBe(200);
    expect((await editState()).lockedFields).toEqual(["title"]);
    expect((await edit(await bodyOf({ vas: [{ id: 0, name: "N/A" }] }))).statusCode).toBe(200);
    expect((await detail()).vas).toEqual([{ id: "00000000-0000-0000-0000-000000000000", name: "N/A" }]);
    expect((await editState()).lockedFields.sort()).toEqual(["title", "vas"]);
  });

  it("records every action in the audit log, newest first", async () => {
    const log = await ctx.request({ method: "GET", url: "/api/admin/audit", token: ctx.adminToken });
    const entries = log.json().entries as { action: string; actor: string; workId: number }[];
    expect(entries.map((e) => e.action)).toEqual([
      "work.edit",
      "work.edit",
      "work.undo",
      "work.unlock",
      "work.edit",
    ]);
    expect(entries.every((e) => e.actor === "admin" && e.workId === ID)).toBe(true);
    expect(log.json().pagination).toMatchObject({ currentPage: 1, totalCount: 5 });
  });
});

describe("refused edits", () => {
  it("refuses removing every voice actor: 声优至少得有一个", async () => {
    const response = await edit(await bodyOf({ vas: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "声优至少得有一个", code: "EDIT_VA_REQUIRED" });
  });

  it("refuses the same tag or voice actor twice", async () => {
    const twice = await edit(
      await bodyOf({
        tags: [
          { id: 0, name: "重複" },
          { id: 0, name: "重複" },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: "项目已存在，无需重复添加: 重複", code: "EDIT_DUPLICATE" });
    // A new entry (id 0) naming a voice actor already listed by id is the same voice actor.
    const known = { id: vaIdOf("青空みなみ"), name: "青空みなみ" };
    const va = await edit(await bodyOf({ vas: [known, { id: 0, name: "青空みなみ" }] }));
    expect(va.json().code).toBe("EDIT_DUPLICATE");
  });

  it("refuses ids of labels that do not exist, bad bodies and unknown works", async () => {
    const tag = await edit(await bodyOf({ tags: [{ id: 987654, name: "x" }] }));
    expect(tag.json()).toMatchObject({ code: "EDIT_LABEL_NOT_FOUND", error: "标签987654不存在" });
    expect((await edit(await bodyOf({ circle: { id: 5, name: "x" } }))).json().code).toBe(
      "EDIT_LABEL_NOT_FOUND",
    );
    expect((await edit(await bodyOf({ title: "  " }))).statusCode).toBe(400);
    expect((await edit({ title: "x" })).statusCode).toBe(400);
    const missing = await edit(await bodyOf(), ctx.adminToken, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("WORK_NOT_FOUND");
    const unlock = await ctx.request({
      method: "POST",
      url: `/api/edit/work/${ID}/unlock`,
      token: ctx.adminToken,
      payload: { fields: ["price"] },
    });
    expect(unlock.statusCode).toBe(400);
  });

  it("is for administrators only", async () => {
    const body = await bodyOf({ title: "乗っ取り" });
    for (const token of [userToken, guestToken]) {
      expect((await edit(body, token)).statusCode).toBe(403);
      for (const url of [`/api/edit/work/${ID}/undo`, "/api/uncensor/tags"]) {
        expect((await ctx.request({ method: "POST", url, token })).json().code).toBe("ADMIN_ONLY");
      }
      expect((await ctx.request({ method: "GET", url: "/api/admin/audit", token })).statusCode).toBe(403);
    }
    expect((await detail()).title).not.toBe("乗っ取り");
  });
});
