/** The scanner page's line of time spent and left (/admin/scanner). */
export const zhCNScanEstimate = {
  scanEstimate: {
    finding: "正在查找作品文件夹…",
    elapsed: "已用时 {{time}}",
    estimating: "正在估算剩余时间…",
    remaining: "预计还需{{time}}",
    lessThanMinute: "不到 1 分钟",
    minutes: "约 {{minutes}} 分钟",
    hours: "约 {{hours}} 小时 {{minutes}} 分钟",
  },
};
