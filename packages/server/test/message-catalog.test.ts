import {
  configMessages,
  fill,
  message,
  messageCatalog,
  messageCatalogParts,
  said,
  userMessages,
  workMessages,
} from "@kikoeru/contract";
import { describe, expect, it } from "vitest";

/** The one catalog of server sentences (contract/src/messages): keys, Chinese texts, parameters. */
describe("message catalog", () => {
  it("defines every key once, in one part", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, texts] of Object.entries(messageCatalogParts)) {
      for (const key of Object.keys(texts)) {
        if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${part}`);
        seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(messageCatalog)).toHaveLength(seen.size);
  });

  it("has a zh-CN text for every key, under a dotted key", () => {
    for (const [key, text] of Object.entries(messageCatalog)) {
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(text.trim(), key).not.toBe("");
    }
  });

  it("fills parameters, a nested sentence by its text, and leaves a missing one visible", () => {
    expect(message("users.created", { name: "alice" })).toBe("用户 alice 创建成功.");
    const cause = said("metadata.httpStatus", { url: "https://x", status: 503 });
    expect(said("scan.taskFailed", { reason: cause })).toEqual({
      key: "scan.taskFailed",
      params: { reason: cause },
      message: "处理失败: https://x 返回 HTTP 503",
    });
    expect(said("scan.fullStarted")).toEqual({ key: "scan.fullStarted", message: "开始扫描本地音声库" });
    expect(fill("{{a}} {{b}}", { a: 1 })).toBe("1 {{b}}");
  });

  it("keeps the texts clients know, constants included", () => {
    expect(userMessages.nameTooShort).toBe("用户名长度至少为 5");
    expect(workMessages.badNsfw).toBe("nsfw 只能是 0、1 或 2");
    expect(workMessages.notFound("RJ123456")).toBe("作品RJ123456不存在");
    expect(configMessages.saved).toBe("保存成功.");
  });
});
