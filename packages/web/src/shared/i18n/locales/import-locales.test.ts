import { describe, expect, it } from "vitest";
import { enImport } from "./en.import.ts";
import { jaImport } from "./ja.import.ts";
import { zhCNImport } from "./zh-CN.import.ts";
import { zhTWImport } from "./zh-TW.import.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe("import page texts", () => {
  it.each([
    ["zh-TW", zhTWImport],
    ["ja", jaImport],
    ["en", enImport],
  ])("%s translates every text that zh-CN has, with the same placeholders", (_language, messages) => {
    const translated = new Map(leaves(messages));
    for (const [key, text] of leaves(zhCNImport)) {
      expect(translated.get(key), key).toBeTruthy();
      expect([key, placeholders(translated.get(key) ?? "")]).toEqual([key, placeholders(text)]);
    }
  });
});
