import type { zhCNFailedWorks } from "./zh-CN.failed-works.ts";

export const zhTWFailedWorks: typeof zhCNFailedWorks = {
  failedWorks: {
    tab: "失敗作品",
    title: "中繼資料取得失敗的作品",
    hint: "這些作品的資訊沒能從 DLsite 等網站取得，所以顯示為「0 日圓」「N/A」和灰色封面。可以逐一重試，或重新掃描以重試全部。",
    retry: "重試",
    retryAll: "全部重試",
    scanStarted: "掃描已開始，會重新取得所有失敗作品的中繼資料。",
    viewScan: "查看進度",
    fixed: "已取得 {{code}} 的中繼資料。",
    empty: "沒有中繼資料取得失敗的作品。",
    noReason: "最近的掃描記錄裡沒有原因。",
    more: "只列出前 {{shown}} 個，共 {{total}} 個。",
  },
};
