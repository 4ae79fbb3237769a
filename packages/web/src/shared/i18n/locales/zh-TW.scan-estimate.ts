import type { zhCNScanEstimate } from "./zh-CN.scan-estimate.ts";

export const zhTWScanEstimate: typeof zhCNScanEstimate = {
  scanEstimate: {
    finding: "正在尋找作品資料夾…",
    elapsed: "已用時 {{time}}",
    estimating: "正在估算剩餘時間…",
    remaining: "預計還需{{time}}",
    lessThanMinute: "不到 1 分鐘",
    minutes: "約 {{minutes}} 分鐘",
    hours: "約 {{hours}} 小時 {{minutes}} 分鐘",
  },
};
