/** The root folder watcher on the scanner page and its admin notice (/admin/scanner). */
export const zhTWWatch = {
  libraryWatch: {
    title: "資料夾監視",
    watching: "正在監視 {{count}} 個根資料夾：作品資料夾 {{seconds}} 秒無變化後自動掃描",
    fallback: "部分資料夾未被監視，每 {{seconds}} 秒自動增量掃描一次",
    off: "已關閉，新作品需要手動掃描",
    stateWatching: "監視中",
    stateFallback: "定時掃描",
    stateOff: "已關閉",
    settings: "監視設定",
    logs: "監視紀錄",
    noLogs: "暫無紀錄",
    noticeTitle: "部分資料夾未被監視",
  },
};
