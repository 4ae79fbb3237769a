import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { enScanEstimate } from "../../../shared/i18n/locales/en.scan-estimate.ts";
import { zhCNScanEstimate } from "../../../shared/i18n/locales/zh-CN.scan-estimate.ts";
import { clock, timeLeft } from "./scan-time.ts";

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: enScanEstimate }, "zh-CN": { translation: zhCNScanEstimate } },
    lng: "zh-CN",
    interpolation: { escapeValue: false },
  });
});

describe("scan times", () => {
  it.each([
    [0, "0:00"],
    [4_999, "0:04"],
    [65_000, "1:05"],
    [3_723_000, "1:02:03"],
  ])("shows %d ms spent as %s", (ms, text) => {
    expect(clock(ms)).toBe(text);
  });

  it.each([
    [0, "不到 1 分钟", "Less than a minute"],
    [59_000, "不到 1 分钟", "Less than a minute"],
    [61_000, "约 2 分钟", "About 2 min"],
    [330_000, "约 6 分钟", "About 6 min"],
    [3_600_000, "约 1 小时 0 分钟", "About 1 h 0 min"],
    [5_000_000, "约 1 小时 24 分钟", "About 1 h 24 min"],
  ])("says %d ms left in words, rounded up to the minute", (ms, zh, en) => {
    expect(timeLeft(i18n.getFixedT("zh-CN"), ms)).toBe(zh);
    expect(timeLeft(i18n.getFixedT("en"), ms)).toBe(en);
  });
});
