/** The root folder watcher on the scanner page and its admin notice (/admin/scanner). */
export const jaWatch = {
  libraryWatch: {
    title: "フォルダー監視",
    watching:
      "{{count}} 個のルートフォルダーを監視中：作品フォルダーは {{seconds}} 秒間変化がなければ自動でスキャンします",
    fallback: "監視していないフォルダーがあります。{{seconds}} 秒ごとに自動で差分スキャンします",
    off: "オフです。新しい作品は手動でスキャンしてください",
    stateWatching: "監視中",
    stateFallback: "定期スキャン",
    stateOff: "オフ",
    settings: "監視の設定",
    logs: "監視ログ",
    noLogs: "記録はまだありません",
    noticeTitle: "監視していないフォルダーがあります",
  },
};
