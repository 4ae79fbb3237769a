import type { zhCNScanEstimate } from "./zh-CN.scan-estimate.ts";

export const enScanEstimate: typeof zhCNScanEstimate = {
  scanEstimate: {
    finding: "Looking for work folders…",
    elapsed: "Elapsed {{time}}",
    estimating: "Estimating the time left…",
    remaining: "{{time}} left",
    lessThanMinute: "Less than a minute",
    minutes: "About {{minutes}} min",
    hours: "About {{hours}} h {{minutes}} min",
  },
};
