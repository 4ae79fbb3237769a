import { describe, expect, it } from "vitest";
import { encodeStrict } from "./legacy-codec.ts";
import { fixName } from "./name-fix.ts";
import { planRenames } from "./name-plan.ts";
import { inverse, mapPath } from "./path-rewrite.ts";

const sjis = (text: string) => encodeStrict(text, "shift_jis")!;
const gbk = (text: string) => encodeStrict(text, "gbk")!;
/** What an archive tool on a Chinese system makes of Shift_JIS names: their bytes read as GBK. */
const sjisReadAsGbk = (text: string) => Buffer.from(new TextDecoder("gbk").decode(sjis(text)));
const gbkReadAsLatin = (text: string) => Buffer.from(new TextDecoder("latin1").decode(gbk(text)));
const entry = (parent: string | Buffer, name: Buffer) => ({
  parent: typeof parent === "string" ? Buffer.from(parent) : parent,
  name,
});

describe("fixName", () => {
  it("reads raw Shift_JIS, GBK and Big5 bytes", () => {
    expect(fixName(sjis("夜に駆ける.mp3"))).toMatchObject({ name: "夜に駆ける.mp3", encoding: "shift_jis" });
    expect(fixName(gbk("月亮代表我的心.mp3"))).toMatchObject({ name: "月亮代表我的心.mp3", kind: "bytes" });
    expect(fixName(encodeStrict("後來.mp3", "big5")!)?.name).toBe("後來.mp3");
  });

  it("undoes Shift_JIS read as GBK and GBK read as Latin-1", () => {
    expect(sjisReadAsGbk("夜に駆ける.mp3").toString()).toBe("栭偵嬱偗傞.mp3");
    expect(fixName(sjisReadAsGbk("夜に駆ける.mp3"))).toMatchObject({
      name: "夜に駆ける.mp3",
      kind: "mojibake",
      wrong: "gbk",
    });
    expect(fixName(sjisReadAsGbk("01_トラック.wav"))?.name).toBe("01_トラック.wav");
    expect(fixName(gbkReadAsLatin("月亮代表我的心"))?.name).toBe("月亮代表我的心");
  });

  it("leaves good names alone, Japanese, Chinese, European or ASCII", () => {
    for (const name of [
      "夜に駆ける.mp3",
      "正常.mp3",
      "周杰伦 - 晴天.flac",
      "Café.mp3",
      "Pokémon Café",
      "readme.txt",
    ])
      expect(fixName(Buffer.from(name)), name).toBeNull();
  });

  it("does not guess where the garbling lost bytes or the reading is ambiguous", () => {
    // GBK read as Shift_JIS loses bytes (U+FFFD); 搶嫗 is as plausible as 東京.
    expect(fixName(Buffer.from(new TextDecoder("shift_jis").decode(gbk("正常.mp3"))))).toBeNull();
    expect(fixName(sjisReadAsGbk("東京"))).toBeNull();
  });
});

describe("planRenames", () => {
  it("plans only the garbled entries, deepest first, with readable from → to", () => {
    const folder = sjis("特典");
    const plan = planRenames([
      entry("", folder),
      entry(folder, sjis("おまけ.mp3")),
      entry("", sjisReadAsGbk("夜に駆ける.mp3")),
      entry("", Buffer.from("正常.mp3")),
    ]);
    expect(plan.conflicts).toEqual([]);
    expect(plan.renames.map((r) => r.toText)).toEqual([
      "\ufffd\ufffd\ufffdT/おまけ.mp3",
      "特典",
      "夜に駆ける.mp3",
    ]);
    expect(plan.renames[2]!.fromText).toBe("栭偵嬱偗傞.mp3");
  });

  it("refuses names two entries would share, or one an entry already has", () => {
    const twins = planRenames([
      entry("", sjis("夜に駆ける.mp3")),
      entry("", sjisReadAsGbk("夜に駆ける.mp3")),
    ]);
    expect(twins.conflicts.map((c) => c.to)).toEqual(["夜に駆ける.mp3"]);
    const taken = planRenames([entry("", sjisReadAsGbk("おまけ")), entry("", Buffer.from("おまけ"))]);
    expect(taken.conflicts.map((c) => c.to)).toEqual(["おまけ"]);
  });
});

describe("path mapping", () => {
  it("follows renamed folders and undoes exactly", () => {
    const folder = sjis("特典");
    const renames = [
      { from: Buffer.concat([folder, Buffer.from("/"), sjis("歌.mp3")]), name: Buffer.from("歌.mp3") },
      { from: folder, name: Buffer.from("特典") },
    ];
    const old = Buffer.concat([folder, Buffer.from("/"), sjis("歌.mp3")]);
    const moved = mapPath(old, renames);
    expect(moved.toString()).toBe("特典/歌.mp3");
    expect(mapPath(moved, inverse(renames)).equals(old)).toBe(true);
    expect(mapPath(Buffer.from("other/x.mp3"), renames).toString()).toBe("other/x.mp3");
  });
});
