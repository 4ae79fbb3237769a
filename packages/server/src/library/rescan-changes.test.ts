import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FakeMetadataServer } from "../../test/fakes/metadata-server.ts";
import type { TestContext } from "../../test/harness.ts";
import { describeInOrder } from "../../test/in-order.ts";
import { runScan, scannerContext } from "../../test/library/scanner-harness.ts";
import { sineWav } from "../cli/sample-audio.ts";
import { writeLibrary } from "../cli/sample-library.ts";

// "Unchanged means unchanged": the rescan that skips a work on one stat per directory and file still sees
// every change of its files and of its folder's place. Local metadata files, so no site is asked.
let fake: FakeMetadataServer;
let ctx: TestContext & { adminToken: string };
let root: string;

const IDS = [300001, 300002, 300003, 300004, 300005, 300006];
const folderOf = (id: number) => path.join(root, `RJ${id}`);
const db = () => ctx.database.db;
const work = (id: number) =>
  db().selectFrom("works").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const files = async (id: number) =>
  (
    await db()
      .selectFrom("work_files")
      .select(["path", "size", "mtime", "duration"])
      .where("work_id", "=", id)
      .orderBy("path")
      .execute()
  ).map((f) => ({ ...f, duration: f.duration === null ? null : Math.round(f.duration * 100) / 100 }));

/** A rescan in which `id` is the only work updated and every other one is skipped. */
async function rescanUpdates(id: number) {
  const status = await runScan(ctx);
  expect(status.job?.counts).toMatchObject({ updated: 1, skipped: IDS.length - 1, added: 0, failed: 0 });
  expect(status.state.results.at(-1)).toMatchObject({ rjcode: String(id), result: "updated" });
}

beforeAll(async () => {
  fake = await FakeMetadataServer.start([]);
  root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-rescan-")), "lib");
  await writeLibrary(
    root,
    IDS.map((id) => ({
      folder: `RJ${id}`,
      files: [
        { name: "01.wav", wav: { seconds: 0.2 } },
        { name: "本編/02.wav", wav: { seconds: 0.3 } },
      ],
      metadata: { title: `作品${id}` },
    })),
  );
  ctx = await scannerContext(fake, { rootFolders: [{ name: "lib", path: root }] });
  expect((await runScan(ctx)).job?.counts).toMatchObject({ added: IDS.length, failed: 0 });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describeInOrder("the fast unchanged rescan still notices every change (in order)", () => {
  it("skips every unchanged work without writing", async () => {
    const before = await work(300001);
    const status = await runScan(ctx);
    expect(status.job?.counts).toMatchObject({ skipped: IDS.length, updated: 0, added: 0 });
    expect(await work(300001)).toEqual(before);
  });

  it("notices an added file", async () => {
    await fs.writeFile(path.join(folderOf(300001), "本編", "03.wav"), sineWav(0.4));
    await rescanUpdates(300001);
    expect((await files(300001)).map((f) => [f.path, f.duration])).toEqual([
      ["01.wav", 0.2],
      ["kikoeru.json", null],
      ["本編/02.wav", 0.3],
      ["本編/03.wav", 0.4],
    ]);
    expect(JSON.parse((await work(300001)).memo).totalDuration).toBeCloseTo(0.9, 3);
  });

  it("notices a removed file", async () => {
    await fs.rm(path.join(folderOf(300002), "本編", "02.wav"));
    await rescanUpdates(300002);
    expect((await files(300002)).map((f) => f.path)).toEqual(["01.wav", "kikoeru.json"]);
  });

  it("notices a renamed file", async () => {
    await fs.rename(path.join(folderOf(300003), "01.wav"), path.join(folderOf(300003), "00.wav"));
    await rescanUpdates(300003);
    expect((await files(300003)).map((f) => f.path)).toEqual(["00.wav", "kikoeru.json", "本編/02.wav"]);
  });

  it("notices a file rewritten to another size", async () => {
    await fs.writeFile(path.join(folderOf(300004), "01.wav"), sineWav(0.6));
    await rescanUpdates(300004);
    expect((await files(300004)).find((f) => f.path === "01.wav")?.duration).toBe(0.6);
  });

  it("notices a file rewritten to the same size with a new modification time", async () => {
    const file = path.join(folderOf(300004), "01.wav");
    const { mtime } = await fs.stat(file);
    const later = new Date(mtime.getTime() + 60_000);
    await fs.writeFile(file, sineWav(0.6, [880]));
    await fs.utimes(file, later, later);
    await rescanUpdates(300004);
    const stored = (await files(300004)).find((f) => f.path === "01.wav");
    expect(stored?.mtime).toBe(Math.floor((await fs.stat(file)).mtimeMs));
    expect(stored?.mtime).not.toBe(Math.floor(mtime.getTime()));
  });

  it("notices a work folder moved to another place in the root", async () => {
    await fs.mkdir(path.join(root, "移動先"));
    await fs.rename(folderOf(300005), path.join(root, "移動先", "RJ300005"));
    await rescanUpdates(300005);
    expect(await work(300005)).toMatchObject({ dir: "移動先/RJ300005", missing_since: null });
  });

  it("notices a folder that came back after it was marked missing", async () => {
    const away = path.join(path.dirname(root), "RJ300006");
    await fs.rename(folderOf(300006), away);
    const gone = await runScan(ctx);
    expect(gone.job?.counts).toMatchObject({ missing: 1, skipped: IDS.length - 1 });
    expect((await work(300006)).missing_since).not.toBeNull();
    await fs.rename(away, folderOf(300006));
    await rescanUpdates(300006);
    expect(await work(300006)).toMatchObject({ dir: "RJ300006", missing_since: null });
  });
});
