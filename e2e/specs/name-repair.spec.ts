import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { writeLibrary } from "@kikoeru/server/tooling";
import { beforeAll, describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { scanLibrary } from "../src/library.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** A work of this file only, so the shared fixture's counts stay: RJ313131. */
const garbled = { code: "RJ313131", id: 313131, folder: "RJ313131 文字化け" };
/** Shift_JIS bytes (written out, as the e2e package has no encoder) and what they read as in GBK. */
const sjis = {
  song: Buffer.from("96e982c98bec82af82e9", "hex"),
  bonusFolder: Buffer.from("93c19354", "hex"),
  bonus: Buffer.from("82a882dc82af", "hex"),
};
const asGbk = (bytes: Buffer) => new TextDecoder("gbk").decode(bytes);
const mojibake = `${asGbk(sjis.song)}.wav`;
const wav = Buffer.from(".wav");
const rawBonus = Buffer.concat([sjis.bonusFolder, Buffer.from("/"), sjis.bonus, wav]);

const workDir = () => path.join(session.server.dataDir, "library", garbled.folder);

/** Every name below the work folder as hex bytes, so raw names compare exactly. */
async function namesOnDisk(dir: Buffer = Buffer.from(workDir())): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, encoding: "buffer" })) {
    names.push(entry.name.toString("hex"));
    if (entry.isDirectory())
      for (const inner of await namesOnDisk(Buffer.concat([dir, Buffer.from("/"), entry.name])))
        names.push(`${entry.name.toString("hex")}/${inner}`);
  }
  return names.sort();
}

beforeAll(async () => {
  expect(new TextDecoder("shift_jis").decode(sjis.song)).toBe("夜に駆ける");
  await mkdir(Buffer.concat([Buffer.from(`${workDir()}/`), sjis.bonusFolder]), { recursive: true });
  await writeLibrary(path.join(session.server.dataDir, "library"), [
    {
      folder: garbled.folder,
      files: [
        { name: "cover.jpg", cover: { label: garbled.code, hue: 40 } },
        { name: mojibake, wav: { seconds: 1 } },
        { name: rawBonus, wav: { seconds: 1 } },
        { name: "正常.wav", wav: { seconds: 1 } },
      ],
      metadata: { title: "文字化けの作品", circle: "化け工房", vas: ["名無し"], tags: ["ASMR"] },
    },
  ]);
  await scanLibrary(session.server.api);
});

async function openRepair(work: WorkPage) {
  await work.open(garbled.id);
  await work.row("正常.wav").waitFor();
  await work.page.getByRole("button", { name: "更多操作" }).click();
  await work.page.getByRole("menuitem", { name: "修复文件名乱码" }).click();
  return work.page.getByRole("dialog");
}

describe("fixing garbled file names", () => {
  // First: it only looks, so the names are still garbled for it.
  test("the dialog fits phones and desktops", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const work = new WorkPage(await session.open({ viewport }));
      const dialog = await openRepair(work);
      await dialog.getByRole("list", { name: "改名列表" }).waitFor();
      expect(await hasHorizontalOverflow(work.page)).toBe(false);
      await screenshot(work.page, `name-repair-${name}`, { fullPage: false });
      await dialog.getByRole("button", { name: "修复 3 项" }).click();
      await dialog.getByText("确认修复（1/2）").waitFor();
      await screenshot(work.page, `name-repair-confirm-${name}`, { fullPage: false });
    }
  });

  test("renames after two confirmations, the tree follows, and undo puts the original bytes back", async () => {
    const original = await namesOnDisk();
    const work = new WorkPage(await session.open());
    const dialog = await openRepair(work);
    const list = dialog.getByRole("list", { name: "改名列表" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(3);
    expect(await list.textContent()).toContain("→ 夜に駆ける.wav");
    expect(await list.textContent()).not.toContain("正常");

    await dialog.getByRole("button", { name: "修复 3 项" }).click();
    await dialog.getByText("确认修复（1/2）").waitFor();
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("再次确认（2/2）").waitFor();
    expect(await dialog.textContent()).toContain("此操作可以撤销");
    await dialog.getByRole("button", { name: "确定" }).click();
    await work.notice("文件名已修复");
    await work.row("夜に駆ける.wav").waitFor();
    expect(await work.row(mojibake).count()).toBe(0);
    const utf8 = (text: string) => Buffer.from(text).toString("hex");
    expect(await namesOnDisk()).toEqual(
      [
        utf8("cover.jpg"),
        utf8("kikoeru.json"),
        utf8("夜に駆ける.wav"),
        utf8("正常.wav"),
        utf8("特典"),
        `${utf8("特典")}/${utf8("おまけ.wav")}`,
      ].sort(),
    );

    const again = await openRepair(work);
    await again.getByText("没有需要修复的文件名").waitFor();
    await screenshot(work.page, "name-repair-undo-desktop", { fullPage: false });
    await again.getByRole("button", { name: "恢复原来的文件名" }).click();
    await again.getByText("把上次修复改过的 3 个名字恢复原样？").waitFor();
    await again.getByRole("button", { name: "恢复原来的文件名" }).click();
    await work.notice("已恢复原来的文件名");
    await work.row(mojibake).waitFor();
    expect(await namesOnDisk()).toEqual(original);
  });
});
