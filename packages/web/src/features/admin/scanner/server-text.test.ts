import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { enAdmin } from "../../../shared/i18n/locales/en.admin.ts";
import { zhCNAdmin } from "../../../shared/i18n/locales/zh-CN.admin.ts";
import { serverText } from "./server-text.ts";

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: enAdmin }, "zh-CN": { translation: zhCNAdmin } },
    lng: "en",
    fallbackLng: "zh-CN",
    interpolation: { escapeValue: false },
  });
});

describe("serverText", () => {
  it("says a keyed scan-log line in the interface language, nested causes too", () => {
    const cause = {
      key: "metadata.httpStatus",
      params: { url: "https://dl/x", status: 503 },
      message: "https://dl/x 返回 HTTP 503",
    };
    const line = {
      key: "scan.taskFailed",
      params: { reason: cause },
      message: "处理失败: https://dl/x 返回 HTTP 503",
    };
    expect(serverText(i18n, line)).toBe("Failed: https://dl/x answered HTTP 503");
  });

  it("keeps the server's Chinese text when there is no key or the key is unknown", () => {
    expect(serverText(i18n, { message: "扫描已开始" })).toBe("扫描已开始");
    expect(serverText(i18n, { key: "scan.fromANewerServer", message: "新的句子" })).toBe("新的句子");
  });

  it("keeps a plain-text cause as it came", () => {
    const line = { key: "scan.taskFailed", params: { reason: "EACCES" }, message: "处理失败: EACCES" };
    expect(serverText(i18n, line)).toBe("Failed: EACCES");
  });
});
