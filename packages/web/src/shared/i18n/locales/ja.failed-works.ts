import type { zhCNFailedWorks } from "./zh-CN.failed-works.ts";

export const jaFailedWorks: typeof zhCNFailedWorks = {
  failedWorks: {
    tab: "取得失敗",
    title: "メタデータの取得に失敗した作品",
    hint: "これらの作品は DLsite などから情報を取得できなかったため、「0 円」「N/A」、灰色のカバーで表示されています。1 件ずつ再試行するか、再スキャンですべて再試行できます。",
    retry: "再試行",
    retryAll: "すべて再試行",
    scanStarted: "スキャンを開始しました。失敗した作品のメタデータをすべて取得し直します。",
    viewScan: "進捗を見る",
    fixed: "{{code}} のメタデータを取得しました。",
    empty: "メタデータの取得に失敗した作品はありません。",
    noReason: "最近のスキャンログに理由が記録されていません。",
    more: "全 {{total}} 件のうち最初の {{shown}} 件を表示しています。",
  },
};
