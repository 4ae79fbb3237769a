import { describe, expect, it } from "vitest";
import { enAiLyrics } from "./en.ai-lyrics.ts";
import { jaAiLyrics } from "./ja.ai-lyrics.ts";
import { zhCNAiLyrics } from "./zh-CN.ai-lyrics.ts";
import { zhTWAiLyrics } from "./zh-TW.ai-lyrics.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe("AI lyric texts", () => {
  it.each([
    ["zh-TW", zhTWAiLyrics],
    ["ja", jaAiLyrics],
    ["en", enAiLyrics],
  ])("%s translates every text that zh-CN has, with the same placeholders", (_language, messages) => {
    const translated = new Map(leaves(messages));
    for (const [key, text] of leaves(zhCNAiLyrics)) {
      expect([key, placeholders(translated.get(key) ?? "")]).toEqual([key, placeholders(text)]);
    }
  });

  it("keeps the wording of kikoeru's client that spec 1 and the reference give", () => {
    const zh = new Map(leaves(zhCNAiLyrics));
    expect(zh.get("aiLyrics.tree.translate")).toBe("进行AI翻译");
    expect(zh.get("aiLyrics.tree.translateFolder")).toBe("翻译当前目录音频");
    expect(zh.get("aiLyrics.tree.translateFolderHint")).toBe("不包括递归的子目录音频");
    expect(zh.get("aiLyrics.deleteMessage")).toBe(
      "确认要删除翻译任务吗，字幕文件也会被一并删除，且无法恢复。",
    );
    expect(zh.get("aiLyrics.openWork")).toBe("打开作品详情");
  });
});
