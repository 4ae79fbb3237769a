import { type MessageKey, messageCatalog } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { enAdmin } from "./en.admin.ts";
import { jaAdmin } from "./ja.admin.ts";
import { zhCNAdmin } from "./zh-CN.admin.ts";
import { zhTWAdmin } from "./zh-TW.admin.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const chinese = leaves(zhCNAdmin);

describe("admin texts", () => {
  it.each([
    ["zh-TW", zhTWAdmin],
    ["ja", jaAdmin],
    ["en", enAdmin],
  ])("%s translates every text that zh-CN has, with the same placeholders", (_language, messages) => {
    const translated = new Map(leaves(messages));
    for (const [key, text] of chinese) {
      const other = translated.get(key) ?? "";
      expect([key, other === ""]).toEqual([key, text === ""]);
      expect([key, placeholders(other)]).toEqual([key, placeholders(text)]);
    }
  });

  it("gives the server's sentences in zh-CN exactly as the server's catalog says them", () => {
    const server = leaves({ serverMessages: zhCNAdmin.admin.serverMessages });
    expect(server.length).toBeGreaterThan(40);
    for (const [key, text] of server) {
      expect([key, text]).toEqual([key, messageCatalog[key.replace("serverMessages.", "") as MessageKey]]);
    }
  });

  it("keeps the spec's Chinese texts exactly", () => {
    const zh = new Map(chinese);
    expect(zh.get("admin.folders.errors.duplicateName")).toBe("该别名已存在，文件夹别名不能重复");
    expect(zh.get("admin.folders.errors.duplicatePath")).toBe("该路径已存在，文件夹路径不能重复");
    expect(zh.get("admin.scanner.socketFailed")).toBe("连接Socket失败");
    expect(zh.get("admin.users.deleteConfirm")).toBe("确认删除选中用户？");
    expect(zh.get("admin.users.errors.passwordMismatch")).toBe("两次密码输入不一致");
    expect(zh.get("admin.users.errors.duplicateName")).toBe("该名称已存在，用户名不能重复");
  });
});
