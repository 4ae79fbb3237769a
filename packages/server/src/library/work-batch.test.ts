import { afterEach, beforeEach, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { LibraryRepo, type NewWork } from "./library.repo.ts";
import { NewWorkBatch } from "./work-batch.ts";

let ctx: TestContext;
let repo: LibraryRepo;

const newWork = (id: number): NewWork => ({
  id,
  title: `作品${id}`,
  state: {
    root_folder: "lib",
    dir: `RJ${id}`,
    raw_dir: null,
    memo: "{}",
    lyric_status: "",
    fingerprint: "f",
  },
  files: [{ path: "01.wav", raw_path: null, type: "audio", size: 1, mtime: 1, duration: 1 }],
  metadata: null,
});
const ids = async () =>
  (await ctx.database.db.selectFrom("works").select("id").orderBy("id").execute()).map((w) => w.id);

// A database per test: the suite runs its tests in random order.
beforeEach(async () => {
  ctx = await createTestContext();
  repo = new LibraryRepo(ctx.database.db);
});
afterEach(async () => {
  await ctx.close();
});

/** Writes `works` in one group and waits until each is written. */
async function writeAll(works: number[]): Promise<void> {
  const batch = new NewWorkBatch(repo, "ja-jp", 16, () => undefined);
  const settled = works.map((id) => batch.add(newWork(id)));
  await batch.flush();
  await Promise.all(settled);
}

it("writes queued works in one group, then reports each as written", async () => {
  const written: number[] = [];
  const batch = new NewWorkBatch(repo, "ja-jp", 16, (id) => written.push(id));
  const settled = [400001, 400002, 400003].map((id) => batch.add(newWork(id)));
  expect(await ids()).toEqual([]);
  await batch.flush();
  await Promise.all(settled);
  expect(await ids()).toEqual([400001, 400002, 400003]);
  expect(written).toEqual([400001, 400002, 400003]);
});

it("writes a failing group again work by work, so only the bad work fails", async () => {
  await writeAll([400001, 400002, 400003]);
  const written: number[] = [];
  const batch = new NewWorkBatch(repo, "ja-jp", 16, (id) => written.push(id));
  // 400001 is already there: its row breaks the group's transaction, and then only its own.
  const results = Promise.allSettled([400004, 400001, 400005].map((id) => batch.add(newWork(id))));
  await batch.flush();
  expect((await results).map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(written).toEqual([400004, 400005]);
  expect(await ids()).toEqual([400001, 400002, 400003, 400004, 400005]);
});
