import type { zhCNScanEstimate } from "./zh-CN.scan-estimate.ts";

export const jaScanEstimate: typeof zhCNScanEstimate = {
  scanEstimate: {
    finding: "作品フォルダを探しています…",
    elapsed: "経過 {{time}}",
    estimating: "残り時間を見積もっています…",
    remaining: "残り{{time}}",
    lessThanMinute: "1 分未満",
    minutes: "約 {{minutes}} 分",
    hours: "約 {{hours}} 時間 {{minutes}} 分",
  },
};
