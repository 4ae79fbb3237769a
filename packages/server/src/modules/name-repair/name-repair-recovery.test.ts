import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness.ts";
import { addWork, createLibrary, wavBytes } from "../../../test/media/library.ts";
import { encodeStrict } from "./legacy-codec.ts";
import { NameRepairRepo } from "./name-repair.repo.ts";
import { NameRepairService } from "./name-repair.service.ts";

const sjis = (text: string) => encodeStrict(text, "shift_jis")!;
const ID = 710001;

let ctx: TestContext;
let workDir: string;

async function names(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (at: Buffer, prefix: string) => {
    for (const entry of await fs.readdir(at, { withFileTypes: true, encoding: "buffer" })) {
      found.push(`${prefix}${entry.name.toString("hex")}`);
      if (entry.isDirectory())
        await walk(
          Buffer.concat([at, Buffer.from("/"), entry.name]),
          `${prefix}${entry.name.toString("hex")}/`,
        );
    }
  };
  await walk(Buffer.from(dir), "");
  return found.sort();
}

const service = (rename?: (from: Buffer, to: Buffer) => Promise<void>) =>
  new NameRepairService({
    repo: new NameRepairRepo(ctx.database.db),
    config: ctx.config,
    audit: { record: async () => undefined },
    rescan: async () => ({
      totalDuration: 0,
      isContainLyric: false,
      importantPath: null,
      duration: {},
      mtime: {},
    }),
    ...(rename ? { rename } : {}),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  const root = await createLibrary(ctx);
  const folder = sjis("特典");
  const inFolder = (name: string) => Buffer.concat([folder, Buffer.from("/"), sjis(name)]);
  workDir = await addWork(ctx, root, {
    id: ID,
    files: [
      { path: "特典/一.wav", raw: inFolder("一.wav"), bytes: wavBytes() },
      { path: "特典/二.wav", raw: inFolder("二.wav"), bytes: wavBytes() },
      { path: "三つ目.wav", raw: sjis("三つ目.wav"), bytes: wavBytes() },
    ],
  });
});
afterAll(() => ctx.close());

describe("a repair stopped between renames", () => {
  it("is rolled back to the original bytes at the next start", async () => {
    const before = await names(workDir);
    let done = 0;
    // The process "dies" after the 2nd of 4 renames: the 3rd never returns.
    const dying = service(async (from, to) => {
      if (done === 2) return new Promise<void>(() => undefined);
      await fs.rename(from, to);
      done++;
    });
    void dying.apply(String(ID), "admin");
    await expect.poll(() => done).toBe(2);
    await expect.poll(async () => (await names(workDir)).join()).not.toBe(before.join());
    const journal = await ctx.database.db
      .selectFrom("name_repairs")
      .select(["state", "steps"])
      .executeTakeFirstOrThrow();
    expect(journal.state).toBe("applying");
    expect(JSON.parse(journal.steps)).toHaveLength(4);

    expect(await service().recover()).toBe(1);
    expect(await names(workDir)).toEqual(before);
    const after = await ctx.database.db.selectFrom("name_repairs").select("state").executeTakeFirstOrThrow();
    expect(after.state).toBe("rolled_back");
    // Nothing is left to recover, and the work can be repaired again.
    expect(await service().recover()).toBe(0);
    await service().apply(String(ID), "admin");
    expect(
      (await names(workDir)).map((hex) => Buffer.from(hex.replace(/\//g, ""), "hex").toString()).sort(),
    ).toEqual(["三つ目.wav", "特典", "特典一.wav", "特典二.wav"].sort());
  });
});
