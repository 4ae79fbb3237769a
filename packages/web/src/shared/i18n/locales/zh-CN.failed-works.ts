/** The admin page of works whose metadata could not be fetched (/admin/failed-works). */
export const zhCNFailedWorks = {
  failedWorks: {
    tab: "失败作品",
    title: "元数据获取失败的作品",
    hint: "这些作品的信息没能从 DLsite 等网站获取，所以显示为「0 日元」「N/A」和灰色封面。可以逐个重试，或重新扫描以重试全部。",
    retry: "重试",
    retryAll: "全部重试",
    scanStarted: "扫描已开始，会重新获取所有失败作品的元数据。",
    viewScan: "查看进度",
    fixed: "已获取 {{code}} 的元数据。",
    empty: "没有元数据获取失败的作品。",
    noReason: "最近的扫描日志里没有记录原因。",
    more: "只列出前 {{shown}} 个，共 {{total}} 个。",
  },
};
