import { describe, expect, it } from "vitest";
import { enSyncer } from "./en.syncer.ts";
import { jaSyncer } from "./ja.syncer.ts";
import { zhCNSyncer } from "./zh-CN.syncer.ts";
import { zhTWSyncer } from "./zh-TW.syncer.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe("syncer texts", () => {
  it.each([
    ["zh-TW", zhTWSyncer],
    ["ja", jaSyncer],
    ["en", enSyncer],
  ])("%s translates every text that zh-CN has, with the same placeholders", (_language, messages) => {
    const translated = new Map(leaves(messages));
    for (const [key, text] of leaves(zhCNSyncer)) {
      expect([key, placeholders(translated.get(key) ?? "")]).toEqual([key, placeholders(text)]);
    }
  });

  it("keeps the texts spec 1 gives exactly", () => {
    const zh = new Map(leaves(zhCNSyncer));
    expect(zh.get("syncer.hostHint")).toBe("服务器地址，http://xxxxx，末尾不要有斜杠");
    expect(zh.get("syncer.dialogTitle")).toBe("同步文件选择");
    expect(zh.get("syncer.selected")).toBe("已选择");
    expect(zh.get("syncer.confirm")).toBe("确认同步");
    expect(zh.get("syncer.tasksTitle")).toBe("任务列表");
    expect(zh.get("syncer.errors.hostRequired")).toBe("require host");
    expect(zh.get("syncer.errors.codeInvalid")).toBe("require code like RJxxxxxxxx or VJxxxxxx");
    expect(zh.get("syncer.messages.getInfoFailed")).toBe("get info failed: {{message}}");
    for (const action of ["delete", "stop", "restart"]) {
      expect(zh.get(`syncer.messages.${action}Failed`)).toBe(`${action} task failed: {{message}}`);
      expect(zh.get(`syncer.messages.${action}Success`)).toBe(`${action} task success`);
    }
  });
});
